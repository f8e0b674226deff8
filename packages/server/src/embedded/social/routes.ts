/**
 * Social login, the frame's side (see docs/server.md, "Embedded wallet: social login"):
 * GET /embedded/v1/social/providers (what the operator configured), POST /embedded/v1/social/start (a
 * login's authorization URL) and POST /embedded/v1/social/redeem (the callback's one-time result and the
 * frame's verifier → a session, as after an email code). The provider's side, the callback, is in
 * callback-route.ts. No provider token ever reaches an answer: the frame gets a session of this server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SocialProviderId, socialCallbackUrl } from '../../config-social.js';
import { isOriginAllowed, originOf } from '../../projects/index.js';
import { parseOriginPattern } from '../../projects/origin-matcher.js';
import { embeddedErrorSchema, embeddedErrors } from '../errors.js';
import { userBody, walletBody } from '../route-kit.js';
import { embeddedErrorResponses, embeddedQuerySchema, verifyResponseSchema } from '../schemas.js';
import { issueSession } from '../session-auth.js';
import { registerCallbackRoutes } from './callback-route.js';
import type { SocialRouteContext } from './context.js';
import { socialErrors } from './errors.js';
import { type SocialMode, STATE_TTL_MS } from './login-store.js';
import {
  providersResponseSchema,
  redeemBodySchema,
  startBodySchema,
  startResponseSchema,
} from './schemas.js';
import { freshLoginSecrets, lookupHash, verifierMatches } from './secrets.js';
import { toSocialLoginError } from './provider-client.js';
import { parseReturnTo } from './targets.js';

interface StartBody {
  provider: SocialProviderId;
  origin: string;
  verifierHash: string;
  mode?: SocialMode;
  returnTo?: string;
}

/** An exact origin as browsers write it (no path, no trailing slash), or undefined. */
function exactOrigin(text: string): string | undefined {
  return URL.canParse(text) && new URL(text).origin === text ? text : undefined;
}

/**
 * Where the popup's result page is: the calling frame's origin (checked against EMBEDDED_FRAME_ORIGINS
 * when the request was opened), or for a caller without an Origin the first frame origin that is exact.
 */
function frameOriginOf(request: FastifyRequest, frameOrigins: readonly string[]): string | undefined {
  const origin = originOf(request);
  if (origin !== undefined) return exactOrigin(origin);
  for (const text of frameOrigins) {
    const pattern = parseOriginPattern(text);
    if (pattern !== undefined && !pattern.hostWildcard && pattern.port !== '*') return exactOrigin(text);
  }
  return undefined;
}

export function registerSocialRoutes(app: FastifyInstance, context: SocialRouteContext): void {
  const { open, clients, store, social } = context;

  app.get(
    '/embedded/v1/social/providers',
    {
      schema: {
        summary: 'The social logins this server offers',
        description:
          "Only providers the operator configured (SOCIAL_<PROVIDER>_CLIENT_ID and secret), and 'farcaster' when Sign In With Farcaster is (FARCASTER_ID_REGISTRY).",
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        response: { 200: providersResponseSchema, ...embeddedErrorResponses },
      },
    },
    async (request) => {
      await open(request);
      return { providers: [...clients.keys(), ...(context.farcaster ? ['farcaster'] : [])] };
    },
  );

  app.post<{ Body: StartBody }>(
    '/embedded/v1/social/start',
    {
      schema: {
        summary: 'Start a social login: the authorization URL',
        description:
          "Authorization code with PKCE (S256), state and (OIDC) nonce, redirect_uri pinned to this server's callback. The login must come back within 10 minutes, once.",
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        body: startBodySchema,
        response: {
          200: startResponseSchema,
          ...embeddedErrorResponses,
          404: embeddedErrorSchema,
          502: embeddedErrorSchema,
        },
      },
    },
    async (request) => {
      const { project, services } = await open(request);
      const { body } = request;
      const client = clients.get(body.provider);
      if (client === undefined) throw socialErrors.notOffered();
      const hostOrigin = exactOrigin(body.origin);
      if (hostOrigin === undefined || !isOriginAllowed(hostOrigin, project.allowedOrigins)) {
        throw embeddedErrors.originNotAllowed();
      }
      const returnTo =
        body.returnTo === undefined ? null : (parseReturnTo(body.returnTo, hostOrigin) ?? null);
      if (body.returnTo !== undefined && returnTo === null) throw socialErrors.invalidReturnTo();
      const frameOrigin = frameOriginOf(request, context.frameOrigins);
      if (frameOrigin === undefined) throw socialErrors.noFrameOrigin();

      const fresh = freshLoginSecrets();
      const secrets = { ...fresh, redirectUri: socialCallbackUrl(social, body.provider) };
      let uri: string;
      try {
        uri = await client.authorizationUrl(secrets);
      } catch (error) {
        const failure = toSocialLoginError(error);
        request.log.warn(
          { provider: body.provider, detail: failure.detail },
          'social login: provider unreachable',
        );
        throw socialErrors.providerUnavailable();
      }
      const now = services.now();
      await store.putPending(
        lookupHash(fresh.state),
        {
          projectId: project.id,
          provider: body.provider,
          hostOrigin,
          frameOrigin,
          mode: body.mode ?? 'popup',
          returnTo,
          codeVerifier: fresh.codeVerifier,
          nonce: fresh.nonce,
          verifierHash: body.verifierHash,
          expiresAt: new Date(now.getTime() + STATE_TTL_MS),
        },
        now,
      );
      return { uri };
    },
  );

  app.post<{ Body: { result: string; verifier: string } }>(
    '/embedded/v1/social/redeem',
    {
      schema: {
        summary: "Finish a social login: the callback's result and the frame's verifier → a session",
        description:
          'The same answer as /embedded/v1/otp/verify, with user.socialProvider and user.username. A result works once, within 5 minutes, and only with the verifier whose hash started the login.',
        tags: ['embedded wallet'],
        querystring: embeddedQuerySchema,
        body: redeemBodySchema,
        response: { 200: verifyResponseSchema, ...embeddedErrorResponses },
      },
    },
    async (request) => {
      const { project, services } = await open(request);
      const finished = await store.takeFinished(lookupHash(request.body.result), project.id, services.now());
      // Taken before the verifier is checked: a result meets one verifier, right or wrong, never a second.
      if (finished === undefined || !verifierMatches(request.body.verifier, finished.verifierHash)) {
        throw socialErrors.invalidResult();
      }
      const user = await services.accounts.findUser(finished.userId);
      if (user === undefined || user.projectId !== project.id) throw socialErrors.invalidResult();
      const login = { provider: finished.provider, username: finished.username ?? undefined };
      const session = await issueSession(services, user, login);
      return {
        sessionToken: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: userBody(user, { provider: finished.provider, username: finished.username }),
        wallet: await walletBody(services, user),
      };
    },
  );

  registerCallbackRoutes(app, context);
}
