/**
 * Sign In With Farcaster through a channel on this server (see docs/embedded-wallet.md, "Farcaster"):
 * the frame opens a channel (POST /embedded/v1/farcaster/channel) and shows its link as a QR code; the
 * Farcaster wallet signs the message the link describes with the fid's custody key and posts it
 * (POST …/channel/:token/authenticate, from the wallet's own origin, so any origin may); the frame polls
 * (GET …/channel/:token/status) until the channel is completed and redeems its result like a social
 * login's. A channel lasts 10 minutes and is completed once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createChainClients } from '../../chain/clients.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/index.js';
import { isOriginAllowed } from '../../projects/index.js';
import { type RateLimiter, rateLimitError } from '../../rate-limit/index.js';
import { randomNonce, randomToken, sha256Hex } from '../../siwx/secrets.js';
import { embeddedErrors } from '../errors.js';
import type { OpenRequest } from '../route-kit.js';
import { embeddedQuerySchema } from '../schemas.js';
import type { EmbeddedServices } from '../services.js';
import { createSocialLoginStore } from '../social/login-store.js';
import { type Channel, createChannelStore } from './channel-store.js';
import { CONNECT_PAGE_HEADERS, type ConnectPageState, connectPage } from './connect-page.js';
import {
  CONNECT_PAGE_PATH,
  type ConnectParams,
  relayUrl,
  schemeConnectUrl,
  webConnectUrl,
} from './connect-url.js';
import { farcasterErrors } from './errors.js';
import { registryChain } from './id-registry.js';
import { createFarcasterResult } from './result.js';
import {
  authenticateBodySchema,
  CHANNEL_TOKEN_PATTERN,
  channelParamsSchema,
  channelResponseSchema,
  createChannelBodySchema,
  farcasterErrorResponses,
  statusResponseSchema,
} from './schemas.js';
import { type SignInAnswer, type SignInChain, verifySignIn } from './verify-sign-in.js';

/** A channel is good for 10 minutes. */
export const CHANNEL_TTL_MS = 10 * 60_000;
/** The share of the per-IP request limit that authenticate requests may use: each costs chain calls. */
export const AUTHENTICATE_LIMIT_DIVISOR = 20;

export interface FarcasterRouteOptions {
  /** The frame's requests: project, frame origin, services (503 when the embedded wallet is off). */
  open: OpenRequest;
  /** For the wallet's answer, which names no project: the channel does. */
  services: EmbeddedServices | undefined;
  config: Pick<ServerConfig, 'farcaster' | 'chains' | 'upstreamTimeoutMs' | 'rateLimit'>;
  db: Database;
  limiter: RateLimiter;
}

/** The server's own base URL as the caller reached it (X-Forwarded-* when TRUST_PROXY is on). */
function serverBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function linkParams(request: FastifyRequest, token: string, channel: Channel): ConnectParams {
  return {
    channelToken: token,
    nonce: channel.nonce,
    domain: channel.domain,
    siweUri: channel.siweUri,
    expirationTime: channel.expiresAt.toISOString(),
    relay: relayUrl(serverBase(request)),
  };
}

const TOKEN = new RegExp(CHANNEL_TOKEN_PATTERN);

function pageState(
  request: FastifyRequest,
  token: string,
  channel: Channel | undefined,
  nowMs: number,
): ConnectPageState {
  if (channel === undefined) return { kind: 'unknown' };
  if (channel.completedAt !== null) return { kind: 'completed' };
  if (channel.expiresAt.getTime() <= nowMs) return { kind: 'expired' };
  return {
    kind: 'open',
    domain: channel.domain,
    schemeUrl: schemeConnectUrl(linkParams(request, token, channel)),
    expiresAt: channel.expiresAt,
  };
}

/** The origin as a page's origin: http(s), nothing after the port; undefined otherwise. */
function pageOrigin(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return /^https?:$/.test(url.protocol) && url.origin === text ? url.origin : undefined;
}

export function registerFarcasterRoutes(app: FastifyInstance, options: FarcasterRouteOptions): void {
  const { open, services, config } = options;
  const channels = createChannelStore(options.db);
  const results = createSocialLoginStore(options.db);
  const farcaster = config.farcaster;
  const client =
    farcaster === undefined
      ? undefined
      : createChainClients(config.chains, { timeoutMs: config.upstreamTimeoutMs }).get(farcaster.chainId);
  const chain: SignInChain | undefined =
    farcaster === undefined || client === undefined ? undefined : registryChain(client, farcaster.idRegistry);
  const authenticateLimit =
    config.rateLimit.perIp <= 0
      ? 0
      : Math.max(1, Math.floor(config.rateLimit.perIp / AUTHENTICATE_LIMIT_DIVISOR));

  const requireFarcaster = () => {
    if (farcaster === undefined || chain === undefined) throw farcasterErrors.notConfigured();
    return { farcaster, chain };
  };

  app.post<{ Body: { origin: string; verifierHash: string } }>(
    '/embedded/v1/farcaster/channel',
    {
      schema: {
        summary: 'Open a Farcaster sign-in channel',
        description: `The link (farcaster://connect, and an https page) a Farcaster wallet opens to sign in to \`origin\`, one of the project's allowed origins. Good for ${CHANNEL_TTL_MS / 60_000} minutes, completed once.`,
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        body: createChannelBodySchema,
        response: { 200: channelResponseSchema, ...farcasterErrorResponses },
      },
    },
    async (request) => {
      requireFarcaster();
      const { project, services: opened } = await open(request);
      const origin = pageOrigin(request.body.origin);
      if (origin === undefined || !isOriginAllowed(origin, project.allowedOrigins)) {
        throw embeddedErrors.originNotAllowed();
      }
      const now = opened.now();
      const token = randomToken();
      const channel: Channel = {
        projectId: project.id,
        hostOrigin: origin,
        nonce: randomNonce(),
        domain: new URL(origin).host,
        siweUri: origin,
        verifierHash: request.body.verifierHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHANNEL_TTL_MS),
        completedAt: null,
        completion: undefined,
      };
      await channels.create({ ...channel, tokenHash: sha256Hex(token) });
      const params = linkParams(request, token, channel);
      return {
        channelToken: token,
        url: schemeConnectUrl(params),
        webUrl: webConnectUrl(serverBase(request), params),
        nonce: channel.nonce,
        domain: channel.domain,
        siweUri: channel.siweUri,
        expiresAt: channel.expiresAt.toISOString(),
      };
    },
  );

  app.post<{ Params: { token: string }; Body: SignInAnswer }>(
    '/embedded/v1/farcaster/channel/:token/authenticate',
    {
      schema: {
        summary: "The Farcaster wallet's signed answer",
        description:
          "Called by the wallet, from any origin: the EIP-4361 message the link describes, signed by the fid's custody address in the ID registry (FARCASTER_ID_REGISTRY). Completes the channel once.",
        tags: ['embedded wallet'],
        params: channelParamsSchema,
        body: authenticateBodySchema,
        response: { 200: statusResponseSchema, ...farcasterErrorResponses },
      },
    },
    async (request) => {
      const configured = requireFarcaster();
      if (services === undefined) throw embeddedErrors.notConfigured();
      const decision = await options.limiter.hit(
        `farcaster:${request.ip}`,
        authenticateLimit,
        config.rateLimit.windowMs,
      );
      if (!decision.allowed) throw rateLimitError(decision, 'Farcaster sign-in answers from this address');
      const tokenHash = sha256Hex(request.params.token);
      const now = services.now();
      const channel = await channels.find(tokenHash);
      if (channel === undefined) throw farcasterErrors.unknownChannel();
      if (channel.completedAt !== null) throw farcasterErrors.used();
      if (channel.expiresAt.getTime() <= now.getTime()) throw farcasterErrors.expired();

      const verified = await verifySignIn(
        request.body,
        { ...channel, chainId: configured.farcaster.chainId },
        configured.chain,
        now.getTime(),
      );
      const result = await createFarcasterResult(services, results, {
        projectId: channel.projectId,
        fid: verified.fid,
        username: verified.username,
        verifierHash: channel.verifierHash,
      });
      const completion = { ...verified, result };
      if (!(await channels.complete(tokenHash, completion, services.now()))) {
        // Another answer completed it meanwhile, or the clock passed its end during the chain reads.
        const latest = await channels.find(tokenHash);
        throw latest?.completedAt == null ? farcasterErrors.expired() : farcasterErrors.used();
      }
      return {
        state: 'completed',
        fid: verified.fid,
        ...(verified.username === undefined ? {} : { username: verified.username }),
      };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/embedded/v1/farcaster/channel/:token/status',
    {
      schema: {
        summary: 'Whether the Farcaster wallet has answered',
        description:
          'pending, or completed with the one-time `result` the frame redeems at /embedded/v1/social/redeem with its verifier. 410 once the channel has expired unanswered.',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        params: channelParamsSchema,
        response: { 200: statusResponseSchema, ...farcasterErrorResponses },
      },
    },
    async (request) => {
      requireFarcaster();
      const { project, services: opened } = await open(request);
      const channel = await channels.find(sha256Hex(request.params.token));
      if (channel === undefined || channel.projectId !== project.id) throw farcasterErrors.unknownChannel();
      const { completion } = channel;
      if (completion !== undefined) {
        return {
          state: 'completed',
          result: completion.result,
          fid: completion.fid,
          ...(completion.username === undefined ? {} : { username: completion.username }),
        };
      }
      if (channel.expiresAt.getTime() <= opened.now().getTime()) throw farcasterErrors.expired();
      return { state: 'pending' };
    },
  );

  app.get<{ Querystring: { channelToken?: string } }>(
    CONNECT_PAGE_PATH,
    {
      schema: {
        summary: 'The https page of a Farcaster sign-in link',
        description: 'Names the site asking and links to the Farcaster app. Built from the stored channel.',
        tags: ['embedded wallet'],
        querystring: {
          type: 'object',
          properties: { channelToken: { type: 'string', maxLength: 128 } },
          additionalProperties: true,
        },
      },
    },
    async (request, reply) => {
      const token = request.query.channelToken ?? '';
      const valid = TOKEN.test(token);
      const channel = farcaster === undefined || !valid ? undefined : await channels.find(sha256Hex(token));
      const nowMs = services?.now().getTime() ?? Date.now();
      const { status, html } = connectPage(pageState(request, token, channel, nowMs));
      return reply.status(status).headers(CONNECT_PAGE_HEADERS).send(html);
    },
  );
}
