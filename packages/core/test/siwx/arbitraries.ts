/**
 * fast-check generators of valid sign-in message fields, shared by the builder and parser tests. The
 * values stay inside what viem's createSiweMessage also accepts, so the same data serves as its oracle.
 */
import fc from 'fast-check';
import type { SiwxMessageData } from '../../src/siwx/index.js';
import { toChecksumAddress } from '../../src/validation/index.js';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const lowerAlnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''));

export const nonceArb = fc.string({ unit: alnum, minLength: 8, maxLength: 32 });

const labelArb = fc.string({ unit: lowerAlnum, minLength: 1, maxLength: 12 });
const tldArb = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')),
  minLength: 2,
  maxLength: 6,
});
const portArb = fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined });

export const domainArb = fc.oneof(
  fc
    .tuple(fc.array(labelArb, { minLength: 1, maxLength: 3 }), tldArb, portArb)
    .map(([labels, tld, port]) => `${[...labels, tld].join('.')}${port === undefined ? '' : `:${port}`}`),
  portArb.map((port) => `localhost${port === undefined ? '' : `:${port}`}`),
);

const pathArb = fc.array(labelArb, { maxLength: 3 }).map((segments) => segments.map((s) => `/${s}`).join(''));
export const uriArb = fc.oneof(
  fc
    .tuple(fc.constantFrom('https', 'http'), domainArb, pathArb)
    .map(([scheme, host, path]) => `${scheme}://${host}${path}`),
  fc.tuple(labelArb, labelArb).map(([a, b]) => `urn:${a}:${b}`),
  fc.string({ unit: alnum, minLength: 46, maxLength: 46 }).map((cid) => `ipfs://${cid}`),
);

export const addressArb = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => toChecksumAddress(`0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`));

/** Whole-millisecond instants between 2000 and 2100, written as toISOString does. */
export const dateTimeArb = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

/** EIP-4361's statement characters: RFC 3986 reserved and unreserved ones, and the space. */
export const STATEMENT_CHARACTERS =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;= ";

/** A non-empty statement (an empty one is left out of the text). */
export const statementArb = fc.string({
  unit: fc.constantFrom(...STATEMENT_CHARACTERS.split('')),
  minLength: 1,
  maxLength: 80,
});

/** EIP-4361's request-id: *pchar, percent escapes included. */
export const requestIdArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      ..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@".split(''),
    ),
    fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`),
  ),
  minLength: 1,
  maxLength: 20,
});

/** Text EIP-4361 allows in no field: controls, bidi and other format marks, line separators, markup. */
export const forbiddenCharacterArb = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u0085', '\u00a0', '\u200b', '\u200e', '\u200f', '\u202a', '\u202e'),
  fc.constantFrom('\u2028', '\u2029', '\u2066', '\u2069', '\ufeff', '<', '>', '"', '\\', '`', '{', '}'),
  fc.constantFrom('^', '|', 'é', 'а', '🚀'),
);

export const eip155DataArb: fc.Arbitrary<SiwxMessageData> = fc.record(
  {
    accountAddress: addressArb,
    chainId: fc.integer({ min: 1, max: 2 ** 40 }).map((id) => `eip155:${id}` as const),
    domain: domainArb,
    uri: uriArb,
    version: fc.constant('1' as const),
    nonce: nonceArb,
    issuedAt: dateTimeArb,
    expirationTime: dateTimeArb,
    notBefore: dateTimeArb,
    requestId: requestIdArb,
    resources: fc.array(uriArb, { maxLength: 4 }),
    statement: statementArb,
    scheme: fc.constantFrom('https', 'http'),
  },
  { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] },
);

const base58 = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split(''));
export const solanaDataArb: fc.Arbitrary<SiwxMessageData> = fc
  .tuple(eip155DataArb, fc.string({ unit: base58, minLength: 32, maxLength: 44 }))
  .map(([data, address]) => ({
    ...data,
    accountAddress: address,
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
  }));
