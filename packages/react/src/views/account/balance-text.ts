import { formatBalance } from '@walletport/core';

/**
 * The balance as shown (3 decimals, rounded down, with the symbol), or undefined when the
 * value cannot be read as a number: a garbled balance is shown as unavailable, never as a wrong amount.
 */
export function balanceText(balance: string, symbol: string | undefined, locale: string): string | undefined {
  try {
    return formatBalance(balance, symbol ? { symbol, locale } : { locale });
  } catch {
    return undefined;
  }
}
