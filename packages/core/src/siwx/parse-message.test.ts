import fc from 'fast-check';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { eip155DataArb, solanaDataArb } from '../../test/siwx/arbitraries.js';
import { ADDRESS, BASE_MESSAGE_DATA } from '../../test/siwx/message-data.js';
import { formatSiwxMessage } from './build-message.js';
import { parseSiwxMessage, readSiwxMessage } from './parse-message.js';
import { SiwxMessageError } from './siwx-errors.js';
import type { SiwxMessageData } from './types.js';

const base: SiwxMessageData = BASE_MESSAGE_DATA;

function parseError(text: unknown): SiwxMessageError | undefined {
  try {
    parseSiwxMessage(text as string);
  } catch (error) {
    if (error instanceof SiwxMessageError) return error;
    throw error;
  }
  return undefined;
}

describe('parseSiwxMessage', () => {
  it('reads a fixed EIP-4361 vector', () => {
    const text = [
      'app.example.com wants you to sign in with your Ethereum account:',
      ADDRESS,
      '',
      'Sign in please.',
      '',
      'URI: https://app.example.com',
      'Version: 1',
      'Chain ID: 31337',
      'Nonce: abcdef1234',
      'Issued At: 2024-05-01T12:00:00.000Z',
      'Expiration Time: 2024-05-01T12:05:00.000Z',
      'Resources:',
      '- https://app.example.com/terms',
    ].join('\n');
    expect(parseSiwxMessage(text)).toEqual({
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      version: '1',
      nonce: 'abcdef1234',
      issuedAt: '2024-05-01T12:00:00.000Z',
      expirationTime: '2024-05-01T12:05:00.000Z',
      statement: 'Sign in please.',
      resources: ['https://app.example.com/terms'],
    });
  });

  it('build → parse gives the same data (eip155 and CAIP-122)', () => {
    fc.assert(
      fc.property(fc.oneof(eip155DataArb, solanaDataArb), (data) => {
        expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data);
      }),
      { numRuns: 300 },
    );
  });

  it('parse → build gives the same text', () => {
    fc.assert(
      fc.property(eip155DataArb, (data) => {
        const text = formatSiwxMessage(data);
        expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text);
      }),
    );
  });

  it('agrees with viem parseSiweMessage on what it reads', () => {
    fc.assert(
      fc.property(eip155DataArb, (data) => {
        const ours = parseSiwxMessage(formatSiwxMessage(data));
        const theirs = parseSiweMessage(formatSiwxMessage(data));
        expect(theirs.address).toBe(ours.accountAddress);
        expect(`eip155:${theirs.chainId}`).toBe(ours.chainId);
        expect(theirs.nonce).toBe(ours.nonce);
        expect(theirs.issuedAt?.toISOString()).toBe(ours.issuedAt);
        expect(theirs.statement).toBe(ours.statement);
      }),
      { numRuns: 100 },
    );
  });

  it('never throws anything but SiwxMessageError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        parseError(text);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws anything but SiwxMessageError on mutated messages', () => {
    const mutated = fc
      .tuple(eip155DataArb, fc.nat(), fc.string({ maxLength: 6 }), fc.nat({ max: 8 }))
      .map(([data, at, insert, remove]) => {
        const text = formatSiwxMessage(data);
        const index = at % (text.length + 1);
        return text.slice(0, index) + insert + text.slice(index + remove);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        const error = parseError(text);
        // Whatever parses must be a message the builder would write the same way.
        if (error === undefined) expect(formatSiwxMessage(readSiwxMessage(text).data)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['not a string', 42],
    ['a wrong header', formatSiwxMessage(base).replace('Ethereum account', 'Ethereum wallet')],
    ['a decimal chain id under another chain name', formatSiwxMessage(base).replace('Ethereum', 'Solana')],
    [
      'eip155 chain id written as CAIP-2',
      formatSiwxMessage(base).replace('Chain ID: 1', 'Chain ID: eip155:1'),
    ],
    [
      'fields out of order',
      formatSiwxMessage(base).replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'),
    ],
    ['a trailing newline', `${formatSiwxMessage(base)}\n`],
    ['trailing text', `${formatSiwxMessage(base)}\nHello`],
    ['an empty request id', `${formatSiwxMessage(base)}\nRequest ID: `],
    ['a missing blank line', formatSiwxMessage(base).replace(`${ADDRESS}\n\n\n`, `${ADDRESS}\n\n`)],
    ['CRLF line ends', formatSiwxMessage(base).replaceAll('\n', '\r\n')],
  ])('rejects %s', (_, text) => {
    expect(parseError(text)).toBeInstanceOf(SiwxMessageError);
  });

  it('names the field whose value is wrong', () => {
    expect(parseError(formatSiwxMessage(base).replace('Nonce: foobarbaz', 'Nonce: short'))?.field).toBe(
      'nonce',
    );
    expect(parseError(formatSiwxMessage(base).replace(ADDRESS, `${ADDRESS.slice(0, -1)}E`))?.field).toBe(
      'accountAddress',
    );
  });
});
