import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMessageRules,
  ISSUED_AT_MAX_SKEW_MS,
  isDomainAllowed,
  type MessageRuleContext,
} from './message-rules.js';
import type { SiweMessageFields, SolanaSignInFields } from './read-siwe-message.js';

const NOW = Date.parse('2030-01-01T12:00:00Z');
const ALLOWED = ['https://app.example.com', 'http://localhost:*', 'https://*.example.org'];

const message: SiweMessageFields = {
  domain: 'app.example.com',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  uri: 'https://app.example.com/login',
  version: '1',
  chainId: 31337,
  nonce: 'abcdefgh12345678',
  issuedAt: '2030-01-01T11:59:00Z',
};

const context: MessageRuleContext = {
  allowedOrigins: ALLOWED,
  requestOrigin: 'https://app.example.com',
  servedChainIds: new Set([31337, 31338]),
  nowMs: NOW,
};

const codeOf = (changes: Partial<SiweMessageFields>, contextChanges: Partial<MessageRuleContext> = {}) =>
  checkMessageRules({ ...message, ...changes }, { ...context, ...contextChanges })?.code;

describe('checkMessageRules', () => {
  it('passes a message of an allowed domain, on a served chain, within its times', () => {
    expect(checkMessageRules(message, context)).toBeUndefined();
    expect(
      codeOf({ expirationTime: '2030-01-01T12:05:00Z', notBefore: '2030-01-01T11:00:00Z' }),
    ).toBeUndefined();
    expect(codeOf({}, { requestOrigin: undefined })).toBeUndefined();
  });

  it('refuses a chain the server does not serve, naming it', () => {
    expect(checkMessageRules({ ...message, chainId: 999 }, context)).toEqual({
      status: 400,
      code: 'SIWX_UNSUPPORTED_CHAIN',
      message: "The message's chain id 999 is not a chain this server serves.",
    });
  });

  it('refuses an address with a broken EIP-55 checksum, or not in EIP-55 form at all', () => {
    expect(codeOf({ address: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })).toBe('SIWX_INVALID_ADDRESS');
    expect(codeOf({ address: message.address.toLowerCase() })).toBe('SIWX_INVALID_ADDRESS');
  });

  it('refuses a domain that is not the host of an allowed origin', () => {
    expect(
      checkMessageRules({ ...message, domain: 'evil.example.com' }, { ...context, requestOrigin: undefined }),
    ).toEqual({
      status: 401,
      code: 'SIWX_DOMAIN_NOT_ALLOWED',
      message:
        "The message's domain evil.example.com is not the host of one of the project's allowed origins (spelled as the origin spells it).",
    });
    expect(codeOf({ domain: 'app.example.com:8443' }, { requestOrigin: undefined })).toBe(
      'SIWX_DOMAIN_NOT_ALLOWED',
    );
    expect(codeOf({ domain: 'app.example.com', scheme: 'http' })).toBe('SIWX_DOMAIN_NOT_ALLOWED');
  });

  it('refuses a domain other than the requesting page, even when both are allowed', () => {
    expect(codeOf({ domain: 'a.example.org' })).toBe('SIWX_DOMAIN_MISMATCH');
    expect(codeOf({ domain: 'localhost:5173' }, { requestOrigin: 'http://localhost:5174' })).toBe(
      'SIWX_DOMAIN_MISMATCH',
    );
  });

  it.each([
    ['127.1', 'http://127.0.0.1:*'],
    ['0x7f.1', 'http://127.0.0.1:*'],
    ['2130706433', 'http://127.0.0.1:*'],
    ['0177.0.0.1', 'http://127.0.0.1:*'],
    ['127.0.0.1.', 'http://127.0.0.1:*'],
    ['LOCALHOST:5173', 'http://localhost:*'],
    ['[0:0::1]:5173', 'http://[::1]:*'],
    ['app.example.com:443', 'https://app.example.com'],
  ])('refuses %s, another spelling of an allowed host (%s)', (domain, origin) => {
    const rejection = checkMessageRules(
      { ...message, domain, uri: origin.replace(':*', ':5173') },
      { ...context, allowedOrigins: [origin], requestOrigin: undefined },
    );
    expect(rejection?.code).toBe('SIWX_DOMAIN_NOT_ALLOWED');
    expect(isDomainAllowed({ domain }, [origin])).toBe(false);
  });

  it('accepts the canonical spelling of those hosts', () => {
    expect(isDomainAllowed({ domain: '127.0.0.1:5173' }, ['http://127.0.0.1:*'])).toBe(true);
    expect(isDomainAllowed({ domain: 'localhost:5173' }, ['http://localhost:*'])).toBe(true);
    expect(isDomainAllowed({ domain: '[::1]:5173' }, ['http://[::1]:*'])).toBe(true);
    expect(isDomainAllowed({ domain: 'app.example.com' }, ['https://app.example.com'])).toBe(true);
  });

  it('refuses a URI whose origin is not allowed', () => {
    expect(codeOf({ uri: 'https://evil.com/login' })).toBe('SIWX_URI_NOT_ALLOWED');
    expect(codeOf({ uri: 'http://app.example.com/login' })).toBe('SIWX_URI_NOT_ALLOWED');
    expect(codeOf({ uri: 'https://b.example.org/x' })).toBeUndefined();
  });

  it(`allows Issued At up to ${ISSUED_AT_MAX_SKEW_MS / 1000} s ahead, not further`, () => {
    expect(codeOf({ issuedAt: new Date(NOW + ISSUED_AT_MAX_SKEW_MS).toISOString() })).toBeUndefined();
    expect(codeOf({ issuedAt: new Date(NOW + ISSUED_AT_MAX_SKEW_MS + 1).toISOString() })).toBe(
      'SIWX_ISSUED_IN_FUTURE',
    );
  });

  it('refuses an expired message from its Expiration Time on', () => {
    expect(codeOf({ expirationTime: new Date(NOW).toISOString() })).toBe('SIWX_MESSAGE_EXPIRED');
    expect(codeOf({ expirationTime: new Date(NOW + 1).toISOString() })).toBeUndefined();
  });

  it('refuses a message before its Not Before time', () => {
    expect(codeOf({ notBefore: new Date(NOW + 1).toISOString() })).toBe('SIWX_MESSAGE_NOT_YET_VALID');
    expect(codeOf({ notBefore: new Date(NOW).toISOString() })).toBeUndefined();
  });

  it('compares time zones by the instant, not the text', () => {
    expect(codeOf({ expirationTime: '2030-01-01T12:30:00+01:00' })).toBe('SIWX_MESSAGE_EXPIRED');
    expect(codeOf({ notBefore: '2030-01-01T11:30:00-01:00' })).toBe('SIWX_MESSAGE_NOT_YET_VALID');
  });
});

describe('checkMessageRules for Solana', () => {
  const { chainId: _chainId, address: _address, ...common } = message;
  const solana: SolanaSignInFields = {
    ...common,
    namespace: 'solana',
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    reference: 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP',
  };
  const solanaCodeOf = (changes: Partial<SolanaSignInFields>) =>
    checkMessageRules({ ...solana, ...changes }, context)?.code;

  it('passes a message on any Solana network id, whatever chains the server serves for eip155', () => {
    expect(checkMessageRules(solana, { ...context, servedChainIds: new Set() })).toBeUndefined();
    expect(solanaCodeOf({ reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBeUndefined();
  });

  it('refuses a reference that is not a genesis-hash prefix of 32 base58 characters', () => {
    expect(checkMessageRules({ ...solana, reference: 'abc' }, context)).toEqual({
      status: 400,
      code: 'SIWX_UNSUPPORTED_CHAIN',
      message:
        "The message's chain solana:abc is not a Solana network id (the first 32 characters of its genesis hash).",
    });
  });

  it('refuses an address that is not a 32-byte key', () => {
    expect(solanaCodeOf({ address: '2'.repeat(32) })).toBe('SIWX_INVALID_ADDRESS');
    expect(solanaCodeOf({ address: 'z'.repeat(44) })).toBe('SIWX_INVALID_ADDRESS');
  });

  it('applies the same place and time rules as to eip155', () => {
    expect(solanaCodeOf({ domain: 'evil.example.com' })).toBe('SIWX_DOMAIN_NOT_ALLOWED');
    expect(solanaCodeOf({ uri: 'https://evil.com/' })).toBe('SIWX_URI_NOT_ALLOWED');
    expect(solanaCodeOf({ expirationTime: new Date(NOW).toISOString() })).toBe('SIWX_MESSAGE_EXPIRED');
    expect(solanaCodeOf({ notBefore: new Date(NOW + 1).toISOString() })).toBe('SIWX_MESSAGE_NOT_YET_VALID');
    expect(solanaCodeOf({ issuedAt: new Date(NOW + ISSUED_AT_MAX_SKEW_MS + 1).toISOString() })).toBe(
      'SIWX_ISSUED_IN_FUTURE',
    );
  });
});

describe('isDomainAllowed', () => {
  it('matches either web scheme without a scheme in the message, only the named one with it', () => {
    expect(isDomainAllowed({ domain: 'localhost:5173' }, ALLOWED)).toBe(true);
    expect(isDomainAllowed({ domain: 'localhost:5173', scheme: 'https' }, ALLOWED)).toBe(false);
    expect(isDomainAllowed({ domain: 'x.example.org' }, ALLOWED)).toBe(true);
    expect(isDomainAllowed({ domain: 'example.org' }, ALLOWED)).toBe(false);
  });

  it('never allows a host that is not under an allowed pattern (property)', () => {
    const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}[a-z0-9]$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => {
        const host = `${labels.join('.')}.test`;
        expect(isDomainAllowed({ domain: host }, ALLOWED)).toBe(false);
        expect(isDomainAllowed({ domain: host }, [`https://${host}`])).toBe(true);
        expect(isDomainAllowed({ domain: host }, [`https://*.${host}`])).toBe(false);
      }),
    );
  });
});
