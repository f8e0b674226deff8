import { describe, expect, it } from 'vitest';
import { arrivedAmount } from './onramp-delivery.js';

describe('a purchase arriving', () => {
  it('counts a rise of the quoted amount', () => {
    expect(arrivedAmount({ before: '1.5', now: '1.5173', expected: '0.0173', delivered: false })).toBe(
      '0.0173',
    );
  });

  it('counts a rise of at least 99 % of the quote (the provider priced at payment time)', () => {
    expect(arrivedAmount({ before: '0', now: '49.5', expected: '50', delivered: false })).toBe('49.5');
    expect(arrivedAmount({ before: '0', now: '49.4', expected: '50', delivered: false })).toBeUndefined();
  });

  it('does not count a balance that did not rise, or fell (gas spent meanwhile)', () => {
    expect(arrivedAmount({ before: '2', now: '2', expected: '1', delivered: true })).toBeUndefined();
    expect(arrivedAmount({ before: '2', now: '1.99', expected: '1', delivered: true })).toBeUndefined();
  });

  it('counts any rise once the provider says it delivered', () => {
    expect(arrivedAmount({ before: '2', now: '2.01', expected: '1', delivered: true })).toBe('0.01');
    expect(arrivedAmount({ before: '2', now: '2.01', expected: undefined, delivered: true })).toBe('0.01');
  });

  it('never guesses without both balances, or without a quote and a delivery', () => {
    expect(arrivedAmount({ before: undefined, now: '5', expected: '5', delivered: true })).toBeUndefined();
    expect(arrivedAmount({ before: '0', now: undefined, expected: '5', delivered: true })).toBeUndefined();
    expect(arrivedAmount({ before: '0', now: '5', expected: undefined, delivered: false })).toBeUndefined();
    expect(arrivedAmount({ before: 'x', now: '5', expected: '5', delivered: false })).toBeUndefined();
  });
});
