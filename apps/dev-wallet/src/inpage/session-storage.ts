import type { DevWalletSession } from '../wallet/types.js';

/**
 * localStorage key of the remembered session of one site. The wallet runs in the page's own (MAIN) world,
 * so this is the page origin's localStorage, not the extension's: the site could read or clear it. That is
 * fine for a wallet that only holds public test keys, and the key names the origin so it is never mistaken
 * for another site's.
 */
export function sessionStorageKey(origin: string): string {
  return `walletport-dev-wallet:session:${origin}`;
}

/** The stored JSON: which site, its eth_accounts grant, and the account and chain it was left on. */
interface StoredSession {
  origin: string;
  permissions: { eth_accounts: { grantedAt: number } };
  selectedIndex: number;
  chainId: number;
}

export function serializeSession(origin: string, session: DevWalletSession): string {
  const stored: StoredSession = {
    origin,
    permissions: { eth_accounts: { grantedAt: session.authorizedAt } },
    selectedIndex: session.selectedIndex,
    chainId: session.chainId,
  };
  return JSON.stringify(stored);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Reads what serializeSession wrote for `origin`. Anything else (another origin's session, an older or
 * hand-edited shape, broken JSON) is undefined: the site then simply starts disconnected.
 */
export function parseStoredSession(text: string, origin: string): DevWalletSession | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.origin !== origin) return undefined;
  const { permissions, selectedIndex, chainId } = value;
  if (!isRecord(permissions) || !isRecord(permissions.eth_accounts)) return undefined;
  const grantedAt = permissions.eth_accounts.grantedAt;
  if (!isCount(grantedAt) || !isCount(selectedIndex) || !isCount(chainId) || chainId === 0) return undefined;
  return { authorizedAt: grantedAt, selectedIndex, chainId };
}

/** The part of the Storage API the session needs. */
export type SessionStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  load(): DevWalletSession | undefined;
  /** Writes the session, or removes it for null. */
  save(session: DevWalletSession | null): void;
}

/**
 * The remembered session of one origin. Storage can throw (sandboxed frames, a full quota, storage switched
 * off); the wallet then still works, it just forgets on reload, so failures go to `onError` only.
 */
export function createSessionStore(
  storage: () => SessionStorageArea,
  origin: string,
  onError: (error: unknown) => void,
): SessionStore {
  const key = sessionStorageKey(origin);
  return {
    load() {
      try {
        const text = storage().getItem(key);
        return text === null ? undefined : parseStoredSession(text, origin);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    save(session) {
      try {
        if (session === null) storage().removeItem(key);
        else storage().setItem(key, serializeSession(origin, session));
      } catch (error) {
        onError(error);
      }
    },
  };
}
