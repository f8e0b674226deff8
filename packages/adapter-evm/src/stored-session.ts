/**
 * The session wagmi persisted, read without wagmi's store and without the wallet (core's
 * `readStoredSession` capability, docs/ssr.md). With `createStorage({ storage: cookieStorage })` wagmi
 * keeps its state in the `wagmi.store` cookie, which a server reads from the request and a page from
 * `document.cookie`: both read the same value, so the server render and the page agree.
 */
import { type Config, cookieToInitialState, type State, type Storage } from '@wagmi/core';
import type { StoredSession } from '@walletport/core';
import { toAdapterAccounts } from './connections.js';

/**
 * The current connection of a persisted wagmi state (its first one when none is marked current).
 * wagmi persists each connector as a bare {id, name, type, uid}, which is all this needs.
 */
export function sessionFromWagmiState(state: Partial<State> | undefined): StoredSession | undefined {
  const connections = state?.connections;
  if (!(connections instanceof Map) || connections.size === 0) return undefined;
  const connection =
    (state?.current === null || state?.current === undefined ? undefined : connections.get(state.current)) ??
    connections.values().next().value;
  const connectorId = connection?.connector?.id;
  if (connection === undefined || typeof connectorId !== 'string' || connection.accounts.length === 0) {
    return undefined;
  }
  return {
    connectorId,
    ...(typeof connection.connector.name === 'string' ? { connectorName: connection.connector.name } : {}),
    accounts: toAdapterAccounts(connection.accounts),
    chainId: connection.chainId,
  };
}

/** wagmi's storage as the adapter was given it: its key names the cookie (`<key>.store`). */
type StorageOption = Pick<Storage, 'key'> | null | undefined;

/**
 * The session in a Cookie header, as wagmi's cookieToInitialState reads it. Undefined without a cookie,
 * with a malformed one (a hint only: the page reconnects anyway), or when wagmi stores elsewhere.
 */
export function cookieSession(
  storage: StorageOption,
  cookie: string | null | undefined,
): StoredSession | undefined {
  if (storage === null) return undefined;
  try {
    // cookieToInitialState reads nothing of the config but its storage key ('wagmi' by default).
    const config = { storage: { key: storage?.key ?? 'wagmi' } } as unknown as Config;
    return sessionFromWagmiState(cookieToInitialState(config, cookie));
  } catch {
    return undefined;
  }
}

/**
 * The session in this page's cookies; undefined on a server (no document) or without one. Read it before
 * wagmi's createConfig runs: that writes wagmi's initial (empty) state to storage at once, cookie included.
 */
export function pageCookieSession(storage: StorageOption): StoredSession | undefined {
  const page = (globalThis as { document?: { cookie?: unknown } }).document;
  return typeof page?.cookie === 'string' ? cookieSession(storage, page.cookie) : undefined;
}
