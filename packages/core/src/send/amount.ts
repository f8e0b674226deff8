/**
 * What the visitor typed in the amount field, read against the token's decimals (docs/send-receive.md
 * "Amount"). The shape rule is validation/decimal.ts's ('Number is not a valid decimal number'); an
 * over-precise fraction is rounded half-up to the token's decimals (format/units.ts `parseUnits`), and
 * anything that is not a number counts as zero, so the fee line and the fiat value never break on a
 * half-typed value.
 */
import { formatUnits, parseUnits } from '../format/units.js';
import { isDecimalString } from '../validation/decimal.js';

export type SendAmountProblem =
  /** Nothing typed yet. */
  | 'empty'
  /** Not an optional minus, digits, optional dot, digits: 'Number is not a valid decimal number'. */
  | 'invalid-decimal'
  /** Zero. */
  | 'zero'
  /** Not zero, but less than half of the token's smallest unit, so it rounds to zero. */
  | 'too-small'
  /** A minus sign: a send moves tokens one way only. */
  | 'negative';

export interface SendAmount {
  /** The amount in the token's smallest unit; 0n whenever the text is not a positive number. */
  readonly value: bigint;
  /** Why the amount cannot be sent, or undefined for a positive amount. */
  readonly problem: SendAmountProblem | undefined;
  /** True when the text had more fraction digits than the token has and was rounded. */
  readonly rounded: boolean;
  /** The amount as it will be sent, in whole units ('1.5'); '0' when there is none. */
  readonly text: string;
}

/** Leading and trailing spaces from a paste are not part of the number. */
function normalise(input: string): string {
  return input.trim();
}

/** Reads the amount field for a token with `decimals` decimals. Never throws for any text. */
export function readSendAmount(input: string, decimals: number): SendAmount {
  const text = normalise(input);
  if (text === '') return zero('empty');
  if (!isDecimalString(text)) return zero('invalid-decimal');
  const value = parseUnits(text, decimals);
  const hasDigitAboveZero = /[1-9]/.test(text);
  // '-0' and '-0.0' are zero, not negative: the sign of nothing does not matter.
  if (text.startsWith('-') && hasDigitAboveZero) return zero('negative');
  if (value === 0n) return zero(hasDigitAboveZero ? 'too-small' : 'zero');
  const fraction = text.split('.')[1] ?? '';
  return {
    value,
    problem: undefined,
    rounded: fraction.replace(/0+$/, '').length > decimals,
    text: formatUnits(value, decimals),
  };
}

function zero(problem: SendAmountProblem): SendAmount {
  return { value: 0n, problem, rounded: false, text: '0' };
}
