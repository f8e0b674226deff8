/**
 * Reading the eip155 namespace of the instance's wallet-connect session (core owns the universal
 * provider; see ChainAdapter.setUniversalProvider), the same way in every eip155 adapter.
 */
import type { UniversalProviderLike } from '../adapter/index.js';
import { createError, UserRejectedRequestError } from '../errors/index.js';
import { toChecksumAddress } from '../validation/checksum-address.js';

/**
 * WalletConnect's "user rejected" family (5000 request, 5001 chains, 5002 methods, 5003 events). Wallets
 * answering through the SDK's getSdkError('USER_REJECTED') send 5000 where an injected wallet sends 4001.
 */
const WALLET_CONNECT_REJECTION_CODES = [5000, 5001, 5002, 5003];

/**
 * The wallet-connect client's REQUEST_EXPIRED, told by shape: the client is a separate chunk loaded on
 * demand, and this check must not pull it in.
 */
function isRequestExpired(error: unknown): boolean {
  const candidate = error as { name?: unknown; code?: unknown } | null;
  return candidate?.name === 'WalletConnectClientError' && candidate.code === 'REQUEST_EXPIRED';
}

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * A WalletConnect rejection becomes core's typed 4001 error, and a request the wallet left unanswered
 * past the client's timeout becomes WALLET_REQUEST_TIMEOUT; anything else passes unchanged.
 */
export function toEip1193Error(error: unknown): unknown {
  if (isRequestExpired(error)) {
    return createError('WALLET_REQUEST_TIMEOUT', { cause: error });
  }
  const code = codeOf(error);
  if (code === undefined || !WALLET_CONNECT_REJECTION_CODES.includes(code)) return error;
  const message = (error as { message?: unknown }).message;
  return new UserRejectedRequestError({
    ...(typeof message === 'string' ? { details: message } : {}),
    cause: error,
  });
}

/** The session's eip155 accounts (CAIP-10) on `chainId`, checksummed and unique, in the wallet's order. */
export function sessionAddresses(
  provider: UniversalProviderLike | undefined,
  chainId?: number,
): `0x${string}`[] {
  const accounts = provider?.session?.namespaces.eip155?.accounts ?? [];
  const onChain = accounts
    .map((account) => account.split(':'))
    .filter((parts) => parts.length === 3 && (chainId === undefined || parts[1] === String(chainId)))
    .map((parts) => toChecksumAddress(parts[2] as string));
  return [...new Set(onChain)];
}

/** The session's eip155 chain ids, from its accounts (the chains the wallet approved). */
export function sessionChainIds(provider: UniversalProviderLike | undefined): number[] {
  const accounts = provider?.session?.namespaces.eip155?.accounts ?? [];
  return [...new Set(accounts.map((account) => Number(account.split(':')[1])).filter(Number.isInteger))];
}
