/**
 * The session wagmi persisted, read without wagmi's store and without the wallet (core's
 * `readStoredSession` capability, docs/ssr.md). With `createStorage({ storage: cookieStorage })` wagmi
 * keeps its state in the `wagmi.store` cookie, which a server reads from the request and a page from
 * `document.cookie`: both read the same value, so the server render and the page agree.
 */
import { type Config, cookieToInitialState, type State, type Storage } from '@wagmi/core';
import type { StoredSession } from '@walletport/core';
import { getAddress, isAddress } from 'viem';
import { toAdapterAccounts } from './connections.js';

/** The longest connector id or name a stored session may carry (wagmi's are short: 'injected', 'MetaMask'). */
const MAX_CONNECTOR_TEXT = 100;
// C0 and C1 control characters, DEL included: never part of a connector's id or name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A connector's id or name as shown: a non-empty, bounded string without control characters. */
function isConnectorText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_CONNECTOR_TEXT &&
    value.trim() !== '' &&
    !CONTROL_CHARACTER.test(value)
  );
}

/**
 * `value` as a checksummed address, or undefined: 0x and 40 hex digits, all lower or all upper case
 * (no checksum), or mixed case that is a valid EIP-55 checksum (viem's strict check).
 */
function storedAddress(value: unknown): `0x${string}` | undefined {
  if (typeof value !== 'string' || !HEX_ADDRESS.test(value)) return undefined;
  const hex = value.slice(2);
  const unchecksummed = hex === hex.toLowerCase() || hex === hex.toUpperCase();
  if (!unchecksummed && !isAddress(value, { strict: true })) return undefined;
  return getAddress(value);
}

/** An eip155 chain id: a positive safe integer (a number; text, fractions and NaN are not one). */
function isStoredChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * The current connection of a persisted wagmi state (its first one when none is marked current).
 * wagmi persists each connector as a bare {id, name, type, uid}, which is all this needs.
 *
 * The state comes from a cookie, which anyone can write: it is hostile input. A connection with a
 * malformed connector id or name, chain id or account is no session at all (undefined, never a throw),
 * and accounts come out checksummed.
 */
export function sessionFromWagmiState(state: Partial<State> | undefined): StoredSession | undefined {
  try {
    return readSession(state);
  } catch {
    // A getter or proxy in the state that throws is as malformed as anything else.
    return undefined;
  }
}

function readSession(state: Partial<State> | undefined): StoredSession | undefined {
  const connections: unknown = state?.connections;
  if (!(connections instanceof Map) || connections.size === 0) return undefined;
  const current: unknown = state?.current;
  const connection: unknown =
    (current === null || current === undefined ? undefined : connections.get(current)) ??
    connections.values().next().value;
  if (typeof connection !== 'object' || connection === null) return undefined;
  const { connector, accounts, chainId } = connection as Record<string, unknown>;
  if (typeof connector !== 'object' || connector === null) return undefined;
  const { id: connectorId, name: connectorName } = connector as Record<string, unknown>;
  if (!isConnectorText(connectorId)) return undefined;
  if (connectorName !== undefined && !isConnectorText(connectorName)) return undefined;
  if (!isStoredChainId(chainId)) return undefined;
  if (!Array.isArray(accounts) || accounts.length === 0) return undefined;
  const addresses: `0x${string}`[] = [];
  for (const account of accounts) {
    const address = storedAddress(account);
    if (address === undefined) return undefined;
    addresses.push(address);
  }
  return {
    connectorId,
    ...(connectorName === undefined ? {} : { connectorName }),
    accounts: toAdapterAccounts(addresses),
    chainId,
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
