/**
 * createServerSiwx: SIWX against a Walletport server (docs/siwx.md). The server hands out single-use
 * nonces, verifies the signed message (domain, chain, address, times, nonce; EOA, ERC-1271, ERC-6492)
 * and answers with a bearer token; the browser keeps that token, never the signature, as its credential.
 */
import { createHttpClient, type FetchFunction, HttpRequestError } from '../http/index.js';
import { storageKeys } from '../storage/index.js';
import {
  buildConfigMessage,
  defaultSiwxStorage,
  isSamePair,
  type SiwxPageOptions,
} from './config-helpers.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxAuthError, SiwxMessageError } from './siwx-errors.js';
import type { SiwxConfig, SiwxSession } from './types.js';

export interface ServerSiwxOptions extends SiwxPageOptions {
  /** Base URL of the Walletport server, e.g. 'https://api.example.com'. */
  url: string;
  /** The project whose allowed origins and sessions apply. */
  projectId: string;
  fetch?: FetchFunction;
}

/** The routes' answers (packages/server, /auth/v1). */
interface NonceAnswer {
  nonce: string;
  token: string;
  expiresAt: string;
}
interface AuthenticateAnswer {
  token: string;
}
interface SessionsAnswer {
  sessions: Array<{ chainId: string; address: string; message: string; signature: string }>;
}

/** The server's own reason from its error body `{ code, message }`, if there is one. */
function serverReason(error: HttpRequestError): string | undefined {
  const body = error.body as { message?: unknown } | undefined;
  return typeof body === 'object' && body !== null && typeof body.message === 'string'
    ? body.message
    : undefined;
}

export function createServerSiwx(options: ServerSiwxOptions): SiwxConfig {
  const http = createHttpClient({ baseUrl: options.url, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const storage = defaultSiwxStorage(options.storage);
  const params = { projectId: options.projectId };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Drops a token the server no longer accepts; other failures are passed on. */
  const unlessUnauthorized = async <T>(request: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (error instanceof HttpRequestError && error.status === 401) {
        await storage.remove(storageKeys.siwxAuthToken);
        return fallback;
      }
      throw error;
    }
  };

  return {
    async createMessage(input) {
      const answer = await http.post<NonceAnswer>({ path: '/auth/v1/nonce', params });
      await storage.set(storageKeys.siwxNonceToken, answer.token);
      return buildConfigMessage(options, input, { nonce: answer.nonce });
    },

    async addSession(session) {
      const nonceToken = await storage.get(storageKeys.siwxNonceToken);
      if (nonceToken === undefined) throw new SiwxAuthError('No sign-in nonce was requested');
      let answer: AuthenticateAnswer;
      try {
        answer = await http.post<AuthenticateAnswer>({
          path: '/auth/v1/authenticate',
          params,
          body: { message: session.message, signature: session.signature, nonceToken },
        });
      } catch (error) {
        if (error instanceof HttpRequestError && error.status >= 400 && error.status < 500) {
          throw new SiwxAuthError(serverReason(error) ?? error.shortMessage, {
            status: error.status,
            cause: error,
          });
        }
        throw error;
      } finally {
        // Single use: whatever the answer, this nonce cannot sign in again.
        await storage.remove(storageKeys.siwxNonceToken);
      }
      await storage.set(storageKeys.siwxAuthToken, answer.token);
    },

    async getSessions(chainId, address) {
      const token = await storage.get(storageKeys.siwxAuthToken);
      if (token === undefined) return [];
      const answer = await unlessUnauthorized(
        () => http.get<SessionsAnswer>({ path: '/auth/v1/sessions', params, headers: bearer(token) }),
        { sessions: [] },
      );
      const sessions: SiwxSession[] = [];
      for (const entry of answer.sessions ?? []) {
        if (entry.chainId !== chainId) continue;
        try {
          const data = parseSiwxMessage(entry.message);
          if (isSamePair(data, chainId, address))
            sessions.push({ data, message: entry.message, signature: entry.signature });
        } catch (error) {
          // A message the server accepted but we cannot read is not a session we can show.
          if (!(error instanceof SiwxMessageError)) throw error;
        }
      }
      return sessions;
    },

    async revokeSession(chainId, address) {
      const token = await storage.get(storageKeys.siwxAuthToken);
      if (token === undefined) return;
      await unlessUnauthorized(
        () =>
          http.post({
            path: '/auth/v1/sign-out',
            params,
            headers: bearer(token),
            body: { chainId, address },
          }),
        undefined,
      );
      await storage.remove(storageKeys.siwxAuthToken);
    },

    async setSessions(sessions) {
      // The server is the source of sessions; a session it did not verify cannot be set from here.
      if (sessions.length === 0) {
        const token = await storage.get(storageKeys.siwxAuthToken);
        if (token !== undefined) {
          await unlessUnauthorized(
            () => http.post({ path: '/auth/v1/sign-out', params, headers: bearer(token), body: {} }),
            undefined,
          );
        }
        await storage.remove(storageKeys.siwxAuthToken);
        return;
      }
      for (const session of sessions) await this.addSession(session);
    },

    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
  };
}
