import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyRecipient } from './recipient.js';
import { isSolanaAccountAddress } from './send-address.js';

const REFERENCE = 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP';
const RULES = { caipNetworkId: `solana:${REFERENCE}` } as const;
const MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const ACCOUNT = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD';
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NON_BASE58 = [...'0OIl+/=-_.,;!?é€ 漢'];

const key32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('isSolanaAccountAddress', () => {
  it('takes base58 that decodes to 32 bytes, including the all-zero key (the system program)', () => {
    expect(isSolanaAccountAddress(ACCOUNT)).toBe(true);
    expect(isSolanaAccountAddress('11111111111111111111111111111111')).toBe(true);
  });

  it('refuses base58 of the right length that decodes to another size, and non-strings', () => {
    const shortKey = base58.encode(new Uint8Array(31).fill(255));
    const longKey = base58.encode(new Uint8Array(33).fill(1));
    expect(shortKey.length).toBeGreaterThanOrEqual(32);
    expect(isSolanaAccountAddress(shortKey)).toBe(false);
    expect(isSolanaAccountAddress(longKey)).toBe(false);
    expect(isSolanaAccountAddress(42)).toBe(false);
  });
});

describe('classifyRecipient on solana', () => {
  it('accepts a base58 address as typed (trimmed), and a CAIP-10 account of the send’s network', () => {
    expect(classifyRecipient(` ${ACCOUNT} `, RULES)).toEqual({ kind: 'address', address: ACCOUNT });
    expect(classifyRecipient(`solana:${REFERENCE}:${ACCOUNT}`, RULES)).toEqual({
      kind: 'address',
      address: ACCOUNT,
    });
  });

  it('refuses another solana network’s account, and an eip155 one as another namespace', () => {
    expect(classifyRecipient(`solana:${MAINNET}:${ACCOUNT}`, RULES)).toEqual({
      kind: 'invalid',
      problem: 'other-network',
    });
    expect(classifyRecipient(`eip155:1:${EVM}`, RULES)).toEqual({
      kind: 'invalid',
      problem: 'other-namespace',
    });
  });

  it('refuses a 0x address as another namespace’s, and a name or other text as malformed', () => {
    expect(classifyRecipient(EVM, RULES)).toEqual({ kind: 'invalid', problem: 'other-namespace' });
    expect(classifyRecipient(EVM.toLowerCase(), RULES)).toEqual({
      kind: 'invalid',
      problem: 'other-namespace',
    });
    for (const text of ['alice.walletport.id', ACCOUNT.toLowerCase(), ACCOUNT.slice(0, 31), `${ACCOUNT}1`]) {
      expect(classifyRecipient(text, RULES), text).toEqual({ kind: 'invalid', problem: 'format' });
    }
    expect(classifyRecipient(`solana:${REFERENCE}:${EVM}`, RULES)).toEqual({
      kind: 'invalid',
      problem: 'other-namespace',
    });
  });

  it('has no checksum rule: a case change makes another valid key or a malformed one, never "checksum"', () => {
    const flipped = `${ACCOUNT.slice(0, 5)}${ACCOUNT[5]?.toLowerCase()}${ACCOUNT.slice(6)}`;
    expect(classifyRecipient(flipped, RULES)).not.toEqual({ kind: 'invalid', problem: 'checksum' });
  });

  it('leaves eip155 reading as it was: a base58 address there is malformed', () => {
    expect(classifyRecipient(ACCOUNT, { caipNetworkId: 'eip155:1' })).toEqual({
      kind: 'invalid',
      problem: 'format',
    });
  });

  it('property: every 32-byte key in base58 is accepted, bare or as this network’s CAIP-10', () => {
    fc.assert(
      fc.property(key32, (bytes) => {
        const address = base58.encode(bytes);
        expect(classifyRecipient(address, RULES)).toEqual({ kind: 'address', address });
        expect(classifyRecipient(`solana:${REFERENCE}:${address}`, RULES)).toEqual({
          kind: 'address',
          address,
        });
      }),
    );
  });

  it('property: a key of any other size is refused as malformed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 64 }), (bytes) => {
        fc.pre(bytes.length !== 32);
        expect(classifyRecipient(base58.encode(bytes), RULES).kind).toMatch(/^(invalid|empty)$/);
      }),
    );
  });

  it('property: a key with a non-base58 character inside is refused', () => {
    fc.assert(
      fc.property(key32, fc.constantFrom(...NON_BASE58), fc.nat(), (bytes, character, at) => {
        const address = base58.encode(bytes);
        const index = 1 + (at % (address.length - 1));
        const text = `${address.slice(0, index)}${character}${address.slice(index)}`;
        expect(classifyRecipient(text, RULES).kind).toBe('invalid');
      }),
    );
  });

  it('property: any text holding a non-base58 character is never an address (unless a CAIP-10 id)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        fc.pre(/[^1-9A-HJ-NP-Za-km-z]/.test(text.trim()) && !text.trim().startsWith('solana:'));
        expect(classifyRecipient(text, RULES).kind).toBe('invalid');
      }),
    );
  });

  it('property: the CAIP-10 account of another solana network is refused', () => {
    fc.assert(
      fc.property(key32, fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32}$/), (bytes, reference) => {
        fc.pre(reference !== REFERENCE);
        expect(classifyRecipient(`solana:${reference}:${base58.encode(bytes)}`, RULES)).toEqual({
          kind: 'invalid',
          problem: 'other-network',
        });
      }),
    );
  });
});
