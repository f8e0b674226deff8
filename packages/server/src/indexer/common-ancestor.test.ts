import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCommonAncestor } from './common-ancestor.js';

const kept = (count: number, top = 100n) =>
  Array.from({ length: count }, (_, index) => ({
    number: top - BigInt(index),
    hash: `0xold${top - BigInt(index)}`,
  }));

describe('findCommonAncestor', () => {
  it('finds the highest kept block the chain still has', async () => {
    const blocks = kept(40);
    const asked: bigint[] = [];
    const ancestor = await findCommonAncestor(blocks, async (number) => {
      asked.push(number);
      return number <= 75n ? `0xOLD${number}` : `0xnew${number}`;
    });
    expect(ancestor).toEqual({ number: 75n, hash: '0xold75' });
    // Asked in batches of 16, highest first: two batches reach block 75.
    expect(asked.length).toBe(32);
  });

  it('answers undefined when no kept block is on the chain (a fresh chain under an old database)', async () => {
    expect(await findCommonAncestor(kept(20), async () => '0xother')).toBeUndefined();
    expect(await findCommonAncestor(kept(20), async () => undefined)).toBeUndefined();
    expect(await findCommonAncestor([], async () => '0x')).toBeUndefined();
  });

  it('is the highest block below every fork point (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 70 }),
        async (count, forkDepth) => {
          const blocks = kept(count);
          const forkAt = 100n - BigInt(forkDepth); // blocks above forkAt changed
          const ancestor = await findCommonAncestor(blocks, async (number) =>
            number <= forkAt ? `0xold${number}` : '0xnew',
          );
          const expected = blocks.find((block) => block.number <= forkAt);
          expect(ancestor).toEqual(expected);
        },
      ),
    );
  });
});
