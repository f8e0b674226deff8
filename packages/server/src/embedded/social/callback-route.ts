/**
 * The provider's way back: GET /embedded/v1/social/callback/:provider?code&state, or POST with a form body
 * (Apple's response_mode=form_post). The state is taken once; the code is exchanged with the login's PKCE
 * verifier and the account read (a checked id_token, or the user API); the account's user is found or
 * made by the linking rule; a one-time result bound to the frame's verifier hash is made; and the window
 * goes to the target fixed at start (targets.ts). The provider's page calls this, not the frame, so there
 * is no projectId in the address and no frame Origin: the state names the project. Codes, states, tokens
 * and results stay out of the log (requests are logged by path only).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type SocialProviderId, socialCallbackUrl } from '../../config-social.js';
import type { SocialRouteContext } from './context.js';
import { RESULT_TTL_MS } from './login-store.js';
import { SocialLoginError } from './provider-client.js';
import { callbackParamsSchema } from './schemas.js';
import { lookupHash, randomResult } from './secrets.js';
import { type CallbackOutcome, callbackTarget, UNKNOWN_LOGIN_PAGE } from './targets.js';

/** A form_post body is a handful of short fields; Apple's id_token is the longest. */
const FORM_BODY_LIMIT = 64 * 1024;
const MAX_STATE_LENGTH = 512;

/** Single-valued string parameters only: a repeated parameter is treated as absent. */
function parametersOf(source: unknown): URLSearchParams {
  const parameters = new URLSearchParams();
  if (typeof source !== 'object' || source === null) return parameters;
  for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
    if (typeof value === 'string') parameters.set(name, value);
  }
  return parameters;
}

function noStore(reply: FastifyReply): FastifyReply {
  // The address holds a one-time result: never cached, never sent on as a Referer.
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

export function registerCallbackRoutes(app: FastifyInstance, context: SocialRouteContext): void {
  const { clients, store, services, social } = context;

  const handle = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    noStore(reply);
    const parameters = parametersOf(request.method === 'POST' ? request.body : request.query);
    const state = parameters.get('state');
    const unknown = () => reply.status(400).type('text/html; charset=utf-8').send(UNKNOWN_LOGIN_PAGE);
    if (state === null || state === '' || state.length > MAX_STATE_LENGTH || services === undefined) {
      return unknown();
    }
    const now = services.now();
    const taken = await store.takePending(lookupHash(state), now);
    if (taken.status === 'unknown') return unknown();
    const { login } = taken;
    const send = (outcome: CallbackOutcome) => reply.redirect(callbackTarget(login, outcome), 303);
    const provider = request.params.provider as SocialProviderId;
    const client = clients.get(provider);
    if (taken.status === 'spent' || login.provider !== provider || client === undefined) {
      request.log.info({ provider: login.provider }, 'social login: a used, expired or misdirected state');
      return send({ error: 'invalid_state' });
    }

    try {
      const account = await client.finish(parameters, {
        state,
        codeVerifier: login.codeVerifier,
        nonce: login.nonce,
        redirectUri: socialCallbackUrl(social, provider),
      });
      const user = await services.accounts.userForIdentity(login.projectId, { provider, ...account }, now);
      const result = randomResult();
      await store.putFinished(lookupHash(result), {
        projectId: login.projectId,
        userId: user.id,
        provider,
        username: account.username ?? null,
        verifierHash: login.verifierHash,
        expiresAt: new Date(now.getTime() + RESULT_TTL_MS),
      });
      return send({ result });
    } catch (error) {
      if (!(error instanceof SocialLoginError)) {
        // Our own failure (the database): logged as an error, shown to the visitor as the provider's.
        request.log.error(
          { provider, err: { name: (error as Error)?.name } },
          'social login: callback failed',
        );
        return send({ error: 'provider_error' });
      }
      request.log.warn(
        { provider, reason: error.reason, detail: error.detail },
        'social login: not completed',
      );
      return send({ error: error.reason });
    }
  };

  app.get<{ Params: { provider: string } }>(
    '/embedded/v1/social/callback/:provider',
    {
      schema: {
        summary: "The provider's redirect back (code and state)",
        description:
          "Redirects to the frame origin's result page or the host page with a one-time result or an error.",
        tags: ['embedded wallet'],
        params: callbackParamsSchema,
      },
    },
    handle,
  );

  // Apple posts its answer as a form: the parser lives in this scope only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post<{ Params: { provider: string } }>(
      '/embedded/v1/social/callback/:provider',
      {
        schema: {
          summary: "The provider's form_post back (Apple)",
          tags: ['embedded wallet'],
          params: callbackParamsSchema,
        },
      },
      handle,
    );
  });
}
