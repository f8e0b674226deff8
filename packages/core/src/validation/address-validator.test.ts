import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEthereumAddress } from './address.js';
import { ADDRESS_VALIDATION_CACHE_SIZE, createAddressValidator } from './address-validator.js';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BAD_CHECKSUM = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

function addressNumber(index: number): string {
  return `0x${index.toString(16).padStart(40, '0')}`;
}

describe('createAddressValidator', () => {
  it('uses a cache size of 8192 by default', () => {
    expect(ADDRESS_VALIDATION_CACHE_SIZE).toBe(8192);
    const validator = createAddressValidator();
    for (let index = 0; index < ADDRESS_VALIDATION_CACHE_SIZE + 10; index += 1) {
      validator.isEthereumAddress(addressNumber(index));
    }
    expect(validator.cacheSize).toBe(ADDRESS_VALIDATION_CACHE_SIZE);
  });

  it('keeps the cache within a configured bound', () => {
    const validator = createAddressValidator({ maxCacheEntries: 3 });
    for (let index = 0; index < 5; index += 1) validator.isEthereumAddress(addressNumber(index));
    expect(validator.cacheSize).toBe(3);
  });

  it('remembers strict and lenient answers separately', () => {
    const validator = createAddressValidator();
    expect(validator.isEthereumAddress(BAD_CHECKSUM, { strict: false })).toBe(true);
    expect(validator.isEthereumAddress(BAD_CHECKSUM, { strict: true })).toBe(false);
    expect(validator.isEthereumAddress(BAD_CHECKSUM)).toBe(false);
    expect(validator.cacheSize).toBe(2);
  });

  it('does not cache strings that cannot be addresses, so junk cannot fill memory', () => {
    const validator = createAddressValidator();
    expect(validator.isEthereumAddress('x'.repeat(10_000))).toBe(false);
    expect(validator.isEthereumAddress(12)).toBe(false);
    expect(validator.cacheSize).toBe(0);
  });

  it('gives each validator its own cache', () => {
    const first = createAddressValidator();
    const second = createAddressValidator();
    first.isEthereumAddress(CHECKSUMMED);
    expect(first.cacheSize).toBe(1);
    expect(second.cacheSize).toBe(0);
    first.clearCache();
    expect(first.cacheSize).toBe(0);
  });

  it('property: answers exactly like the pure function, also on repeated calls', () => {
    const validator = createAddressValidator({ maxCacheEntries: 16 });
    const addressLike = fc.oneof(
      fc
        .string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 40, maxLength: 40 })
        .map((hex) => `0x${hex}`),
      fc.string({ maxLength: 44 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(addressLike, fc.option(fc.boolean(), { nil: undefined }), (input, strict) => {
        const expected = isEthereumAddress(input, { strict });
        expect(validator.isEthereumAddress(input, { strict })).toBe(expected);
        expect(validator.isEthereumAddress(input, { strict })).toBe(expected);
      }),
    );
  });
});
