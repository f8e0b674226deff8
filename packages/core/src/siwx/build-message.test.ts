import fc from 'fast-check';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { eip155DataArb } from '../../test/siwx/arbitraries.js';
import { ADDRESS, BASE_MESSAGE_DATA } from '../../test/siwx/message-data.js';
import {
  buildCaip122Message,
  buildEip4361Message,
  createSiwxMessage,
  formatSiwxMessage,
} from './build-message.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxMessageError } from './siwx-errors.js';
import type { SiwxMessageData } from './types.js';

const base: SiwxMessageData = BASE_MESSAGE_DATA;

/** viem's oracle for the same data (times are Dates there). */
function viemMessage(data: SiwxMessageData): string {
  const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value));
  return createSiweMessage({
    address: data.accountAddress as `0x${string}`,
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    expirationTime: date(data.expirationTime),
    notBefore: date(data.notBefore),
    requestId: data.requestId,
    resources: data.resources,
    statement: data.statement,
    scheme: data.scheme,
  });
}

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SiwxMessageError) return error.field;
    throw error;
  }
  return undefined;
}

describe('EIP-4361 text', () => {
  it('minimal message: header, address, two blank lines, then the fields', () => {
    expect(formatSiwxMessage(base)).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        '',
        'URI: https://example.com/path',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: foobarbaz',
        'Issued At: 2023-02-01T00:00:00.000Z',
      ].join('\n'),
    );
  });

  it('every field, in the standard order', () => {
    const text = formatSiwxMessage({
      ...base,
      accountAddress: ADDRESS.toLowerCase(),
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      statement: 'Sign in to the demo.',
      expirationTime: '2023-02-01T00:05:00.000Z',
      notBefore: '2023-01-31T23:59:00Z',
      requestId: 'req-1',
      resources: ['https://example.com/a', 'ipfs://bafy'],
    });
    expect(text).toBe(
      [
        'localhost:5173 wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in to the demo.',
        '',
        'URI: https://example.com/path',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: foobarbaz',
        'Issued At: 2023-02-01T00:00:00.000Z',
        'Expiration Time: 2023-02-01T00:05:00.000Z',
        'Not Before: 2023-01-31T23:59:00Z',
        'Request ID: req-1',
        'Resources:',
        '- https://example.com/a',
        '- ipfs://bafy',
      ].join('\n'),
    );
  });

  it('matches viem createSiweMessage on fixed vectors', () => {
    expect(formatSiwxMessage(base)).toBe(viemMessage(base));
    const full = {
      ...base,
      statement: 'Hi',
      requestId: 'x',
      resources: [],
      expirationTime: '2024-01-01T00:00:00.000Z',
    };
    expect(formatSiwxMessage(full)).toBe(viemMessage(full));
  });

  it('matches viem createSiweMessage byte for byte on generated data', () => {
    fc.assert(
      fc.property(eip155DataArb, (data) => formatSiwxMessage(data) === viemMessage(data)),
      {
        numRuns: 300,
      },
    );
  });

  it('leaves empty optional text fields out, as viem does', () => {
    expect(formatSiwxMessage({ ...base, statement: '', requestId: '' })).toBe(formatSiwxMessage(base));
  });

  it('createSiwxMessage keeps the fields, checksums the address and returns the text from toString()', () => {
    const message = createSiwxMessage({ ...base, accountAddress: ADDRESS.toLowerCase() });
    expect(message.accountAddress).toBe(ADDRESS);
    expect(message.toString()).toBe(formatSiwxMessage(base));
    expect(`${message}`).toBe(formatSiwxMessage(base));
    expect(JSON.parse(JSON.stringify(message))).toEqual(base);
  });

  it('buildEip4361Message refuses non-eip155 chains', () => {
    expect(
      fieldOf(() =>
        buildEip4361Message({
          ...base,
          chainId: 'solana:abc',
          accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
        }),
      ),
    ).toBe('chainId');
  });
});

describe('CAIP-122 text', () => {
  const solana: SiwxMessageData = {
    ...base,
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  };

  const hedera = { ...base, chainId: 'hedera:mainnet' as const, accountAddress: '0.0.1234' };

  it('writes the Solana profile: Solana header, base58 address, the bare reference as Chain ID', () => {
    const lines = buildCaip122Message(solana).split('\n');
    expect(lines[0]).toBe('example.com wants you to sign in with your Solana account:');
    expect(lines[1]).toBe(solana.accountAddress);
    expect(lines).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(lines.some((line) => line.includes('solana:'))).toBe(false);
  });

  it('writes the full CAIP-2 id for namespaces without a fixed header', () => {
    expect(buildCaip122Message(hedera).split('\n')).toContain('Chain ID: hedera:mainnet');
  });

  it('takes a chain name, and falls back to the namespace for unknown ones', () => {
    expect(buildCaip122Message(hedera, { chainName: 'Hedera Mainnet' }).split('\n')[0]).toContain(
      'your Hedera Mainnet account:',
    );
    expect(buildCaip122Message(hedera).split('\n')[0]).toContain('your hedera account:');
  });

  it('keeps the Solana header fixed: a chain name is ignored, as for eip155', () => {
    expect(buildCaip122Message(solana, { chainName: 'Solana Mainnet' })).toBe(buildCaip122Message(solana));
  });

  it('keeps the Ethereum and Solana headers to their namespaces', () => {
    expect(fieldOf(() => buildCaip122Message(hedera, { chainName: 'Ethereum' }))).toBe('chainId');
    expect(fieldOf(() => buildCaip122Message(hedera, { chainName: 'Solana' }))).toBe('chainId');
    const text = buildCaip122Message(hedera).replace('your hedera account', 'your Ethereum account');
    let thrown: unknown;
    try {
      parseSiwxMessage(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SiwxMessageError);
    expect((thrown as SiwxMessageError).details).toContain('The Ethereum header belongs to an eip155');
  });

  it('is the EIP-4361 text for eip155', () => {
    expect(buildCaip122Message(base, { chainName: 'Ignored' })).toBe(formatSiwxMessage(base));
  });
});

describe('field validation', () => {
  const cases: Array<[string, Partial<SiwxMessageData> | Record<string, unknown>, string]> = [
    ['a short nonce', { nonce: 'abc1234' }, 'nonce'],
    ['a nonce with symbols', { nonce: 'abcd-1234' }, 'nonce'],
    ['a statement with a newline', { statement: 'line\nbreak' }, 'statement'],
    ['a statement with a carriage return', { statement: 'line\rbreak' }, 'statement'],
    ['a domain with a scheme', { domain: 'https://example.com' }, 'domain'],
    ['a domain with a path', { domain: 'example.com/x' }, 'domain'],
    ['a domain with a space', { domain: 'exa mple.com' }, 'domain'],
    ['a port above 65535', { domain: 'example.com:70000' }, 'domain'],
    ['a uri without scheme', { uri: 'example.com' }, 'uri'],
    ['a uri with a space', { uri: 'https://example.com/a b' }, 'uri'],
    ['a uri with a broken escape', { uri: 'https://example.com/%zz' }, 'uri'],
    ['a non-ISO time', { issuedAt: 'yesterday' }, 'issuedAt'],
    ['a date without time', { issuedAt: '2024-01-01' }, 'issuedAt'],
    ['31 April', { expirationTime: '2024-04-31T00:00:00Z' }, 'expirationTime'],
    ['hour 24', { notBefore: '2024-04-01T24:00:00Z' }, 'notBefore'],
    ['a bad checksum', { accountAddress: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251E' }, 'accountAddress'],
    ['a short address', { accountAddress: '0x1234' }, 'accountAddress'],
    ['a non-decimal eip155 id', { chainId: 'eip155:0x1' }, 'chainId'],
    ['a non-CAIP chain id', { chainId: '1' }, 'chainId'],
    ['version 2', { version: '2' }, 'version'],
    ['a resource that is not a URI', { resources: ['not a uri'] }, 'resources'],
    ['a request id with a newline', { requestId: 'a\nb' }, 'requestId'],
    ['a number for the nonce', { nonce: 12345678 }, 'nonce'],
  ];
  it.each(cases)('rejects %s with a typed error naming the field', (_, patch, field) => {
    expect(fieldOf(() => formatSiwxMessage({ ...base, ...patch } as SiwxMessageData))).toBe(field);
  });

  it('accepts all-lowercase addresses, IPv4 and bracketed IPv6 hosts, offsets in times', () => {
    for (const patch of [
      { accountAddress: ADDRESS.toLowerCase() },
      { domain: '127.0.0.1:8080' },
      { domain: '[::1]:3000' },
      { domain: 'localhost' },
      { issuedAt: '2024-02-29T12:30:00+02:00' },
      { uri: 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66' },
    ]) {
      expect(() => formatSiwxMessage({ ...base, ...patch })).not.toThrow();
    }
  });

  it('the error is a WalletportError with code INVALID_SIWX_MESSAGE', () => {
    try {
      formatSiwxMessage({ ...base, nonce: 'x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ name: 'SiwxMessageError', code: 'INVALID_SIWX_MESSAGE', field: 'nonce' });
    }
  });
});
