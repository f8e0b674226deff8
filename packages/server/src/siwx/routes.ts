/**
 * Sign-in with a wallet (SIWX) for a project: POST /auth/v1/nonce, POST /auth/v1/authenticate,
 * GET /auth/v1/sessions and POST /auth/v1/sign-out. The browser holds a bearer token per session; the
 * signature is stored as evidence, never accepted as a credential. Nonce and authenticate requests have
 * a per-IP limit of their own on top of the app-wide limits: each authenticate may cost a chain call.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAddress, isAddress } from 'viem';
import { createChainClients } from '../chain/clients.js';
import { ApiError, errorBodySchema } from '../http/api-error.js';
import { originOf, requireProject } from '../projects/index.js';
import { rateLimitError } from '../rate-limit/index.js';
import type { RouteContext } from '../routes/context.js';
import { type AuthenticateBody, authenticate } from './authenticate.js';
import { requireSession } from './bearer.js';
import {
  authenticateBodySchema,
  authenticateResponseSchema,
  authQuerySchema,
  bearerHeadersSchema,
  nonceResponseSchema,
  sessionsResponseSchema,
  signOutBodySchema,
} from './schemas.js';
import { randomNonce, randomToken, sha256Hex } from './secrets.js';
import { createSiwxStore, type SessionRecord } from './siwx-store.js';

/** Nonces are short-lived: one is good for 5 minutes. */
export const NONCE_TTL_MS = 5 * 60_000;
/** The share of the per-IP request limit that nonce and authenticate requests together may use. */
export const AUTH_LIMIT_DIVISOR = 20;

interface SignOutBody {
  chainId?: string;
  address?: string;
}

function summary(session: SessionRecord) {
  return {
    id: session.id,
    address: session.address,
    chainId: session.chainId,
    domain: session.domain,
    issuedAt: session.issuedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/**
 * Whether `address` names the session's account: eip155 addresses in any case (the session keeps the
 * EIP-55 form), other namespaces' (Solana's base58) exactly as the session has it.
 */
function isOwnAddress(address: string, session: SessionRecord): boolean {
  if (!session.chainId.startsWith('eip155:')) return address === session.address;
  return isAddress(address, { strict: false }) && getAddress(address) === session.address;
}

export default async function siwxRoutes(app: FastifyInstance, opts: RouteContext): Promise<void> {
  const { config, limiter } = opts;
  const store = createSiwxStore(opts.db);
  const clients = createChainClients(config.chains, { timeoutMs: config.upstreamTimeoutMs });
  const servedChainIds = new Set(
    config.chains.filter((chain) => clients.get(chain.chainId) !== undefined).map((chain) => chain.chainId),
  );
  const authLimit =
    config.rateLimit.perIp <= 0 ? 0 : Math.max(1, Math.floor(config.rateLimit.perIp / AUTH_LIMIT_DIVISOR));

  const limitAuthRequests = async (request: FastifyRequest) => {
    const decision = await limiter.hit(`siwx:${request.ip}`, authLimit, config.rateLimit.windowMs);
    if (!decision.allowed) throw rateLimitError(decision, 'sign-in requests from this address');
  };
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

  app.post(
    '/auth/v1/nonce',
    {
      schema: {
        summary: 'A single-use nonce for a sign-in message',
        description: `The nonce goes into the sign-in message (EIP-4361, or CAIP-122 for Solana); the token comes back with the signature. Valid ${NONCE_TTL_MS / 60_000} minutes, once.`,
        tags: ['auth'],
        querystring: authQuerySchema,
        response: { 200: nonceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const project = await requireProject(request);
      await limitAuthRequests(request);
      const now = new Date();
      const nonce = randomNonce();
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
      await store.addNonce({ tokenHash: sha256Hex(token), projectId: project.id, nonce, expiresAt }, now);
      return { nonce, token, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post<{ Body: AuthenticateBody }>(
    '/auth/v1/authenticate',
    {
      schema: {
        summary: 'Open a session with a signed sign-in message (Ethereum or Solana)',
        description:
          "The message is EIP-4361 for an Ethereum account (signature 0x hex) or CAIP-122 with the Solana header for a Solana account (signature base58 of the 64-byte Ed25519 signature over the message's UTF-8 bytes). Its domain must be the host of an allowed origin of the project (and of the requesting page), its URI's origin allowed, its chain served here (eip155) or a Solana network id, its nonce the nonce token's, its times current. EOA, ERC-1271 and ERC-6492 signatures are checked against the chain, Solana signatures with Ed25519. A session lives until the message's Expiration Time, at most 7 days.",
        tags: ['auth'],
        querystring: authQuerySchema,
        body: authenticateBodySchema,
        response: { 200: authenticateResponseSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => {
      const project = await requireProject(request);
      await limitAuthRequests(request);
      const { token, session } = await authenticate(
        { store, clients, servedChainIds },
        { project, origin: originOf(request), body: request.body },
      );
      return { token, session: summary(session) };
    },
  );

  app.get(
    '/auth/v1/sessions',
    {
      schema: {
        summary: "The caller's live sessions in the project",
        description: 'All unexpired, not signed-out sessions of the bearer token’s address in this project.',
        tags: ['auth'],
        querystring: authQuerySchema,
        headers: bearerHeadersSchema,
        response: { 200: sessionsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const project = await requireProject(request);
      const now = new Date();
      const caller = await requireSession(store, request, project.id, now);
      const sessions = await store.liveSessions(project.id, caller.address, now);
      return {
        sessions: sessions.map((session) => ({
          ...summary(session),
          uri: session.uri,
          message: session.message,
          signature: session.signature,
        })),
      };
    },
  );

  app.post<{ Body: SignOutBody | null | undefined }>(
    '/auth/v1/sign-out',
    {
      schema: {
        summary: 'Sign out: revoke the session of the bearer token',
        description:
          "With chainId and/or address (which must be the session's own), every live session of the address in the project is revoked too, on that chain when chainId is given.",
        tags: ['auth'],
        querystring: authQuerySchema,
        headers: bearerHeadersSchema,
        body: signOutBodySchema,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const project = await requireProject(request);
      const now = new Date();
      const caller = await requireSession(store, request, project.id, now);
      const { chainId, address } = request.body ?? {};
      if (address !== undefined && !isOwnAddress(address, caller)) {
        throw new ApiError(403, 'SIWX_FORBIDDEN', "Only the session's own address can be signed out.");
      }
      await store.revokeSession(caller.id, now);
      if (chainId !== undefined || address !== undefined) {
        await store.revokeSessionsOf(project.id, caller.address, chainId, now);
      }
      return reply.status(204).send();
    },
  );
}
