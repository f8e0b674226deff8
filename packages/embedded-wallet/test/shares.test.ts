/** The 2-of-3 split of the seed: any two shares rebuild it, one alone says nothing about it. */
import fc from 'fast-check';
import { combine } from 'shamir-secret-sharing';
import { describe, expect, it } from 'vitest';
import { InvalidShareError } from '../src/frame/keys/errors.js';
import { combineShares, decodeShare, encodeShare, SHARE_BYTES, splitSeed } from '../src/frame/keys/shares.js';
import { createSeed, SEED_BYTES } from '../src/frame/keys/seed.js';

const seedArbitrary = fc.uint8Array({ minLength: SEED_BYTES, maxLength: SEED_BYTES });
const PAIRS = [
  ['device', 'auth'],
  ['device', 'recovery'],
  ['auth', 'recovery'],
] as const;

describe('splitSeed / combineShares', () => {
  it('makes three 33-byte shares with distinct x coordinates', async () => {
    const shares = await splitSeed(createSeed());
    const all = [shares.device, shares.auth, shares.recovery];
    for (const share of all) expect(share).toHaveLength(SHARE_BYTES);
    expect(new Set(all.map((share) => share[SEED_BYTES])).size).toBe(3);
  });

  it('any two of the three shares, in either order, rebuild the seed', async () => {
    await fc.assert(
      fc.asyncProperty(seedArbitrary, fc.constantFrom(...PAIRS), fc.boolean(), async (seed, [a, b], swap) => {
        const shares = await splitSeed(seed);
        const [first, second] = swap ? [shares[b], shares[a]] : [shares[a], shares[b]];
        expect(await combineShares(first, second)).toEqual(seed);
      }),
      { numRuns: 60 },
    );
  });

  it('one share is consistent with every possible seed byte: alone it carries no information', async () => {
    // For each byte position, pairing the lone share with a made-up second share at another x reaches
    // each of the 256 byte values exactly once, whatever the real seed was.
    await fc.assert(
      fc.asyncProperty(
        seedArbitrary,
        fc.constantFrom('device', 'auth', 'recovery'),
        fc.nat(SEED_BYTES - 1),
        async (seed, which, position) => {
          const share = (await splitSeed(seed))[which];
          const x = share[SEED_BYTES] as number;
          const otherX = x === 255 ? 1 : x + 1;
          const reachable = new Set<number>();
          for (let y = 0; y < 256; y += 1) {
            const rebuilt = await combine([
              Uint8Array.of(share[position] as number, x),
              Uint8Array.of(y, otherX),
            ]);
            reachable.add(rebuilt[0] as number);
          }
          expect(reachable.size).toBe(256);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('a lone share is not the seed, and a share of another split does not rebuild it', async () => {
    await fc.assert(
      fc.asyncProperty(seedArbitrary, seedArbitrary, async (seed, otherSeed) => {
        fc.pre(!seed.every((byte, index) => byte === otherSeed[index]));
        const shares = await splitSeed(seed);
        const foreign = await splitSeed(otherSeed);
        expect(shares.device.slice(0, SEED_BYTES)).not.toEqual(seed);
        const mixed =
          foreign.auth[SEED_BYTES] === shares.device[SEED_BYTES] ? foreign.recovery : foreign.auth;
        if (mixed[SEED_BYTES] === shares.device[SEED_BYTES]) return;
        expect(await combineShares(shares.device, mixed)).not.toEqual(seed);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses the same share twice, wrong lengths and a seed of the wrong size', async () => {
    const shares = await splitSeed(createSeed());
    await expect(combineShares(shares.auth, Uint8Array.from(shares.auth))).rejects.toBeInstanceOf(
      InvalidShareError,
    );
    await expect(combineShares(shares.auth, shares.device.slice(1))).rejects.toBeInstanceOf(
      InvalidShareError,
    );
    await expect(splitSeed(new Uint8Array(16))).rejects.toBeInstanceOf(InvalidShareError);
  });

  it('accepts Node Buffers (the library itself only takes plain Uint8Arrays)', async () => {
    const seed = createSeed();
    const shares = await splitSeed(seed);
    expect(await combineShares(Buffer.from(shares.device), Buffer.from(shares.recovery))).toEqual(seed);
  });
});

describe('encodeShare / decodeShare', () => {
  it('round-trips every share through base64', async () => {
    const shares = await splitSeed(createSeed());
    for (const share of [shares.device, shares.auth, shares.recovery]) {
      expect(decodeShare(encodeShare(share))).toEqual(share);
    }
  });

  it('throws only InvalidShareError for anything that is not a base64 33-byte share', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.anything()), (value) => {
        try {
          const share = decodeShare(value);
          expect(share).toHaveLength(SHARE_BYTES);
          expect(share[SEED_BYTES]).not.toBe(0);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidShareError);
        }
      }),
    );
  });
});
