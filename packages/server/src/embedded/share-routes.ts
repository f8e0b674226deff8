/**
 * The user's wallet shares: PUT /embedded/v1/shares stores them once (a wallet is never overwritten),
 * GET /embedded/v1/shares hands them back to the logged-in frame. The auth share is sealed with
 * AES-256-GCM before it reaches the database and opened only here.
 */
import type { FastifyInstance } from 'fastify';
import { embeddedErrorSchema, embeddedErrors } from './errors.js';
import type { OpenRequest } from './route-kit.js';
import {
  bearerHeadersSchema,
  embeddedErrorResponses,
  embeddedQuerySchema,
  putSharesBodySchema,
  putSharesResponseSchema,
  sharesResponseSchema,
} from './schemas.js';
import { requireSession } from './session-auth.js';
import { openShare, sealShare } from './share-cipher.js';
import { readWalletInput, type WalletBody } from './wallet-input.js';

/** What a sealed share is bound to: it opens only in its own user's row. */
function shareContext(user: { projectId: string; id: string }): string {
  return `embedded-wallet auth share:${user.projectId}:${user.id}`;
}

export function registerShareRoutes(app: FastifyInstance, open: OpenRequest): void {
  app.get(
    '/embedded/v1/shares',
    {
      schema: {
        summary: "The logged-in user's wallet and auth share",
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        headers: bearerHeadersSchema,
        response: { 200: sharesResponseSchema, ...embeddedErrorResponses, 404: embeddedErrorSchema },
      },
    },
    async (request) => {
      const { project, services } = await open(request);
      const { user } = await requireSession(services, request, project.id);
      const wallet = await services.accounts.findWallet(user.id);
      if (wallet === undefined) throw embeddedErrors.noWallet();
      return {
        address: wallet.address,
        solanaAddress: wallet.solanaAddress,
        authShare: openShare(services.keys.shareKey, wallet.sealedAuthShare, shareContext(user)).toString(
          'base64',
        ),
        recovery: JSON.parse(wallet.recovery) as unknown,
      };
    },
  );

  app.put<{ Body: WalletBody }>(
    '/embedded/v1/shares',
    {
      schema: {
        summary: "Store the logged-in user's new wallet: addresses, auth share, recovery data",
        description:
          'Once per user: a wallet is never overwritten (409). The auth share is encrypted at rest with a key from EMBEDDED_SHARE_KEY.',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        headers: bearerHeadersSchema,
        body: putSharesBodySchema,
        response: { 201: putSharesResponseSchema, ...embeddedErrorResponses, 409: embeddedErrorSchema },
      },
    },
    async (request, reply) => {
      const { project, services } = await open(request);
      const { user } = await requireSession(services, request, project.id);
      const input = readWalletInput(request.body);
      const created = await services.accounts.createWallet(user, {
        address: input.address,
        solanaAddress: input.solanaAddress,
        sealedAuthShare: sealShare(services.keys.shareKey, input.authShare, shareContext(user)),
        recovery: input.recovery,
      });
      if (!created) throw embeddedErrors.walletExists();
      return reply
        .status(201)
        .send({ wallet: { address: input.address, solanaAddress: input.solanaAddress } });
    },
  );
}
