import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAddressForNamespace,
  isEip155CaipAddressPart,
  isEthereumAddress,
  isSolanaAddress,
} from './address.js';
import { toChecksumAddress } from './checksum-address.js';

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
// Same address with the case of one letter flipped: a broken checksum.
const BAD_CHECKSUM = '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOLANA_WRAPPED_SOL = 'So11111111111111111111111111111111111111112';
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`);

function flipCaseAt(text: string, position: number): string {
  const character = text[position]!;
  const flipped = character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase();
  return text.slice(0, position) + flipped + text.slice(position + 1);
}

describe('isEthereumAddress', () => {
  it('accepts 0x plus 40 hex characters', () => {
    expect(isEthereumAddress(CHECKSUMMED)).toBe(true);
    expect(isEthereumAddress(CHECKSUMMED.toLowerCase())).toBe(true);
  });

  it.each([
    ['no 0x prefix', CHECKSUMMED.slice(2)],
    ['uppercase 0X prefix', `0X${CHECKSUMMED.slice(2)}`],
    ['39 hex characters', CHECKSUMMED.slice(0, 41)],
    ['41 hex characters', `${CHECKSUMMED}a`],
    ['a non-hex character', `${CHECKSUMMED.slice(0, 41)}g`],
    ['surrounding space', ` ${CHECKSUMMED}`],
    ['empty string', ''],
  ])('rejects %s', (_label, input) => {
    expect(isEthereumAddress(input, { strict: false })).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isEthereumAddress(42)).toBe(false);
    expect(isEthereumAddress(null)).toBe(false);
    expect(isEthereumAddress({ address: CHECKSUMMED })).toBe(false);
  });

  it('enforces the EIP-55 checksum of mixed-case addresses in strict mode', () => {
    expect(isEthereumAddress(BAD_CHECKSUM, { strict: true })).toBe(false);
  });

  it('is strict by default', () => {
    expect(isEthereumAddress(BAD_CHECKSUM)).toBe(false);
  });

  it('ignores the checksum when strict is false', () => {
    expect(isEthereumAddress(BAD_CHECKSUM, { strict: false })).toBe(true);
  });

  it('accepts all-lowercase and all-uppercase hex in strict mode (no checksum to check)', () => {
    expect(isEthereumAddress(CHECKSUMMED.toLowerCase(), { strict: true })).toBe(true);
    expect(isEthereumAddress(`0x${CHECKSUMMED.slice(2).toUpperCase()}`, { strict: true })).toBe(true);
  });

  it('property: checksummed addresses pass strict mode, a flipped letter fails it', () => {
    fc.assert(
      fc.property(hexAddress, fc.nat(39), (address, offset) => {
        const checksummed = toChecksumAddress(address);
        expect(isEthereumAddress(checksummed, { strict: true })).toBe(true);
        const letterPositions = [...checksummed].flatMap((character, index) =>
          index >= 2 && /[a-fA-F]/.test(character) ? [index] : [],
        );
        fc.pre(letterPositions.length > 0);
        const broken = flipCaseAt(checksummed, letterPositions[offset % letterPositions.length]!);
        const hex = broken.slice(2);
        const stillMixedCase = /[a-f]/.test(hex) && /[A-F]/.test(hex);
        expect(isEthereumAddress(broken, { strict: true })).toBe(!stillMixedCase);
        expect(isEthereumAddress(broken, { strict: false })).toBe(true);
      }),
    );
  });

  it('property: never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (input, strict) => {
        expect(typeof isEthereumAddress(input, { strict })).toBe('boolean');
      }),
    );
  });
});

describe('isEip155CaipAddressPart', () => {
  it('accepts 40 hex characters with or without 0x', () => {
    expect(isEip155CaipAddressPart(CHECKSUMMED)).toBe(true);
    expect(isEip155CaipAddressPart(CHECKSUMMED.slice(2))).toBe(true);
  });

  it('does not check the checksum (any case is fine)', () => {
    expect(isEip155CaipAddressPart(BAD_CHECKSUM)).toBe(true);
  });

  it.each([CHECKSUMMED.slice(0, 41), `${CHECKSUMMED}0`, `${CHECKSUMMED.slice(2, 41)}z`, '0x', ''])(
    'rejects %j',
    (input) => {
      expect(isEip155CaipAddressPart(input)).toBe(false);
    },
  );

  it('property: answer matches the 40-hex rule and never throws', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxg'), maxLength: 44 }),
        (prefix, body) => {
          const input = (prefix ? '0x' : '') + body;
          expect(isEip155CaipAddressPart(input)).toBe(/^(0x)?[0-9a-fA-F]{40}$/.test(input));
        },
      ),
    );
    fc.assert(fc.property(fc.anything(), (input) => typeof isEip155CaipAddressPart(input) === 'boolean'));
  });
});

describe('isSolanaAddress', () => {
  it('accepts a base58 address', () => {
    expect(isSolanaAddress(SOLANA_WRAPPED_SOL)).toBe(true);
  });

  it('accepts 32 and 44 characters and rejects 31 and 45', () => {
    expect(isSolanaAddress('1'.repeat(32))).toBe(true);
    expect(isSolanaAddress('z'.repeat(44))).toBe(true);
    expect(isSolanaAddress('1'.repeat(31))).toBe(false);
    expect(isSolanaAddress('z'.repeat(45))).toBe(false);
  });

  it.each(['0', 'O', 'I', 'l', '+', ' '])('rejects the non-base58 character %j', (character) => {
    expect(isSolanaAddress(`${SOLANA_WRAPPED_SOL.slice(0, 40)}${character}`)).toBe(false);
  });

  it('property: base58 strings of 32-44 characters pass; one foreign character fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 32, maxLength: 44 }),
        fc.constantFrom('0', 'O', 'I', 'l', '-'),
        fc.nat(),
        (address, foreign, position) => {
          expect(isSolanaAddress(address)).toBe(true);
          const index = position % address.length;
          expect(isSolanaAddress(address.slice(0, index) + foreign + address.slice(index + 1))).toBe(false);
        },
      ),
    );
  });

  it('property: never throws', () => {
    fc.assert(fc.property(fc.anything(), (input) => typeof isSolanaAddress(input) === 'boolean'));
  });
});

describe('isAddressForNamespace', () => {
  it('uses the CAIP rule for eip155', () => {
    expect(isAddressForNamespace('eip155', CHECKSUMMED.slice(2))).toBe(true);
    expect(isAddressForNamespace('eip155', SOLANA_WRAPPED_SOL)).toBe(false);
  });

  it('uses the base58 rule for solana', () => {
    expect(isAddressForNamespace('solana', SOLANA_WRAPPED_SOL)).toBe(true);
    expect(isAddressForNamespace('solana', CHECKSUMMED)).toBe(false);
  });

  it.each(['polkadot', 'bip122', 'cosmos', 'unknown'])(
    'answers false for %s, which has no address rule',
    (namespace) => {
      expect(isAddressForNamespace(namespace, SOLANA_WRAPPED_SOL)).toBe(false);
    },
  );

  it('property: never throws', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.anything(),
        (namespace, input) => typeof isAddressForNamespace(namespace, input) === 'boolean',
      ),
    );
  });
});
