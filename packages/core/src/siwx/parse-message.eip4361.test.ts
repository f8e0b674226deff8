/**
 * The parser against EIP-4361 texts other SDKs write (viem's createSiweMessage): the optional scheme
 * before the domain, a message without a statement, and the strict layout a verifier relies on. The
 * Walletport server reads sign-in messages with this parser, so its refusals are tested here.
 */
import fc from 'fast-check';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { formatSiwxMessage } from './build-message.js';
import { isUri } from './message-fields.js';
import { parseSiwxMessage, readSiwxMessage } from './parse-message.js';
import { type SiwxMessageField, SiwxMessageError } from './siwx-errors.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const FULL = [
  'https://app.example.com wants you to sign in with your Ethereum account:',
  ADDRESS,
  '',
  'Sign in to Example.',
  '',
  'URI: https://app.example.com/login',
  'Version: 1',
  'Chain ID: 31337',
  'Nonce: abcdEFGH1234abcd',
  'Issued At: 2030-01-01T00:00:00.000Z',
  'Expiration Time: 2030-01-02T00:00:00Z',
  'Not Before: 2029-12-31T23:00:00+01:00',
  'Request ID: req-7',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/terms',
].join('\n');

const MINIMAL = [
  'localhost:5173 wants you to sign in with your Ethereum account:',
  ADDRESS,
  '',
  '',
  'URI: http://localhost:5173',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 12345678',
  'Issued At: 2030-01-01T00:00:00Z',
].join('\n');

/** The error parsing `text` throws: field and details; undefined when it parses. */
function refusal(text: string): { field: SiwxMessageField; details: string | undefined } | undefined {
  try {
    readSiwxMessage(text);
    return undefined;
  } catch (error) {
    if (!(error instanceof SiwxMessageError)) throw error;
    return { field: error.field, details: error.details };
  }
}

describe('readSiwxMessage (EIP-4361 as other SDKs write it)', () => {
  it('reads every field of a full message with a scheme, keeping the date-times as written', () => {
    expect(readSiwxMessage(FULL)).toEqual({
      scheme: 'https',
      data: {
        domain: 'app.example.com',
        scheme: 'https',
        accountAddress: ADDRESS,
        statement: 'Sign in to Example.',
        uri: 'https://app.example.com/login',
        version: '1',
        chainId: 'eip155:31337',
        nonce: 'abcdEFGH1234abcd',
        issuedAt: '2030-01-01T00:00:00.000Z',
        expirationTime: '2030-01-02T00:00:00Z',
        notBefore: '2029-12-31T23:00:00+01:00',
        requestId: 'req-7',
        resources: [
          'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
          'https://example.com/terms',
        ],
      },
    });
    // parseSiwxMessage gives the same fields, the scheme among them, and they build the same text back.
    expect(parseSiwxMessage(FULL)).toEqual(readSiwxMessage(FULL).data);
    expect(formatSiwxMessage(parseSiwxMessage(FULL))).toBe(FULL);
  });

  it('reads a message without scheme, statement or optional fields (two empty lines after the address)', () => {
    expect(readSiwxMessage(MINIMAL)).toEqual({
      data: {
        domain: 'localhost:5173',
        accountAddress: ADDRESS,
        uri: 'http://localhost:5173',
        version: '1',
        chainId: 'eip155:1',
        nonce: '12345678',
        issuedAt: '2030-01-01T00:00:00Z',
      },
    });
  });

  it.each<[string, string, SiwxMessageField, RegExp?]>([
    ['a trailing newline', `${MINIMAL}\n`, 'message', /^Unexpected text on line 10\.$/],
    ['an extra line', `${MINIMAL}\nHello`, 'message', /^Unexpected text on line 10\.$/],
    ['CRLF line ends', MINIMAL.replaceAll('\n', '\r\n'), 'message', /^Lines must end with LF only; line 1/],
    ['a CR inside a line', MINIMAL.replace('Nonce: 1234', 'Nonce: 12\r34'), 'message', /line 8 has a CR/],
    ['text before the first line', `Note\n${MINIMAL}`, 'message', /^Line 1 must read/],
    ['a short address', MINIMAL.replace(ADDRESS, ADDRESS.slice(0, 41)), 'accountAddress'],
    ['user info in the domain', MINIMAL.replace('localhost:5173 wants', 'evil@localhost wants'), 'domain'],
    ['a path in the domain', MINIMAL.replace('localhost:5173 wants', 'localhost/x wants'), 'domain'],
    ['a scheme that is not one', MINIMAL.replace('localhost:5173 wants', '1x://localhost wants'), 'message'],
    ['version 2', MINIMAL.replace('Version: 1', 'Version: 2'), 'version'],
    ['a hex chain id', MINIMAL.replace('Chain ID: 1', 'Chain ID: 0x1'), 'chainId'],
    ['chain id 0', MINIMAL.replace('Chain ID: 1', 'Chain ID: 0'), 'chainId'],
    ['a chain id beyond 2^53 - 1', MINIMAL.replace('Chain ID: 1', 'Chain ID: 9007199254740992'), 'chainId'],
    ['a short nonce', MINIMAL.replace('12345678', '1234567'), 'nonce'],
    ['a nonce with symbols', MINIMAL.replace('12345678', '1234-5678'), 'nonce'],
    ['a date without zone', MINIMAL.replace('00:00:00Z', '00:00:00'), 'issuedAt'],
    ['an impossible date', MINIMAL.replace('2030-01-01', '2030-13-45'), 'issuedAt'],
    [
      'fields out of order',
      MINIMAL.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'),
      'message',
      /^Expected line 6 to start with "Version: "\.$/,
    ],
    ['a relative URI', MINIMAL.replace('URI: http://localhost:5173', 'URI: /login'), 'uri'],
    ['a URI with nothing after the scheme', MINIMAL.replace('URI: http://localhost:5173', 'URI: a:'), 'uri'],
    ['a URI with a bad port', MINIMAL.replace('URI: http://localhost:5173', 'URI: http://a:b'), 'uri'],
    [
      'one empty line only',
      MINIMAL.replace(`${ADDRESS}\n\n\n`, `${ADDRESS}\n\n`),
      'message',
      /^Expected line 5 to be empty\.$/,
    ],
    ['a bad resource', `${MINIMAL}\nResources:\n- not a uri`, 'resources'],
    ['a bad expiration', `${MINIMAL}\nExpiration Time: tomorrow`, 'expirationTime'],
  ])('refuses %s, naming the field', (_what, text, field, details) => {
    const error = refusal(text);
    expect(error?.field).toBe(field);
    if (details !== undefined) expect(error?.details).toMatch(details);
  });

  const checksummed = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`));
  const label = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
  const domain = fc.oneof(
    fc.array(label, { minLength: 1, maxLength: 3 }).map((labels) => `${labels.join('.')}.com`),
    fc.integer({ min: 1, max: 65_535 }).map((port) => `localhost:${port}`),
  );
  const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
  const uri = fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((url) => !/\s/.test(url));
  const viemFields = fc.record(
    {
      address: checksummed,
      chainId: fc.integer({ min: 1, max: 2 ** 40 }),
      domain,
      nonce: fc.stringMatching(/^[A-Za-z0-9]{8,32}$/),
      uri,
      version: fc.constant('1' as const),
      issuedAt: date,
      expirationTime: date,
      notBefore: date,
      requestId: fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
      resources: fc.array(uri, { minLength: 1, maxLength: 3 }),
      scheme: fc.constantFrom('https', 'http'),
      statement: fc.stringMatching(/^[A-Za-z0-9 .,!?']{1,60}$/),
    },
    { requiredKeys: ['address', 'chainId', 'domain', 'nonce', 'uri', 'version', 'issuedAt'] },
  );

  it("reads back every field of any message viem's createSiweMessage builds (property)", () => {
    fc.assert(
      fc.property(viemFields, (input) => {
        const { data, scheme } = readSiwxMessage(createSiweMessage(input));
        expect(scheme).toBe(input.scheme);
        expect(data.accountAddress).toBe(input.address);
        expect(data.chainId).toBe(`eip155:${input.chainId}`);
        expect(data.domain).toBe(input.domain);
        expect(data.nonce).toBe(input.nonce);
        expect(data.uri).toBe(input.uri);
        expect(data.statement).toBe(input.statement);
        expect(data.requestId).toBe(input.requestId);
        expect(data.resources).toEqual(input.resources);
        expect(Date.parse(data.issuedAt)).toBe(input.issuedAt.getTime());
        expect(data.expirationTime && Date.parse(data.expirationTime)).toBe(input.expirationTime?.getTime());
        expect(data.notBefore && Date.parse(data.notBefore)).toBe(input.notBefore?.getTime());
      }),
    );
  });

  it('refuses any message with text appended, with a SiwxMessageError only (property)', () => {
    fc.assert(
      fc.property(viemFields, fc.string({ minLength: 1 }), (input, extra) => {
        const error = refusal(`${createSiweMessage(input)}\n${extra}`);
        // Only another well-formed resource line may follow a message that ends with resources.
        const anotherResource =
          input.resources !== undefined && extra.startsWith('- ') && isUri(extra.slice(2));
        expect(error === undefined).toBe(anotherResource);
        refusal(extra);
      }),
    );
  });
});
