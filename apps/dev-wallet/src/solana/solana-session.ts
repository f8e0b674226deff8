/**
 * The Solana side remembers a connected site like the EVM side does (inpage/session-storage.ts): per origin
 * in the page origin's localStorage, so `standard:connect` with `silent: true` gives the account back after
 * a reload without a prompt. `standard:disconnect` removes it.
 */
import type { SessionStorageArea } from '../inpage/session-storage.js';
import { isValidAccountIndex } from './signer.js';

export function solanaSessionKey(origin: string): string {
  return `walletport-dev-wallet:solana-session:${origin}`;
}

export interface SolanaSession {
  connectedAt: number;
  accountIndex: number;
}

export function serializeSolanaSession(origin: string, session: SolanaSession): string {
  return JSON.stringify({ origin, connectedAt: session.connectedAt, accountIndex: session.accountIndex });
}

/** What serializeSolanaSession wrote for this origin; anything else is undefined (the site starts disconnected). */
export function parseSolanaSession(text: string, origin: string): SolanaSession | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { origin: stored, connectedAt, accountIndex } = value as Record<string, unknown>;
  if (stored !== origin || !isValidAccountIndex(accountIndex)) return undefined;
  if (!Number.isSafeInteger(connectedAt) || (connectedAt as number) < 0) return undefined;
  return { connectedAt: connectedAt as number, accountIndex };
}

export interface SolanaSessionStore {
  load(): SolanaSession | undefined;
  save(session: SolanaSession | null): void;
}

/** Storage failures (sandboxed frames, quota) only make the wallet forget: they go to onError. */
export function createSolanaSessionStore(
  storage: () => SessionStorageArea,
  origin: string,
  onError: (error: unknown) => void,
): SolanaSessionStore {
  const key = solanaSessionKey(origin);
  return {
    load() {
      try {
        const text = storage().getItem(key);
        return text === null ? undefined : parseSolanaSession(text, origin);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    save(session) {
      try {
        if (session === null) storage().removeItem(key);
        else storage().setItem(key, serializeSolanaSession(origin, session));
      } catch (error) {
        onError(error);
      }
    },
  };
}
