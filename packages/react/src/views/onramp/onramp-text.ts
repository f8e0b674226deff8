import type { FiatAmount, OnrampFlowState } from '@walletport/core/onramp';
import { parseBalanceDown } from '@walletport/core/send';
import { formatFiat } from '@walletport/core/internal';
import type { MessageKey } from '../../i18n/index.js';
import { tokenAmountText } from '../send/amount-text.js';

/** Text as a catalogue key and its params; the views translate it. */
export interface KeyedText {
  key: MessageKey;
  params?: Record<string, string>;
}

/** A provider's amount in its currency ('$50.00', '50,00 €'); an unknown currency code shows as written. */
export function moneyText(value: string, currency: string, locale: string): string {
  try {
    return formatFiat(value, currency, locale);
  } catch {
    return `${value} ${currency}`;
  }
}

/** The decimals a provider's token amount is read at: enough for any token it sells. */
const TOKEN_DISPLAY_DECIMALS = 18;

/** A provider's token amount ('0.0171') as the modal shows amounts: grouped, cut, never in exponents. */
export function tokenText(value: string, symbol: string, locale: string): string {
  const units = parseBalanceDown(value.trim(), TOKEN_DISPLAY_DECIMALS);
  return units === undefined
    ? `${value} ${symbol}`
    : tokenAmountText(units, TOKEN_DISPLAY_DECIMALS, locale, symbol);
}

/** The message under the amount, when the amount is wrong; limits in the currency. */
export function amountMessage(
  amount: FiatAmount,
  limits: OnrampFlowState['limits'],
  currency: string,
  locale: string,
): KeyedText | undefined {
  if (amount.ok) return undefined;
  switch (amount.problem) {
    case 'empty':
      return undefined;
    case 'invalid':
      return { key: 'onramp.amount.invalid' };
    case 'too-precise':
      return { key: 'onramp.amount.tooPrecise' };
    case 'below-min':
      return {
        key: 'onramp.amount.belowMin',
        params: { min: moneyText(limits?.min ?? '', currency, locale) },
      };
    case 'above-max':
      return {
        key: 'onramp.amount.aboveMax',
        params: { max: moneyText(limits?.max ?? '', currency, locale) },
      };
  }
}

/** What the Continue button says: Continue, or what is missing. */
export function continueLabel(state: OnrampFlowState): MessageKey {
  if (state.token === undefined) return 'onramp.blocked.nothingToBuy';
  if (!state.amount.ok) {
    return state.amount.problem === 'empty' ? 'onramp.blocked.enterAmount' : 'onramp.blocked.invalidAmount';
  }
  if (state.quote.status === 'loading') return 'onramp.blocked.quoting';
  return 'onramp.continue';
}

const METHOD_KEYS: Readonly<Record<string, MessageKey>> = {
  card: 'onramp.method.card',
  ach_bank_account: 'onramp.method.ach_bank_account',
};

/** A payment method's name; a method the modal has no words for shows its id. */
export function methodLabel(id: string): KeyedText | string {
  const key = METHOD_KEYS[id];
  return key === undefined ? id : { key };
}

/** A currency's name in the visitor's language ('US Dollar'), when the browser knows it. */
export function currencyName(id: string, locale: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency' }).of(id);
    return name === id ? undefined : name;
  } catch {
    return undefined;
  }
}

/** A provider's name for people: its id with a capital ('sandbox' → 'Sandbox'). */
export function providerName(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
