/**
 * "Max" (docs/send-receive.md "Max"): a token's whole balance, since its fee is paid in the native token;
 * for the native token, the balance less the estimated fee with headroom, so the transaction still fits
 * when the wallet prices it a little later than the modal did.
 *
 * Headroom 1.3: the fee estimate already allows the base fee to rise 20 % (the 1.2 multiplier), and a
 * wallet that re-prices at send time applies its own multiplier to a base fee that may have grown 12.5 %
 * per full block meanwhile; 1.3 ≥ 1.125² keeps two full blocks of growth inside the balance.
 *
 * On solana the same rule holds in lamports (9 decimals), and the native Max also keeps the rent-exempt
 * minimum of a plain account: a transfer may empty an account or leave it rent-exempt, never in between,
 * so "balance less fee × 1.3" (which leaves a few thousand lamports) would be refused by the chain.
 */
import type { ChainNamespace } from '../caip/index.js';

/** The fee is multiplied by this ratio before it is kept back from a native Max. */
export const MAX_FEE_HEADROOM = { numerator: 13n, denominator: 10n } as const;

export interface MaxAmountInput {
  /** The balance in the token's smallest unit. */
  balance: bigint;
  isNative: boolean;
  /** The estimated fee in the native token's smallest unit; needed for the native token. */
  fee?: bigint | undefined;
  /** Native balance the account must keep after the send (nativeReserveOf); default none. */
  reserve?: bigint | undefined;
}

/**
 * The rent-exempt minimum of a solana account with no data, in lamports: (128 bytes of account overhead)
 * × 3480 lamports per byte-year × 2 years, the cluster's default rent.
 */
export const SOLANA_RENT_EXEMPT_MINIMUM = 890_880n;

/** What a native Max keeps in the account besides the fee: solana's rent-exempt minimum, else nothing. */
export function nativeReserveOf(namespace: ChainNamespace): bigint {
  return namespace === 'solana' ? SOLANA_RENT_EXEMPT_MINIMUM : 0n;
}

/** The fee kept back from a native Max: the fee × headroom, rounded up. */
export function feeWithHeadroom(fee: bigint): bigint {
  const { numerator, denominator } = MAX_FEE_HEADROOM;
  return (fee * numerator + denominator - 1n) / denominator;
}

/**
 * The largest amount Max fills in, never below zero. Undefined for the native token while its fee is
 * unknown: a Max that ignores the fee would only fail in the wallet.
 */
export function maxSendAmount({ balance, isNative, fee, reserve = 0n }: MaxAmountInput): bigint | undefined {
  if (balance <= 0n) return 0n;
  if (!isNative) return balance;
  if (fee === undefined) return undefined;
  const left = balance - feeWithHeadroom(fee) - reserve;
  return left > 0n ? left : 0n;
}
