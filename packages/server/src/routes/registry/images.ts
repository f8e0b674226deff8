/**
 * The image routes: GET /getWalletImage/{id} and /public/get{Asset,Currency,Token}Image/{id}.
 * A stored image (imported, checked by its bytes) is served as stored; otherwise core's bundled artwork
 * for that wallet, network or token (so a database seeded before the artwork existed shows real logos
 * too), and otherwise the server draws a monogram (for wallets: only of wallets in the registry). Every answer has an exact content type,
 * nosniff and a CSP sandbox, so even an SVG opened directly cannot run anything.
 */
import { networkArtworkSvg, tokenArtworkSvg, walletArtworkSvg } from '@walletport/core/artwork';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/api-error.js';
import { requireProject } from '../../projects/index.js';
import { findImage, type ImageKind, monogramSvg, type RegistryService } from '../../registry/index.js';
import type { RouteContext } from '../context.js';
import { imageParamsSchema } from './schemas.js';
import { projectQuerySchema } from '../shared-schemas.js';

export const IMAGE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  // Pages of any origin show these images.
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=86400',
} as const;

const IMAGE_ROUTES: ReadonlyArray<{ path: string; kind: ImageKind; summary: string }> = [
  { path: '/getWalletImage/:id', kind: 'wallet', summary: 'A wallet image' },
  { path: '/public/getAssetImage/:id', kind: 'asset', summary: 'A network or asset image' },
  { path: '/public/getCurrencyImage/:id', kind: 'currency', summary: 'A currency image' },
  { path: '/public/getTokenImage/:id', kind: 'token', summary: 'A token image' },
];

function sendImage(reply: FastifyReply, contentType: string, body: Uint8Array | string) {
  return reply
    .headers(IMAGE_SECURITY_HEADERS)
    .type(contentType)
    .send(typeof body === 'string' ? body : Buffer.from(body));
}

export function registerImageRoutes(
  app: FastifyInstance,
  opts: RouteContext,
  registry: RegistryService,
): void {
  for (const route of IMAGE_ROUTES) {
    app.get<{ Params: { id: string } }>(
      route.path,
      {
        config: { corsPolicy: 'public' },
        schema: {
          summary: route.summary,
          tags: ['registry'],
          params: imageParamsSchema,
          querystring: projectQuerySchema,
          produces: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        },
      },
      async (request, reply) => {
        await requireProject(request, { checkOrigin: false });
        const { id } = request.params;
        const stored = await findImage(opts.db, route.kind, id);
        if (stored !== undefined) return sendImage(reply, stored.contentType, stored.data);
        let name = id;
        let artwork: string | undefined;
        if (route.kind === 'wallet') {
          const owner = await registry.findWalletByImageId(id);
          if (owner === undefined) throw notFound(`No wallet image ${id}`);
          name = owner.name;
          artwork = walletArtworkSvg(owner.id, owner.rdns ?? undefined);
        } else {
          artwork = route.kind === 'asset' ? networkArtworkSvg(id) : tokenArtworkSvg(id);
        }
        return sendImage(reply, 'image/svg+xml; charset=utf-8', artwork ?? monogramSvg(id, name));
      },
    );
  }
}
