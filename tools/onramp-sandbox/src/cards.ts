/**
 * The checkout's card rules. Nothing is charged anywhere: a number must be well formed (digits, Luhn
 * check, a month that has not ended, a 3- or 4-digit security code) and then only the sandbox's test
 * cards decide the outcome, each with the message a real processor gives for it.
 */

export interface TestCard {
  number: string;
  outcome: 'success' | 'declined';
  message: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', outcome: 'success', message: 'Payment succeeds.' },
  { number: '4000000000000002', outcome: 'declined', message: 'Your card was declined.' },
  { number: '4000000000009995', outcome: 'declined', message: 'Your card has insufficient funds.' },
];

export const UNKNOWN_CARD_MESSAGE =
  'This sandbox takes only its test cards: use 4242 4242 4242 4242 for a payment that succeeds.';

export interface CardInput {
  number: string;
  /** 'MM/YY' or 'MM / YY' */
  expiry: string;
  cvc: string;
}

export type CardVerdict = { outcome: 'success' } | { outcome: 'invalid' | 'declined'; message: string };

/** The Luhn check digit rule every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits of a number typed with spaces or dashes between groups, or undefined when it is not one. */
export function normalizeCardNumber(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : undefined;
}

/** Whether 'MM/YY' names a month that has not ended at `now`. */
export function expiryProblem(text: string, now: Date): string | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(text);
  const month = match === null ? Number.NaN : Number(match[1]);
  if (match === null || month < 1 || month > 12) return "Your card's expiry date is incomplete or invalid.";
  const year = 2000 + Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return "Your card's expiry date is in the past.";
  return undefined;
}

export function checkCard(input: CardInput, now: Date): CardVerdict {
  const digits = normalizeCardNumber(input.number);
  if (digits === undefined || !passesLuhn(digits)) {
    return { outcome: 'invalid', message: 'Your card number is invalid.' };
  }
  const expiry = expiryProblem(input.expiry, now);
  if (expiry !== undefined) return { outcome: 'invalid', message: expiry };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) {
    return { outcome: 'invalid', message: "Your card's security code is invalid." };
  }
  const card = TEST_CARDS.find((test) => test.number === digits);
  if (card === undefined) return { outcome: 'declined', message: UNKNOWN_CARD_MESSAGE };
  return card.outcome === 'success' ? { outcome: 'success' } : { outcome: 'declined', message: card.message };
}

/** '4242424242424242' → '4242 4242 4242 4242', as the numbers are printed for people. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
