/**
 * What core accepts of a stored session (AdapterCapabilities.readStoredSession, or an initial state a
 * server handed to the page). Both come from storage anyone can write (a cookie), through adapters that
 * may be third-party: a session is checked here before it reaches any store, and one that fails is
 * dropped (a stored session is a hint only; startup restores the real one).
 */
import type { AccountType, AdapterAccount, StoredSession } from '../adapter/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { isValidCaipAccountAddress, isValidCaipReference } from '../caip/index.js';
import { isEthereumAddress, isSolanaAddress } from '../validation/address.js';

/** The longest connector id or name a stored session may carry. */
const MAX_CONNECTOR_TEXT = 100;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const DECIMAL = /^[1-9][0-9]{0,15}$/;
const ACCOUNT_TYPES: readonly AccountType[] = ['eoa', 'smartAccount', 'payment'];

export type StoredSessionCheck =
  | { readonly ok: true; readonly session: StoredSession }
  | { readonly ok: false; readonly reason: string };

function isConnectorText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_CONNECTOR_TEXT &&
    value.trim() !== '' &&
    !CONTROL_CHARACTER.test(value)
  );
}

/** The namespace's chain id, normalised (eip155: a positive safe integer), or undefined. */
function checkChainId(namespace: ChainNamespace, value: unknown): number | string | undefined {
  if (namespace === 'eip155') {
    if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
    if (typeof value === 'string' && DECIMAL.test(value)) {
      const chainId = Number(value);
      return Number.isSafeInteger(chainId) ? chainId : undefined;
    }
    return undefined;
  }
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  return typeof value === 'string' && isValidCaipReference(value) ? value : undefined;
}

/**
 * The namespace's address as the adapter gave it, or undefined when it is none (eip155: 0x and 40 hex
 * digits, mixed case only as a valid EIP-55 checksum). Not re-cased: the live address the adapter reports
 * after reconnecting must read the same.
 */
function checkAddress(namespace: ChainNamespace, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  switch (namespace) {
    case 'eip155':
      return isEthereumAddress(value, { strict: true }) ? value : undefined;
    case 'solana':
      return isSolanaAddress(value) ? value : undefined;
    default:
      return isValidCaipAccountAddress(value) ? value : undefined;
  }
}

function checkAccount(namespace: ChainNamespace, value: unknown): AdapterAccount | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { address, type, publicKey, path } = value as Record<string, unknown>;
  const checked = checkAddress(namespace, address);
  if (checked === undefined) return undefined;
  return {
    address: checked,
    type: ACCOUNT_TYPES.includes(type as AccountType) ? (type as AccountType) : 'eoa',
    ...(typeof publicKey === 'string' ? { publicKey } : {}),
    ...(typeof path === 'string' ? { path } : {}),
  };
}

/**
 * `value` as a session of `namespace`, as plain data with normalised fields, or why it is none. Never
 * throws, whatever `value` is.
 */
export function checkStoredSession(namespace: ChainNamespace, value: unknown): StoredSessionCheck {
  try {
    if (typeof value !== 'object' || value === null) return { ok: false, reason: 'not an object' };
    const { connectorId, connectorName, accounts, chainId } = value as Record<string, unknown>;
    if (!isConnectorText(connectorId)) return { ok: false, reason: 'invalid connector id' };
    if (connectorName !== undefined && !isConnectorText(connectorName)) {
      return { ok: false, reason: 'invalid connector name' };
    }
    const checkedChainId = checkChainId(namespace, chainId);
    if (checkedChainId === undefined) return { ok: false, reason: 'invalid chain id' };
    if (!Array.isArray(accounts) || accounts.length === 0) return { ok: false, reason: 'no accounts' };
    const checkedAccounts: AdapterAccount[] = [];
    for (const account of accounts) {
      const checked = checkAccount(namespace, account);
      if (checked === undefined) return { ok: false, reason: 'invalid account address' };
      checkedAccounts.push(checked);
    }
    return {
      ok: true,
      session: {
        connectorId,
        ...(connectorName === undefined ? {} : { connectorName }),
        accounts: checkedAccounts,
        chainId: checkedChainId,
      },
    };
  } catch {
    // A getter or proxy that throws: as malformed as anything else.
    return { ok: false, reason: 'unreadable' };
  }
}
