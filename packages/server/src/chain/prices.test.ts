import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateFeedRound, priceKey, shortReason } from './prices.js';

const DAY = 86_400;

describe('evaluateFeedRound', () => {
  it('turns a fresh positive answer into a price at the feed decimals', () => {
    expect(evaluateFeedRound({ answer: 287_540_000_000n, updatedAt: 1_000n }, 8, 1_000n, DAY)).toEqual({
      price: 2875.4,
    });
    expect(evaluateFeedRound({ answer: 42n * 10n ** 16n, updatedAt: 5n }, 18, 5n + BigInt(DAY), DAY)).toEqual(
      {
        price: 0.42,
      },
    );
  });

  it('refuses an answer that is not positive, a round never updated, and a stale answer', () => {
    expect(evaluateFeedRound({ answer: 0n, updatedAt: 10n }, 8, 10n, DAY)).toEqual({
      reason: 'answer is not positive',
    });
    expect(evaluateFeedRound({ answer: -5n, updatedAt: 10n }, 8, 10n, DAY)).toEqual({
      reason: 'answer is not positive',
    });
    expect(evaluateFeedRound({ answer: 5n, updatedAt: 0n }, 8, 10n, DAY)).toEqual({
      reason: 'round never updated',
    });
    expect(evaluateFeedRound({ answer: 5n, updatedAt: 10n }, 8, 11n + BigInt(DAY), DAY)).toEqual({
      reason: `answer is ${DAY + 1} s older than the latest block`,
    });
    expect(evaluateFeedRound({ answer: 5n, updatedAt: 10n }, 37, 10n, DAY)).toEqual({
      reason: 'decimals 37 out of range',
    });
  });

  it('answers a positive finite price exactly when every rule holds (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 255n), max: 2n ** 255n - 1n }),
        fc.bigInt({ min: 0n, max: 2n ** 40n }),
        fc.bigInt({ min: 0n, max: 2n ** 40n }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 10 * DAY }),
        (answer, updatedAt, latest, decimals, maxAge) => {
          const verdict = evaluateFeedRound({ answer, updatedAt }, decimals, latest, maxAge);
          const valid =
            decimals <= 36 && answer > 0n && updatedAt !== 0n && latest - updatedAt <= BigInt(maxAge);
          expect('price' in verdict).toBe(valid);
          if ('price' in verdict) expect(Number.isFinite(verdict.price) && verdict.price > 0).toBe(true);
        },
      ),
    );
  });
});

describe('priceKey', () => {
  it('keys the native currency as native and tokens by lower-case address', () => {
    expect(priceKey('native')).toBe('native');
    expect(priceKey('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')).toBe(
      '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
    );
  });
});

describe('shortReason', () => {
  it("takes viem's short message (which holds no URL), else the error's name", () => {
    expect(shortReason({ shortMessage: 'HTTP request failed.\nURL: https://key@node' })).toBe(
      'HTTP request failed.',
    );
    expect(shortReason(new TypeError('https://secret@node is down'))).toBe('TypeError');
    expect(shortReason('weird')).toBe('unknown error');
  });
});
