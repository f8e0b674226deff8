/** Parameter checks of signing requests, and the stateless batch id. */
import fc from 'fast-check';
import { type Hex, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeBatchId, encodeBatchId } from '../src/frame/wallet/call-batches.js';
import {
  parseHexData,
  parsePersonalSignParams,
  parseQuantity,
  parseSendCallsParams,
  parseTransactionParams,
  parseTypedData,
} from '../src/frame/wallet/params.js';
import { ProviderRpcError } from '../src/frame/wallet/rpc-errors.js';

function expectInvalid(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect((error as ProviderRpcError).code).toBe(-32602);
    return;
  }
}

describe('parseQuantity', () => {
  it('round-trips every 256-bit value written as hex, and every safe integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        expect(parseQuantity(toHex(value), 'q')).toBe(value);
      }),
    );
    fc.assert(
      fc.property(fc.nat(), (value) => {
        expect(parseQuantity(value, 'q')).toBe(BigInt(value));
      }),
    );
    expect(parseQuantity('0x000a', 'q')).toBe(10n);
  });

  it('refuses anything else with -32602', () => {
    for (const bad of ['10', '0x', '-0x1', '0xg', 1.5, -1, `0x${'f'.repeat(65)}`, null, {}]) {
      expect(() => parseQuantity(bad, 'q'), String(bad)).toThrow(ProviderRpcError);
    }
    fc.assert(fc.property(fc.anything(), (value) => expectInvalid(() => parseQuantity(value, 'q'))));
  });
});

describe('parseHexData / parseTransactionParams / parsePersonalSignParams', () => {
  it('hex data must be whole bytes', () => {
    expect(parseHexData('0xABcd', 'd')).toBe('0xabcd');
    expect(() => parseHexData('0xabc', 'd')).toThrow(ProviderRpcError);
    fc.assert(fc.property(fc.anything(), (value) => expectInvalid(() => parseHexData(value, 'd'))));
  });

  it('a transaction keeps only known fields, with aliases and checksummed addresses', () => {
    expect(
      parseTransactionParams({
        from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
        to: '0x000000000000000000000000000000000000beef',
        input: '0x01',
        gasLimit: '0x5208',
        value: '0x0',
        nonce: '0x3',
        unknown: 'ignored',
      }),
    ).toEqual({
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: '0x000000000000000000000000000000000000bEEF',
      data: '0x01',
      gas: 21000n,
      value: 0n,
      nonce: 3,
    });
  });

  it('refuses mixed fee kinds, a deployment without code, and malformed fields', () => {
    expect(() =>
      parseTransactionParams({
        to: '0x000000000000000000000000000000000000beef',
        gasPrice: '0x1',
        maxFeePerGas: '0x1',
      }),
    ).toThrow('gasPrice');
    expect(() => parseTransactionParams({ value: '0x1' })).toThrow(ProviderRpcError);
    expect(() => parseTransactionParams({ to: '0x1234' })).toThrow(ProviderRpcError);
    fc.assert(fc.property(fc.anything(), (value) => expectInvalid(() => parseTransactionParams(value))));
  });

  it('personal_sign: hex is bytes, anything else is text', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(parsePersonalSignParams(['0x6869', address]).message).toEqual({ raw: '0x6869' });
    expect(parsePersonalSignParams(['0x686', address]).message).toBe('0x686');
    expect(parsePersonalSignParams(['hi', address]).message).toBe('hi');
  });
});

describe('parseTypedData / parseSendCallsParams', () => {
  it('accept only well-formed input and otherwise throw -32602', () => {
    fc.assert(fc.property(fc.anything(), (value) => expectInvalid(() => parseTypedData(value))));
    fc.assert(fc.property(fc.anything(), (value) => expectInvalid(() => parseSendCallsParams(value))));
  });

  it('normalises a string domain chainId', () => {
    const typed = parseTypedData({
      types: { A: [{ name: 'x', type: 'uint8' }] },
      primaryType: 'A',
      domain: { chainId: '0x89' },
      message: { x: 1 },
    });
    expect(typed.domain?.chainId).toBe(137n);
  });

  it('collects the capabilities the app requires, not the optional ones', () => {
    const parsed = parseSendCallsParams([
      {
        chainId: '0x1',
        calls: [{ to: '0x000000000000000000000000000000000000beef', capabilities: { auxiliaryFunds: {} } }],
        capabilities: { paymasterService: { optional: true }, permissions: { optional: false } },
      },
    ]);
    expect(parsed.requiredCapabilities).toEqual(['permissions', 'auxiliaryFunds']);
    expect(parsed.atomicRequired).toBe(false);
  });
});

describe('batch ids', () => {
  it('decode(encode(batch)) is the batch', () => {
    const hash = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => toHex(bytes) as Hex);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 16 }),
        fc.array(hash, { maxLength: 16 }),
        (chainId, callCount, hashes) => {
          fc.pre(hashes.length <= callCount);
          const id = encodeBatchId({ chainId, callCount, hashes });
          expect(decodeBatchId(id)).toEqual({ chainId, callCount, hashes });
        },
      ),
    );
  });

  it('anything else is not a batch id', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const decoded = decodeBatchId(value);
        if (decoded !== undefined) expect(decoded.hashes.length).toBeLessThanOrEqual(decoded.callCount);
      }),
    );
    expect(decodeBatchId('0x02000000000000000101')).toBeUndefined();
    expect(decodeBatchId('my-batch')).toBeUndefined();
  });
});
