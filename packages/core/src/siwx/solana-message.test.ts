/**
 * Sign-in messages of Solana accounts (CAIP-122's Solana profile, docs/siwx.md): the fixed header, the
 * base58 address as given, "Chain ID" the bare reference; build and parse are each other's inverse.
 */
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainArb, nonceArb, solanaDataArb, uriArb } from '../../test/siwx/arbitraries.js';
import { createMemoryStorage } from '../storage/index.js';
import { createSiwxMessage, formatSiwxMessage } from './build-message.js';
import { createLocalSiwx } from './local-siwx.js';
import { parseSiwxMessage, readSiwxMessage } from './parse-message.js';
import { SiwxMessageError } from './siwx-errors.js';
import { findSession, pairKey } from './siwx-rules.js';
import type { SiwxMessageData } from './types.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58Char = fc.constantFrom(...BASE58.split(''));

/** Addresses as wallets write them (base58 of 32-byte keys) and any 32–44 base58 characters. */
const solanaAddressArb = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((key) => base58.encode(key)),
  fc.string({ unit: base58Char, minLength: 32, maxLength: 44 }),
);
const referenceArb = fc.string({ unit: base58Char, minLength: 1, maxLength: 32 });

const messageArb: fc.Arbitrary<SiwxMessageData> = fc
  .tuple(solanaDataArb, solanaAddressArb, referenceArb, nonceArb, domainArb, uriArb)
  .map(([data, accountAddress, reference, nonce, domain, uri]) => ({
    ...data,
    accountAddress,
    chainId: `solana:${reference}` as const,
    nonce,
    domain,
    uri,
  }));

const SOLNET_CHAIN = 'solana:AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP' as const;
const ACCOUNT_0 = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';
const data: SiwxMessageData = {
  accountAddress: ACCOUNT_0,
  chainId: SOLNET_CHAIN,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'abcdefgh1234',
  issuedAt: '2030-01-01T00:00:00.000Z',
  statement: 'Sign in to the demo.',
};
const TEXT = [
  'localhost:5173 wants you to sign in with your Solana account:',
  ACCOUNT_0,
  '',
  'Sign in to the demo.',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP',
  'Nonce: abcdefgh1234',
  'Issued At: 2030-01-01T00:00:00.000Z',
].join('\n');

function parseError(text: string): SiwxMessageError | undefined {
  try {
    parseSiwxMessage(text);
    return undefined;
  } catch (error) {
    if (error instanceof SiwxMessageError) return error;
    throw error;
  }
}

describe('Solana sign-in messages', () => {
  it('are the EIP-4361 layout under the Solana header, with the bare reference', () => {
    expect(formatSiwxMessage(data)).toBe(TEXT);
    expect(parseSiwxMessage(TEXT)).toEqual(data);
  });

  it('build → parse gives the same data, the address exactly as given (property)', () => {
    fc.assert(
      fc.property(messageArb, (message) => {
        const text = formatSiwxMessage(message);
        const lines = text.split('\n');
        const origin =
          message.scheme === undefined ? message.domain : `${message.scheme}://${message.domain}`;
        expect(lines[0]).toBe(`${origin} wants you to sign in with your Solana account:`);
        expect(lines[1]).toBe(message.accountAddress);
        expect(lines).toContain(`Chain ID: ${message.chainId.slice('solana:'.length)}`);
        expect(parseSiwxMessage(text)).toEqual(message);
      }),
      { numRuns: 300 },
    );
  });

  it('parse → build gives the same text (property)', () => {
    fc.assert(
      fc.property(messageArb, (message) => {
        const text = formatSiwxMessage(message);
        expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws anything but SiwxMessageError on mutated texts; what parses builds back (property)', () => {
    const mutated = fc
      .tuple(messageArb, fc.nat(), fc.string({ maxLength: 6 }), fc.nat({ max: 8 }))
      .map(([message, at, insert, remove]) => {
        const text = formatSiwxMessage(message);
        const index = at % (text.length + 1);
        return text.slice(0, index) + insert + text.slice(index + remove);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        if (parseError(text) !== undefined) return;
        expect(formatSiwxMessage(readSiwxMessage(text).data)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('createSiwxMessage keeps the base58 address as given (no case change)', () => {
    const message = createSiwxMessage(data);
    expect(message.accountAddress).toBe(ACCOUNT_0);
    expect(message.toString()).toBe(TEXT);
  });

  it.each([
    ['the CAIP-2 id as Chain ID', TEXT.replace('Chain ID: ', 'Chain ID: solana:'), 'message'],
    ['a reference that is not base58', TEXT.replace('Chain ID: AMFM', 'Chain ID: lMFM'), 'chainId'],
    ['a reference over 32 characters', TEXT.replace('Chain ID: AMFM', 'Chain ID: AAMFM'), 'chainId'],
    [
      'an address with a non-base58 letter',
      TEXT.replace(ACCOUNT_0, `O${ACCOUNT_0.slice(1)}`),
      'accountAddress',
    ],
    ['an address of 31 characters', TEXT.replace(ACCOUNT_0, ACCOUNT_0.slice(0, 31)), 'accountAddress'],
    [
      'an Ethereum address',
      TEXT.replace(ACCOUNT_0, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
      'accountAddress',
    ],
    [
      'a Solana chain under another header',
      TEXT.replace('your Solana account', 'your Solana Mainnet account').replace(
        'Chain ID: ',
        'Chain ID: solana:',
      ),
      'message',
    ],
    [
      'a Solana chain under the Ethereum header',
      TEXT.replace('your Solana account', 'your Ethereum account').replace('Chain ID: ', 'Chain ID: solana:'),
      'message',
    ],
  ])('rejects %s', (_what, text, field) => {
    expect(parseError(text)?.field).toBe(field);
  });

  it('refuses to build for a malformed reference or address', () => {
    const fieldOf = (patch: Partial<SiwxMessageData>) => {
      try {
        formatSiwxMessage({ ...data, ...patch });
        return undefined;
      } catch (error) {
        return (error as SiwxMessageError).field;
      }
    };
    expect(fieldOf({ chainId: 'solana:localnet' })).toBe('chainId');
    expect(fieldOf({ accountAddress: `${ACCOUNT_0}0` })).toBe('accountAddress');
  });

  it('matches sessions by the exact address: base58 is case-sensitive', () => {
    const session = { data, message: TEXT, signature: 'sig' };
    expect(findSession([session], { chainId: SOLNET_CHAIN, address: ACCOUNT_0 })).toBe(session);
    expect(
      findSession([session], { chainId: SOLNET_CHAIN, address: ACCOUNT_0.toUpperCase() }),
    ).toBeUndefined();
    expect(pairKey({ chainId: SOLNET_CHAIN, address: ACCOUNT_0 })).toBe(`${SOLNET_CHAIN}|${ACCOUNT_0}`);
  });

  it('sign in with the local config: a Solana pair keeps its session under its exact address', async () => {
    const siwx = createLocalSiwx({
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      storage: createMemoryStorage(),
    });
    const message = await siwx.createMessage({ chainId: SOLNET_CHAIN, accountAddress: ACCOUNT_0 });
    expect(message.toString().split('\n').slice(0, 2)).toEqual([
      'localhost:5173 wants you to sign in with your Solana account:',
      ACCOUNT_0,
    ]);
    await siwx.addSession({ data: { ...message }, message: message.toString(), signature: 'base58sig' });
    expect(await siwx.getSessions(SOLNET_CHAIN, ACCOUNT_0)).toHaveLength(1);
    expect(await siwx.getSessions(SOLNET_CHAIN, ACCOUNT_0.toUpperCase())).toEqual([]);
  });
});
