/**
 * When a purchase has arrived (docs/onramp.md "Waiting"): the bought token's balance, read from the chain
 * through the balance services, rose by the amount bought. Providers price at payment time, so a rise of at
 * least 99 % of the quoted amount counts (a 1 % move while the visitor typed their card); a rise of any size
 * counts once the provider says it delivered.
 */
import Big from 'big.js';

/** Share of the quoted amount that counts as the purchase having arrived. */
export const ARRIVAL_SHARE = 0.99;

export interface DeliveryCheck {
  /** The balance when Continue was pressed, whole units ('0.5'); undefined when it was not known. */
  readonly before: string | undefined;
  /** The balance now, whole units; undefined while unknown. */
  readonly now: string | undefined;
  /** The quoted purchase amount, whole units. */
  readonly expected: string | undefined;
  /** The provider reported the transfer done. */
  readonly delivered: boolean;
}

function big(value: string | undefined): Big | undefined {
  if (value === undefined) return undefined;
  try {
    return new Big(value);
  } catch {
    return undefined;
  }
}

/** How much arrived (whole units, as a decimal string), or undefined while the purchase has not. */
export function arrivedAmount(check: DeliveryCheck): string | undefined {
  const before = big(check.before);
  const now = big(check.now);
  if (before === undefined || now === undefined) return undefined;
  const rise = now.minus(before);
  if (rise.lte(0)) return undefined;
  const expected = big(check.expected);
  if (check.delivered) return rise.toFixed();
  if (expected === undefined || expected.lte(0)) return undefined;
  return rise.gte(expected.times(ARRIVAL_SHARE)) ? rise.toFixed() : undefined;
}

/** How often the balance and the session are read while waiting. */
export const DELIVERY_POLL_MS = 2_500;
