/**
 * The server's side of reading a sign-in message: core's parser refusals become 400 texts that name the
 * wrong line, and the fields take the server's shape. The parser's own rules are tested in core
 * (packages/core/src/siwx/parse-message*.test.ts).
 */
import { formatSiwxMessage } from '@walletport/core/siwx';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { readSignInMessage, readSiweMessage } from './read-siwe-message.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const MESSAGE = [
  'https://localhost:5173 wants you to sign in with your Ethereum account:',
  ADDRESS,
  '',
  'Sign in.',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: 31337',
  'Nonce: 12345678',
  'Issued At: 2030-01-01T00:00:00Z',
  'Expiration Time: 2030-01-02T00:00:00Z',
].join('\n');

function refusal(text: string): { status: number; code: string; message: string } | undefined {
  try {
    readSiweMessage(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
}

const notEip4361 = (problem: string) => ({
  status: 400,
  code: 'SIWX_INVALID_MESSAGE',
  message: `The message is not an EIP-4361 message: ${problem}.`,
});

describe('readSiweMessage', () => {
  it('gives the fields with a numeric chain id and the scheme the first line names', () => {
    expect(readSiweMessage(MESSAGE)).toEqual({
      scheme: 'https',
      domain: 'localhost:5173',
      address: ADDRESS,
      statement: 'Sign in.',
      uri: 'http://localhost:5173',
      version: '1',
      chainId: 31337,
      nonce: '12345678',
      issuedAt: '2030-01-01T00:00:00Z',
      expirationTime: '2030-01-02T00:00:00Z',
    });
  });

  it.each([
    ['a trailing newline', `${MESSAGE}\n`, 'unexpected text on line 12'],
    ['CRLF line ends', MESSAGE.replaceAll('\n', '\r\n'), 'lines must end with LF only; line 1 has a CR'],
    [
      'fields out of order',
      MESSAGE.replace('Version: 1\nChain ID: 31337', 'Chain ID: 31337\nVersion: 1'),
      'expected line 7 to start with "Version: "',
    ],
    [
      'a short address',
      MESSAGE.replace(ADDRESS, ADDRESS.slice(0, 41)),
      'the second line must be a 0x address of 40 hex digits',
    ],
    [
      'a path in the domain',
      MESSAGE.replace('localhost:5173 wants', 'localhost/x wants'),
      'the domain on the first line is not an RFC 3986 host with an optional port',
    ],
    ['version 2', MESSAGE.replace('Version: 1', 'Version: 2'), "the Version line is not '1'"],
    [
      'chain id 0',
      MESSAGE.replace('Chain ID: 31337', 'Chain ID: 0'),
      'the Chain ID line is not a positive decimal integer',
    ],
    [
      'a short nonce',
      MESSAGE.replace('12345678', '1234567'),
      'the Nonce line is not at least 8 letters and digits',
    ],
    [
      'a bad Issued At',
      MESSAGE.replace('00:00:00Z\nExp', '00:00:00\nExp'),
      'the Issued At line is not an RFC 3339 date-time',
    ],
    [
      'a bad Expiration Time',
      MESSAGE.replace('2030-01-02', '2030-02-30'),
      'the Expiration Time is not an RFC 3339 date-time',
    ],
    [
      'a relative URI',
      MESSAGE.replace('URI: http://localhost:5173', 'URI: /login'),
      'the URI line is not an absolute URI',
    ],
    ['a bad resource', `${MESSAGE}\nResources:\n- not a uri`, 'every resource must be "- " and a URI'],
  ])('refuses %s with a 400 naming the line', (_what, text, problem) => {
    expect(refusal(text)).toEqual(notEip4361(problem));
  });

  it('refuses a Solana message: readSiweMessage reads Ethereum accounts only', () => {
    const solana = formatSiwxMessage({
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      version: '1',
      nonce: '12345678',
      issuedAt: '2030-01-01T00:00:00Z',
    });
    expect(refusal(solana)).toEqual(
      notEip4361('the first line must end with "wants you to sign in with your Ethereum account:"'),
    );
  });

  it('refuses a well-formed address with a broken EIP-55 checksum as SIWX_INVALID_ADDRESS', () => {
    const broken = '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(refusal(MESSAGE.replace(ADDRESS, broken))).toEqual({
      status: 400,
      code: 'SIWX_INVALID_ADDRESS',
      message: `The message's address ${broken} is not a valid EIP-55 address.`,
    });
  });

  it('throws nothing but a 400 ApiError for any other text (property)', () => {
    const mutated = fc
      .tuple(fc.nat(), fc.string({ maxLength: 6 }), fc.nat({ max: 8 }))
      .map(([at, insert, remove]) => {
        const index = at % (MESSAGE.length + 1);
        return MESSAGE.slice(0, index) + insert + MESSAGE.slice(index + remove);
      });
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), mutated), (text) => {
        const refused = refusal(text);
        if (refused !== undefined) expect(refused.status).toBe(400);
      }),
      { numRuns: 500 },
    );
  });
});

const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96';
const SOLANA_MESSAGE = [
  'localhost:5173 wants you to sign in with your Solana account:',
  SOLANA_ADDRESS,
  '',
  'Sign in.',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP',
  'Nonce: 12345678',
  'Issued At: 2030-01-01T00:00:00Z',
].join('\n');

function signInRefusal(text: string): { status: number; code: string; message: string } | undefined {
  try {
    readSignInMessage(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
}

const notSolana = (problem: string) => ({
  status: 400,
  code: 'SIWX_INVALID_MESSAGE',
  message: `The message is not a Sign-In With Solana (CAIP-122) message: ${problem}.`,
});

describe('readSignInMessage', () => {
  it('reads an Ethereum message as readSiweMessage does', () => {
    expect(readSignInMessage(MESSAGE)).toEqual(readSiweMessage(MESSAGE));
  });

  it('reads a Solana message: the base58 address as signed and the network reference', () => {
    expect(readSignInMessage(SOLANA_MESSAGE)).toEqual({
      namespace: 'solana',
      domain: 'localhost:5173',
      address: SOLANA_ADDRESS,
      statement: 'Sign in.',
      uri: 'http://localhost:5173',
      version: '1',
      reference: 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP',
      nonce: '12345678',
      issuedAt: '2030-01-01T00:00:00Z',
    });
  });

  it.each([
    [
      'a hex address',
      SOLANA_MESSAGE.replace(SOLANA_ADDRESS, ADDRESS),
      'the second line must be a base58 Solana address of 32 to 44 characters',
    ],
    [
      'a reference with a letter outside base58',
      SOLANA_MESSAGE.replace('Chain ID: AMFM', 'Chain ID: lMFM'),
      'the Chain ID line is not a Solana network reference (base58, up to 32 characters)',
    ],
    [
      'the CAIP-2 id as Chain ID',
      SOLANA_MESSAGE.replace('Chain ID: ', 'Chain ID: solana:'),
      'under the Solana header the Chain ID is the bare network reference',
    ],
    [
      'a short nonce',
      SOLANA_MESSAGE.replace('12345678', '1234567'),
      'the Nonce line is not at least 8 letters and digits',
    ],
    ['a trailing newline', `${SOLANA_MESSAGE}\n`, 'unexpected text on line 11'],
  ])('refuses a Solana message with %s, in Solana terms', (_what, text, problem) => {
    expect(signInRefusal(text)).toEqual(notSolana(problem));
  });

  it('refuses a CAIP-122 message of another namespace: Ethereum and Solana accounts only', () => {
    const hedera = formatSiwxMessage({
      accountAddress: '0.0.1234',
      chainId: 'hedera:mainnet',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      version: '1',
      nonce: '12345678',
      issuedAt: '2030-01-01T00:00:00Z',
    });
    expect(signInRefusal(hedera)).toEqual(
      notEip4361(
        'the first line must end with "wants you to sign in with your Ethereum account:" or "… your Solana account:"',
      ),
    );
  });

  it('throws nothing but a 400 ApiError for mutated Solana texts (property)', () => {
    const mutated = fc
      .tuple(fc.nat(), fc.string({ maxLength: 6 }), fc.nat({ max: 8 }))
      .map(([at, insert, remove]) => {
        const index = at % (SOLANA_MESSAGE.length + 1);
        return SOLANA_MESSAGE.slice(0, index) + insert + SOLANA_MESSAGE.slice(index + remove);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        const refused = signInRefusal(text);
        if (refused !== undefined) expect(refused.status).toBe(400);
      }),
      { numRuns: 500 },
    );
  });
});
