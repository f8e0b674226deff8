/**
 * createServerSiwx: SIWX against a Walletport server (docs/siwx.md). The server hands out single-use
 * nonces, verifies the signed message (domain, chain, address, times, nonce; EOA, ERC-1271, ERC-6492)
 * and answers with a bearer token; the browser keeps that token, never the signature, as its credential.
 */
import { createHttpClient, type FetchFunction, HttpRequestError } from '../http/index.js';
import { jsonCodec, type StorageKey, storageKeys, type TypedStorage } from '../storage/index.js';
import { array, object, string } from '../storage/value-check.js';
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

/** The server's nonces live 5 minutes; a token kept longer could not sign in anyway. */
const NONCE_LIFETIME_MS = 5 * 60_000;
/** Enough for a few tabs' worth of abandoned sign-ins; the oldest goes first. */
const MAX_PENDING_NONCES = 16;

/**
 * Nonce tokens waiting for their signature, by nonce, in memory only: a second tab asking for a nonce
 * cannot overwrite or delete this one's, and the token never reaches browser storage.
 */
function createNonceTokens(now: () => number) {
  const pending = new Map<string, { token: string; expiresAt: number }>();
  const prune = () => {
    const time = now();
    for (const [nonce, entry] of pending) if (entry.expiresAt <= time) pending.delete(nonce);
    for (const nonce of pending.keys()) {
      if (pending.size <= MAX_PENDING_NONCES) break;
      pending.delete(nonce);
    }
  };
  return {
    keep(answer: NonceAnswer): void {
      const serverExpiry = Date.parse(answer.expiresAt);
      const ownExpiry = now() + NONCE_LIFETIME_MS;
      pending.set(answer.nonce, {
        token: answer.token,
        expiresAt: Number.isNaN(serverExpiry) ? ownExpiry : Math.min(serverExpiry, ownExpiry),
      });
      prune();
    },
    /** The token of `nonce`, taken out: a nonce signs in once, whatever the server answers. */
    take(nonce: string): string | undefined {
      prune();
      const entry = pending.get(nonce);
      pending.delete(nonce);
      return entry?.token;
    },
  };
}

/**
 * Bearer tokens by chain and address, one JSON document under the siwxAuthToken entry, so signing in
 * as B keeps A's token and A can still be signed out. Anything unreadable (corrupt, or the single
 * token an older version wrote) reads as no tokens.
 */
const authTokensKey: StorageKey<AuthTokenEntry[]> = {
  name: storageKeys.siwxAuthToken.name,
  codec: jsonCodec(
    array(
      object({
        chainId: string({ minLength: 1 }),
        address: string({ minLength: 1 }),
        token: string({ minLength: 1 }),
      }),
    ),
  ),
};
interface AuthTokenEntry {
  chainId: string;
  address: string;
  token: string;
}

/** eip155 addresses compare without case (as isSamePair does); other namespaces are case-sensitive. */
function pairAddress(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address;
}

function createAuthTokens(storage: TypedStorage) {
  const isPair = (entry: AuthTokenEntry, chainId: string, address: string) =>
    entry.chainId === chainId && entry.address === pairAddress(chainId, address);
  const read = async () => (await storage.get(authTokensKey)) ?? [];
  // Read-modify-write in order, so two sign-ins at once in this page both keep their token.
  let queue: Promise<unknown> = Promise.resolve();
  const update = (change: (entries: AuthTokenEntry[]) => AuthTokenEntry[]): Promise<void> => {
    const next = queue.then(async () => {
      const entries = change(await read());
      if (entries.length === 0) await storage.remove(authTokensKey);
      else await storage.set(authTokensKey, entries);
    });
    queue = next.catch(() => {});
    return next;
  };
  return {
    async get(chainId: string, address: string): Promise<string | undefined> {
      return (await read()).find((entry) => isPair(entry, chainId, address))?.token;
    },
    all: read,
    set: (chainId: string, address: string, token: string) =>
      update((entries) => [
        ...entries.filter((entry) => !isPair(entry, chainId, address)),
        { chainId, address: pairAddress(chainId, address), token },
      ]),
    /** Forgets the pair's token, only if it is still `token` (a newer sign-in keeps its own). */
    forget: (chainId: string, address: string, token: string) =>
      update((entries) =>
        entries.filter((entry) => !(isPair(entry, chainId, address) && entry.token === token)),
      ),
    clear: () => update(() => []),
  };
}

/** 401 (token unknown or expired) and 403 (token not for this address): the token is of no more use. */
function isRefusedToken(error: unknown): boolean {
  return error instanceof HttpRequestError && (error.status === 401 || error.status === 403);
}

export function createServerSiwx(options: ServerSiwxOptions): SiwxConfig {
  const http = createHttpClient({ baseUrl: options.url, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const tokens = createAuthTokens(defaultSiwxStorage(options.storage));
  const nonceTokens = createNonceTokens(options.now ?? Date.now);
  const params = { projectId: options.projectId };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Runs a request with a bearer token; a refused token is forgotten and `fallback` answered. */
  const withToken = async <T>(
    pair: { chainId: string; address: string; token: string },
    request: () => Promise<T>,
    fallback: T,
  ): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (!isRefusedToken(error)) throw error;
      await tokens.forget(pair.chainId, pair.address, pair.token);
      return fallback;
    }
  };

  const signOut = (entry: AuthTokenEntry, body: { chainId?: string; address?: string }) =>
    withToken(
      entry,
      () => http.post({ path: '/auth/v1/sign-out', params, headers: bearer(entry.token), body }),
      undefined,
    );

  return {
    async createMessage(input) {
      const answer = await http.post<NonceAnswer>({ path: '/auth/v1/nonce', params });
      nonceTokens.keep(answer);
      return buildConfigMessage(options, input, { nonce: answer.nonce });
    },

    async addSession(session) {
      const nonceToken = nonceTokens.take(session.data.nonce);
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
      }
      await tokens.set(session.data.chainId, session.data.accountAddress, answer.token);
    },

    async getSessions(chainId, address) {
      const token = await tokens.get(chainId, address);
      if (token === undefined) return [];
      const answer = await withToken(
        { chainId, address, token },
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
      const token = await tokens.get(chainId, address);
      if (token === undefined) return;
      await signOut({ chainId, address, token }, { chainId, address });
      await tokens.forget(chainId, address, token);
    },

    async setSessions(sessions) {
      // The server is the source of sessions; a session it did not verify cannot be set from here.
      if (sessions.length === 0) {
        for (const entry of await tokens.all()) await signOut(entry, {});
        await tokens.clear();
        return;
      }
      for (const session of sessions) await this.addSession(session);
    },

    getRequired: () => options.required === true,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
  };
}
