import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSessionStale } from './session-staleness.js';

const chainArb = fc.constantFrom(
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
);

describe('isSessionStale (a session is dropped and reconnected when its requested chains are stale)', () => {
  it('is stale when the app requests a chain the session never requested', () => {
    expect(isSessionStale(['eip155:1'], ['eip155:1', 'eip155:10'])).toBe(true);
  });

  it('is not stale when the session covers every requested chain', () => {
    expect(isSessionStale(['eip155:1', 'eip155:10'], ['eip155:10', 'eip155:1'])).toBe(false);
  });

  it('is not stale for chains the session has but the app no longer requests', () => {
    expect(isSessionStale(['eip155:1', 'eip155:137'], ['eip155:1'])).toBe(false);
  });

  it('is not stale when nothing is requested', () => {
    expect(isSessionStale([], [])).toBe(false);
    expect(isSessionStale(['eip155:1'], [])).toBe(false);
  });

  it('a subset of the session chains is never stale; order and duplicates do not matter (property)', () => {
    fc.assert(
      fc.property(
        fc.array(chainArb).chain((session) => fc.tuple(fc.constant(session), fc.shuffledSubarray(session))),
        fc.array(chainArb),
        ([session, requested], extra) => {
          expect(isSessionStale([...session, ...extra], [...requested, ...requested].reverse())).toBe(false);
        },
      ),
    );
  });

  it('a requested chain outside the session always makes it stale (property)', () => {
    fc.assert(
      fc.property(fc.array(chainArb), fc.array(chainArb), (session, requested) => {
        const missing = 'eip155:999999';
        expect(isSessionStale(session, [...requested, missing])).toBe(true);
      }),
    );
  });
});
