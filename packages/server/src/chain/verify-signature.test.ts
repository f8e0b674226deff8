import fc from 'fast-check';
import { recoverMessageAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { highSTwin } from '../../test/support/signatures.js';
import { hasHighS } from './verify-signature.js';

describe('hasHighS', () => {
  it('tells a signature from its malleated twin, which recovers the same signer (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((key) => key.some((byte) => byte !== 0)),
        fc.string({ maxLength: 40 }),
        async (key, message) => {
          const account = privateKeyToAccount(`0x${Buffer.from(key).toString('hex')}`);
          const signature = await account.signMessage({ message });
          const twin = highSTwin(signature);
          // viem signs low-s (EIP-2); the twin is the other, equally valid, spelling.
          expect(hasHighS(signature)).toBe(false);
          expect(hasHighS(twin)).toBe(true);
          expect(await recoverMessageAddress({ message, signature: twin })).toBe(account.address);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('leaves other lengths (ERC-1271, ERC-6492, EIP-2098) to their verifiers', () => {
    expect(hasHighS(`0x${'ff'.repeat(64)}`)).toBe(false);
    expect(hasHighS(`0x${'ff'.repeat(200)}`)).toBe(false);
    expect(hasHighS('0x')).toBe(false);
    expect(hasHighS(`0x${'00'.repeat(32)}${'ff'.repeat(32)}1b`)).toBe(true);
  });
});
