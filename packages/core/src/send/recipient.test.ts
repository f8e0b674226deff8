import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from '../validation/checksum-address.js';
import { addressOfName, classifyRecipient, DEFAULT_EVM_COIN_TYPE } from './recipient.js';

const RULES = { caipNetworkId: 'eip155:31337' } as const;
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('classifyRecipient', () => {
  it('accepts a checksummed address, and all-lowercase or all-uppercase hex (no checksum to check)', () => {
    expect(classifyRecipient(CHECKSUMMED, RULES)).toEqual({ kind: 'address', address: CHECKSUMMED });
    expect(classifyRecipient(CHECKSUMMED.toLowerCase(), RULES)).toEqual({
      kind: 'address',
      address: CHECKSUMMED,
    });
    expect(classifyRecipient(`0x${CHECKSUMMED.slice(2).toUpperCase()}`, RULES)).toEqual({
      kind: 'address',
      address: CHECKSUMMED,
    });
  });

  it('strict mode refuses a mixed-case address whose checksum is wrong; lenient mode takes it', () => {
    const typo = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(classifyRecipient(typo, RULES)).toEqual({ kind: 'invalid', problem: 'checksum' });
    expect(classifyRecipient(typo, { ...RULES, strict: false })).toEqual({
      kind: 'address',
      address: CHECKSUMMED,
    });
  });

  it('accepts a CAIP-10 account of the send’s network, with or without 0x', () => {
    expect(classifyRecipient(`eip155:31337:${CHECKSUMMED}`, RULES)).toEqual({
      kind: 'address',
      address: CHECKSUMMED,
    });
    expect(classifyRecipient(`eip155:31337:${CHECKSUMMED.slice(2).toLowerCase()}`, RULES)).toEqual({
      kind: 'address',
      address: CHECKSUMMED,
    });
  });

  it('refuses a CAIP-10 account of another chain or namespace', () => {
    expect(classifyRecipient(`eip155:1:${CHECKSUMMED}`, RULES)).toEqual({
      kind: 'invalid',
      problem: 'other-network',
    });
    expect(
      classifyRecipient(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
        RULES,
      ),
    ).toEqual({
      kind: 'invalid',
      problem: 'other-namespace',
    });
  });

  it('reads a dotted name as a name (lower-cased), and anything else as malformed', () => {
    expect(classifyRecipient(' Alice.Walletport.ID ', RULES)).toEqual({
      kind: 'name',
      name: 'alice.walletport.id',
    });
    for (const text of [
      'alice',
      '0x1234',
      '0xZZ9Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      'a b.c',
      'a:b',
      '.id',
    ]) {
      expect(classifyRecipient(text, RULES), text).toEqual({ kind: 'invalid', problem: 'format' });
    }
    expect(classifyRecipient('   ', RULES)).toEqual({ kind: 'empty' });
  });

  it('property: never throws; an address result is always the checksummed form of the input’s hex', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^0x[0-9a-fA-F]{40}$/)), (text) => {
        const result = classifyRecipient(text, RULES);
        if (result.kind === 'address') {
          expect(result.address).toBe(toChecksumAddress(result.address));
          expect(text.toLowerCase()).toContain(result.address.slice(2).toLowerCase());
        }
      }),
    );
  });

  it('property: flipping the case of one letter of a checksummed address is caught in strict mode', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{40}$/), fc.nat(39), (hex, index) => {
        const address = toChecksumAddress(`0x${hex}`);
        const character = address[index + 2] as string;
        fc.pre(/[a-fA-F]/.test(character));
        const flipped =
          character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase();
        const typo = `${address.slice(0, index + 2)}${flipped}${address.slice(index + 3)}`;
        const stillMixed = /[a-f]/.test(typo.slice(2)) && /[A-F]/.test(typo.slice(2));
        fc.pre(stillMixed);
        expect(classifyRecipient(typo, RULES)).toEqual({ kind: 'invalid', problem: 'checksum' });
      }),
    );
  });
});

describe('addressOfName', () => {
  const record = (addresses: Record<string, string>) => ({
    name: 'alice.walletport.id',
    addresses: Object.fromEntries(Object.entries(addresses).map(([coin, address]) => [coin, { address }])),
  });

  it('takes the address registered for the chain’s coin type (ENSIP-11)', () => {
    const coinType = String((0x80000000 | 31337) >>> 0);
    expect(addressOfName(record({ [coinType]: CHECKSUMMED.toLowerCase() }), 31337)).toBe(CHECKSUMMED);
    expect(addressOfName(record({ '60': CHECKSUMMED }), 1)).toBe(CHECKSUMMED);
  });

  it('falls back to the default EVM coin type, never to another chain’s entry', () => {
    expect(addressOfName(record({ [String(DEFAULT_EVM_COIN_TYPE)]: CHECKSUMMED }), 31338)).toBe(CHECKSUMMED);
    expect(addressOfName(record({ '60': CHECKSUMMED }), 31337)).toBeUndefined();
  });

  it('ignores an entry that is no address', () => {
    expect(addressOfName(record({ '60': 'not an address' }), 1)).toBeUndefined();
  });
});
