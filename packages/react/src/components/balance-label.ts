import { formatBalance } from '@walletport/core';

/**
 * The balance as the account button shows it (3 decimals, rounded down, with the symbol), or
 * undefined when the value is not a number: a garbled balance is left out, never shown as a wrong amount.
 */
export function balanceLabel(
  balance: string,
  symbol: string | undefined,
  locale: string | undefined,
): string | undefined {
  try {
    return formatBalance(balance, { ...(symbol ? { symbol } : {}), ...(locale ? { locale } : {}) });
  } catch {
    return undefined;
  }
}
