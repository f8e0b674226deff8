import { describe, expect, it, vi } from 'vitest';
import { createAddressValidator } from './address-validator.js';
import * as checksum from './checksum-address.js';

// Counts checksum computations to prove that repeated checks are answered from the cache.
vi.mock('./checksum-address.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('./checksum-address.js')>();
  return { ...original, toChecksumAddress: vi.fn(original.toChecksumAddress) };
});

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('createAddressValidator cache', () => {
  it('hashes a mixed-case address once, then answers from the cache until evicted', () => {
    const hash = vi.mocked(checksum.toChecksumAddress);
    hash.mockClear();
    const validator = createAddressValidator({ maxCacheEntries: 1 });
    expect(validator.isEthereumAddress(CHECKSUMMED)).toBe(true);
    expect(validator.isEthereumAddress(CHECKSUMMED)).toBe(true);
    expect(hash).toHaveBeenCalledTimes(1);
    validator.isEthereumAddress(`0x${'1'.repeat(40)}`);
    expect(validator.isEthereumAddress(CHECKSUMMED)).toBe(true);
    expect(hash).toHaveBeenCalledTimes(2);
  });
});
