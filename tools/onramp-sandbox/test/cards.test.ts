/** The checkout's card rules: well-formed numbers, expiry, security code, and the test cards' outcomes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCard,
  expiryProblem,
  groupCardNumber,
  normalizeCardNumber,
  passesLuhn,
  TEST_CARDS,
  UNKNOWN_CARD_MESSAGE,
} from '../src/cards.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => checkCard({ number, expiry, cvc }, NOW);

describe('test cards', () => {
  it('pays with 4242 4242 4242 4242, however it is spaced', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ outcome: 'success' });
    expect(card('4242-4242-4242-4242')).toEqual({ outcome: 'success' });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['5555 5555 5555 4444', UNKNOWN_CARD_MESSAGE],
  ])('declines %s with "%s"', (number, message) => {
    expect(card(number)).toEqual({ outcome: 'declined', message });
  });

  it('lists only numbers that pass the Luhn check', () => {
    for (const test of TEST_CARDS) expect(passesLuhn(test.number)).toBe(true);
    expect(groupCardNumber('4000000000009995')).toBe('4000 0000 0000 9995');
  });
});

describe('malformed cards', () => {
  it.each([
    ['4242 4242 4242 4241', '12/30', '123', 'Your card number is invalid.'],
    ['4242', '12/30', '123', 'Your card number is invalid.'],
    ['4242 4242 4242 424a', '12/30', '123', 'Your card number is invalid.'],
    ['4242424242424242', '13/30', '123', "Your card's expiry date is incomplete or invalid."],
    ['4242424242424242', '1230', '123', "Your card's expiry date is incomplete or invalid."],
    ['4242424242424242', '10/26', '123', "Your card's expiry date is in the past."],
    ['4242424242424242', '12/30', '12', "Your card's security code is invalid."],
    ['4242424242424242', '12/30', '12a', "Your card's security code is invalid."],
  ])('refuses %s %s %s', (number, expiry, cvc, message) => {
    expect(card(number, expiry, cvc)).toEqual({ outcome: 'invalid', message });
  });

  it('takes the current month as not yet expired', () => {
    expect(expiryProblem('11/26', NOW)).toBeUndefined();
    expect(expiryProblem('11 / 26', NOW)).toBeUndefined();
  });

  it('property: changing one digit of a valid number breaks the Luhn check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = '4242424242424242'.split('');
        digits[position] = String((Number(digits[position]) + shift) % 10);
        expect(passesLuhn(digits.join(''))).toBe(false);
      }),
    );
  });

  it('property: any text is a verdict, never an exception', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (number, expiry, cvc) => {
        const verdict = checkCard({ number, expiry, cvc }, NOW);
        expect(['success', 'invalid', 'declined']).toContain(verdict.outcome);
        if (verdict.outcome === 'success') expect(normalizeCardNumber(number)).toBe('4242424242424242');
      }),
    );
  });
});
