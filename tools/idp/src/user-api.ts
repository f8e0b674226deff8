/**
 * The user APIs of the OAuth-2-only personalities, shaped like the real ones, where a client learns who
 * signed in (these providers issue no id_token):
 *   GitHub   GET /github/user          → { id, login, name, email }
 *            GET /github/user/emails   → [{ email, primary, verified, visibility }] (scope user:email or user)
 *   X        GET /x/2/users/me         → { data: { id, username, name } } (scopes users.read and tweet.read)
 *   Discord  GET /discord/api/users/@me → { id, username, global_name, email, verified } (scope identify;
 *                                          email and verified only with scope email)
 * Each needs an access token the personality issued (`Authorization: Bearer …`), and answers a missing or
 * unknown token with a 401 in the provider's own error shape.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { default as OidcProvider } from 'oidc-provider';
import { clientOf, type OAuthOnlyProvider } from './personalities.js';
import { findTestUser, subjectOf, type TestUser } from './test-users.js';

interface Answer {
  status: number;
  body: unknown;
}

interface UserRoute {
  provider: OAuthOnlyProvider;
  path: string;
  answer(user: TestUser, scopes: ReadonlySet<string>): Answer;
}

const GITHUB_DOCS = 'https://docs.github.com/rest';

const DISCORD_UNAUTHORIZED: Answer = { status: 401, body: { message: '401: Unauthorized', code: 0 } };

const ROUTES: readonly UserRoute[] = [
  {
    provider: 'github',
    path: '/user',
    answer: (user) => ({
      status: 200,
      body: {
        id: Number(subjectOf('github', user)),
        login: user.username,
        name: user.name,
        email: user.email ?? null,
      },
    }),
  },
  {
    provider: 'github',
    path: '/user/emails',
    answer: (user, scopes) =>
      scopes.has('user:email') || scopes.has('user')
        ? {
            status: 200,
            body:
              user.email === undefined
                ? []
                : [{ email: user.email, primary: true, verified: user.emailVerified, visibility: 'public' }],
          }
        : { status: 404, body: { message: 'Not Found', documentation_url: GITHUB_DOCS } },
  },
  {
    provider: 'x',
    path: '/2/users/me',
    answer: (user, scopes) =>
      scopes.has('users.read') && scopes.has('tweet.read')
        ? {
            status: 200,
            body: { data: { id: subjectOf('x', user), username: user.username, name: user.name } },
          }
        : {
            status: 403,
            body: { title: 'Forbidden', type: 'about:blank', status: 403, detail: 'Forbidden' },
          },
  },
  {
    provider: 'discord',
    path: '/api/users/@me',
    answer: (user, scopes) =>
      scopes.has('identify')
        ? {
            status: 200,
            body: {
              id: subjectOf('discord', user),
              username: user.username,
              global_name: user.name,
              avatar: null,
              ...(scopes.has('email') ? { email: user.email ?? null, verified: user.emailVerified } : {}),
            },
          }
        : DISCORD_UNAUTHORIZED,
  },
];

function unauthorized(provider: OAuthOnlyProvider, tokenGiven: boolean): Answer {
  switch (provider) {
    case 'github':
      return {
        status: 401,
        body: {
          message: tokenGiven ? 'Bad credentials' : 'Requires authentication',
          documentation_url: GITHUB_DOCS,
        },
      };
    case 'x':
      return {
        status: 401,
        body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
      };
    case 'discord':
      return DISCORD_UNAUTHORIZED;
  }
}

function send(response: ServerResponse, answer: Answer): void {
  response.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...(answer.status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
  });
  response.end(JSON.stringify(answer.body));
}

export function findUserRoute(provider: OAuthOnlyProvider, path: string): UserRoute | undefined {
  return ROUTES.find((route) => route.provider === provider && route.path === path);
}

function bearerToken(request: IncomingMessage, provider: OAuthOnlyProvider): string | undefined {
  const header = request.headers.authorization ?? '';
  // GitHub also takes its older `token` scheme.
  const scheme = provider === 'github' ? /^(?:bearer|token) +(\S+)$/i : /^bearer +(\S+)$/i;
  return scheme.exec(header)?.[1];
}

export async function handleUserApi(
  oidc: OidcProvider,
  route: UserRoute,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  request.resume();
  if (request.method !== 'GET') {
    send(response, { status: 405, body: { message: 'Method not allowed' } });
    return;
  }
  const value = bearerToken(request, route.provider);
  const token = value === undefined ? undefined : await oidc.AccessToken.find(value);
  // A token of another personality's client is as unknown here as a made-up one.
  const user =
    token === undefined || token.clientId !== clientOf(route.provider).clientId
      ? undefined
      : findTestUser(route.provider, token.accountId);
  if (token === undefined || user === undefined) {
    send(response, unauthorized(route.provider, value !== undefined));
    return;
  }
  send(response, route.answer(user, new Set((token.scope ?? '').split(' '))));
}
