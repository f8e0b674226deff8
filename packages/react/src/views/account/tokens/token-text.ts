import { formatBalance, formatFiat, type TokenBalance } from '@walletport/core/internal';

/**
 * A token's quantity as shown: 3 decimals, rounded down, with its symbol ('1.500 ETH'). A quantity that
 * is not a number (a garbled answer) is shown as it came rather than as a wrong amount.
 */
export function quantityText(token: Pick<TokenBalance, 'quantity' | 'symbol'>, locale: string): string {
  try {
    return formatBalance(token.quantity.numeric, { locale, symbol: token.symbol });
  } catch {
    return `${token.quantity.numeric} ${token.symbol}`;
  }
}

/**
 * The holding's fiat value with 2 decimals ('$4,313.10'), or undefined when the token has no price: a
 * missing price is no fiat at all, never $0.00 (docs/account.md).
 */
export function fiatText(
  token: Pick<TokenBalance, 'price' | 'value' | 'quantity'>,
  locale: string,
): string | undefined {
  if (token.price === undefined) return undefined;
  const value = token.value ?? token.price * Number(token.quantity.numeric);
  return Number.isFinite(value) ? formatFiat(value, 'USD', locale) : undefined;
}
