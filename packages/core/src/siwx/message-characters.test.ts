/**
 * The characters EIP-4361's ABNF allows, and the one spelling of a message: statements are
 * `*( reserved / unreserved / " " )`, request ids `*pchar`, the address is EIP-55, and a scheme before
 * the domain survives parse → build. Anything else is refused by the builder and the parser alike.
 */
import fc from 'fast-check';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import {
  eip155DataArb,
  forbiddenCharacterArb,
  requestIdArb,
  STATEMENT_CHARACTERS,
  solanaDataArb,
  statementArb,
} from '../../test/siwx/arbitraries.js';
import { ADDRESS, BASE_MESSAGE_DATA } from '../../test/siwx/message-data.js';
import { formatSiwxMessage } from './build-message.js';
import { codePointName } from './message-fields.js';
import { parseSiwxMessage } from './parse-message.js';
import { SiwxMessageError } from './siwx-errors.js';
import type { SiwxMessageData } from './types.js';

const base: SiwxMessageData = { ...BASE_MESSAGE_DATA, statement: 'Sign in', requestId: 'req-1' };

function errorOf(run: () => unknown): SiwxMessageError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SiwxMessageError) return error;
    throw error;
  }
  return undefined;
}

/** `text` with `character` put in at a position chosen by `at`. */
function inserted(text: string, character: string, at: number): string {
  const index = at % (text.length + 1);
  return `${text.slice(0, index)}${character}${text.slice(index)}`;
}

describe('one spelling per message', () => {
  it('parse(build(data)) gives the data back, scheme included (property)', () => {
    fc.assert(
      fc.property(fc.oneof(eip155DataArb, solanaDataArb), (data) => {
        const text = formatSiwxMessage(data);
        const parsed = parseSiwxMessage(text);
        expect(formatSiwxMessage(parsed)).toBe(text);
        expect(parsed.scheme).toBe(data.scheme);
        expect(parsed.statement).toBe(data.statement);
        expect(parsed.requestId).toBe(data.requestId);
      }),
      { numRuns: 300 },
    );
  });

  it('build(parse(text)) is the text for what viem writes with a scheme', () => {
    const text = createSiweMessage({
      address: ADDRESS,
      chainId: 1,
      domain: 'example.com',
      scheme: 'https',
      uri: 'https://example.com/path',
      version: '1',
      nonce: 'foobarbaz',
      issuedAt: new Date('2023-02-01T00:00:00.000Z'),
    });
    expect(text.startsWith('https://example.com wants you')).toBe(true);
    expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text);
  });

  it('refuses an all-lower-case address in a message (EIP-4361 asks for EIP-55)', () => {
    const text = formatSiwxMessage(base).replace(ADDRESS, ADDRESS.toLowerCase());
    const error = errorOf(() => parseSiwxMessage(text));
    expect(error?.field).toBe('accountAddress');
    expect(error?.details).toMatch(/EIP-55/);
    // The builder still takes one and writes the checksummed form.
    expect(formatSiwxMessage({ ...base, accountAddress: ADDRESS.toLowerCase() })).toContain(ADDRESS);
  });

  it('refuses a scheme that is not one in the builder', () => {
    expect(errorOf(() => formatSiwxMessage({ ...base, scheme: '1x' }))?.field).toBe('domain');
  });
});

describe('characters EIP-4361 allows', () => {
  it('accepts every statement of reserved, unreserved characters and spaces (property)', () => {
    fc.assert(
      fc.property(statementArb, (statement) => {
        expect(parseSiwxMessage(formatSiwxMessage({ ...base, statement })).statement).toBe(statement);
      }),
    );
    expect(STATEMENT_CHARACTERS).toHaveLength(85);
  });

  it('accepts every request id of pchar, percent escapes included (property)', () => {
    fc.assert(
      fc.property(requestIdArb, (requestId) => {
        expect(parseSiwxMessage(formatSiwxMessage({ ...base, requestId })).requestId).toBe(requestId);
      }),
    );
  });

  it('refuses a forbidden character in a statement, naming its code point (property)', () => {
    fc.assert(
      fc.property(statementArb, forbiddenCharacterArb, fc.nat(), (statement, character, at) => {
        const bad = inserted(statement, character, at);
        const built = errorOf(() => formatSiwxMessage({ ...base, statement: bad }));
        expect(built?.field).toBe('statement');
        const lineBreak = character === '\n' || character === '\r';
        expect(built?.details).toContain(lineBreak ? 'line break' : codePointName(character));
        // The parser refuses the same text written by hand (a line break makes it another layout).
        const text = formatSiwxMessage(base).replace('\nSign in\n', () => `\n${bad}\n`);
        const parsed = errorOf(() => parseSiwxMessage(text));
        expect(parsed).toBeInstanceOf(SiwxMessageError);
        if (!lineBreak) expect(parsed?.field).toBe('statement');
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a forbidden character in a request id, naming its code point (property)', () => {
    fc.assert(
      fc.property(requestIdArb, forbiddenCharacterArb, fc.nat(), (requestId, character, at) => {
        const bad = inserted(requestId, character, at);
        const built = errorOf(() => formatSiwxMessage({ ...base, requestId: bad }));
        expect(built?.field).toBe('requestId');
        const text = formatSiwxMessage(base).replace('Request ID: req-1', () => `Request ID: ${bad}`);
        const parsed = errorOf(() => parseSiwxMessage(text));
        expect(parsed).toBeInstanceOf(SiwxMessageError);
        if (character !== '\n' && character !== '\r') {
          expect(parsed?.field).toBe('requestId');
          expect(parsed?.details).toContain(codePointName(character));
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['a right-to-left override', 'Sign in \u202e to Example'],
    ['a line separator', 'Sign in\u2028URI: https://evil.example'],
    ['a NUL', 'Sign in\u0000'],
    ['markup', 'Sign in <b>now</b>'],
    ['a percent sign', '100% safe'],
  ])('refuses a statement with %s', (_title, statement) => {
    expect(errorOf(() => formatSiwxMessage({ ...base, statement }))?.field).toBe('statement');
  });

  it.each([
    ['a space', 'req 1'],
    ['a slash', 'req/1'],
    ['a broken percent escape', 'req%2'],
    ['a bidi isolate', 'req\u20661'],
  ])('refuses a request id with %s', (_title, requestId) => {
    expect(errorOf(() => formatSiwxMessage({ ...base, requestId }))?.field).toBe('requestId');
  });

  it('refuses a CAIP-122 chain name with a format mark or a control', () => {
    const data: SiwxMessageData = { ...base, chainId: 'hedera:mainnet', accountAddress: '0.0.1234' };
    for (const chainName of ['Hed\u202eera', 'Hedera\u0000', ' Hedera', '']) {
      expect(errorOf(() => formatSiwxMessage(data, { chainName }))?.field).toBe('chainId');
    }
    const text = formatSiwxMessage(data, { chainName: 'Hedera' }).replace('Hedera', 'Hed\u202eera');
    expect(errorOf(() => parseSiwxMessage(text))?.field).toBe('chainId');
  });
});
