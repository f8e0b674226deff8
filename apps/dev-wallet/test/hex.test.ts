import fc from 'fast-check';
import { stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { ProviderRpcError } from '../src/index.js';
import {
  chainIdToHex,
  decodeMessageText,
  messageToHex,
  parseAddress,
  parseChainId,
  parseData,
  parseQuantity,
} from '../src/wallet/hex.js';

function expectInvalidParams(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).code).toBe(-32602);
    return;
  }
}

/** C0 controls and DEL, except tab, newline and carriage return. */
function isUnreadableControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

describe('parseQuantity', () => {
  it('reads canonical hex quantities', () => {
    expect(parseQuantity('0x0', 'v')).toBe(0n);
    expect(parseQuantity('0x1A', 'v')).toBe(26n);
  });

  it.each(['0x', '0x01', '1', '', '0xg', ' 0x1', 12, null])('rejects %j with -32602', (value) => {
    expect(() => parseQuantity(value, 'v')).toThrow(ProviderRpcError);
  });

  it('round-trips every non-negative bigint', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n }),
        (n) => parseQuantity(`0x${n.toString(16)}`, 'v') === n,
      ),
    );
  });

  it('never throws anything but -32602', () => {
    fc.assert(fc.property(fc.anything(), (value) => expectInvalidParams(() => parseQuantity(value, 'v'))));
  });
});

describe('parseChainId / chainIdToHex', () => {
  it('round-trips every positive safe integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (id) => parseChainId(chainIdToHex(id)) === id,
      ),
    );
  });

  it.each(['0x0', '0x20000000000000', '31337', 31337])('rejects %j', (value) => {
    expect(() => parseChainId(value)).toThrow(/chainId/);
  });

  it('never throws anything but -32602', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) =>
        expectInvalidParams(() => parseChainId(value)),
      ),
    );
  });
});

describe('parseAddress', () => {
  it('checksums any-case addresses', () => {
    expect(parseAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'a')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
  });

  it('accepts every 20-byte hex string and returns it checksummed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${Buffer.from(bytes).toString('hex')}`;
        return parseAddress(lower, 'a').toLowerCase() === lower;
      }),
    );
  });

  it('never throws anything but -32602', () => {
    fc.assert(fc.property(fc.anything(), (value) => expectInvalidParams(() => parseAddress(value, 'a'))));
  });
});

describe('parseData', () => {
  it('accepts even-length hex and rejects odd length or non-hex', () => {
    expect(parseData('0x', 'd')).toBe('0x');
    expect(parseData('0xabCD', 'd')).toBe('0xabCD');
    expect(() => parseData('0xabc', 'd')).toThrow(ProviderRpcError);
    expect(() => parseData('abcd', 'd')).toThrow(ProviderRpcError);
  });

  it('never throws anything but -32602', () => {
    fc.assert(fc.property(fc.anything(), (value) => expectInvalidParams(() => parseData(value, 'd'))));
  });
});

describe('messageToHex / decodeMessageText', () => {
  it('keeps hex bytes and encodes plain text as UTF-8', () => {
    expect(messageToHex('0x6869')).toBe('0x6869');
    expect(messageToHex('hi')).toBe('0x6869');
    expect(() => messageToHex(42)).toThrow(ProviderRpcError);
  });

  it('decodes readable UTF-8 (newlines and tabs included) and refuses binary', () => {
    expect(decodeMessageText(stringToHex('Sign in\n\tNonce: 1 ✓'))).toBe('Sign in\n\tNonce: 1 ✓');
    expect(decodeMessageText('0x')).toBe('');
    expect(decodeMessageText('0xff')).toBeNull();
    expect(decodeMessageText('0x0001')).toBeNull();
  });

  it('round-trips text without control characters', () => {
    const readable = fc
      .string({ unit: 'grapheme' })
      .filter((s) => ![...s].some((ch) => isUnreadableControl(ch.codePointAt(0) ?? 0)));
    fc.assert(fc.property(readable, (text) => decodeMessageText(messageToHex(stringToHex(text))) === text));
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const result = decodeMessageText(`0x${Buffer.from(bytes).toString('hex')}`);
        return result === null || typeof result === 'string';
      }),
    );
  });
});
