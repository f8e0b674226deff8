import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { toChecksumAddress } from './checksum-address.js';

// Test vectors from the EIP-55 document itself.
const EIP55_VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);

describe('toChecksumAddress', () => {
  it.each(EIP55_VECTORS)('produces the EIP-55 form %s from lowercase and uppercase input', (vector) => {
    expect(toChecksumAddress(vector.toLowerCase())).toBe(vector);
    expect(toChecksumAddress(`0x${vector.slice(2).toUpperCase()}`)).toBe(vector);
  });

  it('accepts a CAIP address part without 0x and adds the prefix', () => {
    expect(toChecksumAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(EIP55_VECTORS[0]);
  });

  it.each([
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae', // 39 hex
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaedd', // 41 hex
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg', // not hex
    '0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', // uppercase prefix
    '',
  ])('throws INVALID_ADDRESS for %j', (input) => {
    expect(() => toChecksumAddress(input)).toThrowError(WalletportError);
    try {
      toChecksumAddress(input);
    } catch (error) {
      expect(error).toMatchObject({ shortMessage: 'Invalid address', code: 'INVALID_ADDRESS' });
    }
  });

  it('property: is idempotent, case-insensitive and keeps the hex value', () => {
    fc.assert(
      fc.property(hexAddress, (address) => {
        const checksummed = toChecksumAddress(address);
        expect(checksummed.toLowerCase()).toBe(address);
        expect(toChecksumAddress(checksummed)).toBe(checksummed);
        expect(toChecksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(checksummed);
      }),
    );
  });

  it('property: throws nothing but WalletportError for any string', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (input) => {
        try {
          toChecksumAddress(input);
        } catch (error) {
          expect(error).toBeInstanceOf(WalletportError);
        }
      }),
    );
  });
});
