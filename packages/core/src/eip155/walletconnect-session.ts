/**
 * Reading the eip155 namespace of the instance's wallet-connect session (core owns the universal
 * provider; see ChainAdapter.setUniversalProvider), the same way in every eip155 adapter.
 */
import type { UniversalProviderLike } from '../adapter/index.js';
import { UserRejectedRequestError } from '../errors/index.js';
import { toChecksumAddress } from '../validation/checksum-address.js';

/**
 * WalletConnect's "user rejected" family (5000 request, 5001 chains, 5002 methods, 5003 events). Wallets
 * answering through the SDK's getSdkError('USER_REJECTED') send 5000 where an injected wallet sends 4001.
 */
const WALLET_CONNECT_REJECTION_CODES = [5000, 5001, 5002, 5003];

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** A WalletConnect rejection becomes core's typed 4001 error; anything else passes unchanged. */
export function toEip1193Error(error: unknown): unknown {
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
