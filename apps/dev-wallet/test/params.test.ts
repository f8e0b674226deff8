import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProviderRpcError, parseAddChainParameter } from '../src/index.js';
import {
  parsePersonalSignParams,
  parseSignTypedDataParams,
  typedDataChainId,
} from '../src/wallet/sign-params.js';
import { parseTransactionRequest } from '../src/wallet/transaction.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Every parser here either returns or throws a -32602 ProviderRpcError: nothing else escapes. */
function onlyInvalidParams(parse: (value: unknown) => unknown) {
  return (value: unknown) => {
    try {
      parse(value);
    } catch (error) {
      return error instanceof ProviderRpcError && error.code === -32602;
    }
    return true;
  };
}

const jsonish = fc.oneof(
  fc.anything(),
  fc.record({
    to: fc.constantFrom(address, 'x', undefined),
    value: fc.oneof(fc.string(), fc.constant('0x1')),
  }),
  fc.array(fc.anything()),
);

describe('parseTransactionRequest', () => {
  it('reads every field, accepting input as an alias of data', () => {
    expect(
      parseTransactionRequest({
        from: address.toLowerCase(),
        to: address,
        value: '0x10',
        input: '0xabcd',
        gas: '0x5208',
        maxFeePerGas: '0x2',
        maxPriorityFeePerGas: '0x1',
        nonce: '0x7',
      }),
    ).toEqual({
      from: address,
      to: address,
      value: 16n,
      data: '0xabcd',
      gas: 21000n,
      maxFeePerGas: 2n,
      maxPriorityFeePerGas: 1n,
      nonce: 7,
    });
  });

  it('treats null fields as absent and allows contract creation with data', () => {
    expect(parseTransactionRequest({ to: null, data: '0x6000', value: null })).toEqual({ data: '0x6000' });
  });

  it('refuses conflicting data/input and mixed fee models', () => {
    expect(() => parseTransactionRequest({ to: address, data: '0x01', input: '0x02' })).toThrow(/differ/);
    expect(() =>
      parseTransactionRequest({ to: address, gasPrice: '0x1', maxPriorityFeePerGas: '0x1' }),
    ).toThrow(/gasPrice/);
  });

  it('never throws anything but -32602', () => {
    fc.assert(fc.property(jsonish, onlyInvalidParams(parseTransactionRequest)));
  });
});

describe('parseAddChainParameter', () => {
  const valid = {
    chainId: '0x2105',
    chainName: ' Base ',
    rpcUrls: ['https://rpc.example/', 'https://backup.example/'],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    blockExplorerUrls: ['https://scan.example/'],
  };

  it('takes the first RPC URL and explorer, trimming the name', () => {
    expect(parseAddChainParameter(valid)).toEqual({
      id: 8453,
      name: 'Base',
      rpcUrl: 'https://rpc.example/',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrl: 'https://scan.example/',
    });
  });

  it('defaults the native currency and accepts a null explorer list', () => {
    const { nativeCurrency: _, ...rest } = valid;
    expect(parseAddChainParameter({ ...rest, blockExplorerUrls: null }).nativeCurrency.symbol).toBe('ETH');
  });

  it('never throws anything but -32602', () => {
    const mutated = fc.record({
      chainId: fc.oneof(fc.constant('0x1'), fc.string(), fc.integer()),
      chainName: fc.oneof(fc.string(), fc.anything()),
      rpcUrls: fc.oneof(fc.array(fc.oneof(fc.webUrl(), fc.string())), fc.anything()),
      nativeCurrency: fc.oneof(
        fc.constant(undefined),
        fc.anything(),
        fc.record({ name: fc.string(), symbol: fc.string(), decimals: fc.integer() }),
      ),
      blockExplorerUrls: fc.oneof(fc.constant(undefined), fc.array(fc.string())),
    });
    fc.assert(fc.property(fc.oneof(fc.anything(), mutated), onlyInvalidParams(parseAddChainParameter)));
  });
});

describe('parsePersonalSignParams', () => {
  it('reads [message, address] and the legacy [address, message]', () => {
    expect(parsePersonalSignParams(['0x6869', address])).toEqual({ message: '0x6869', address });
    expect(parsePersonalSignParams([address, 'hi'])).toEqual({ message: '0x6869', address });
  });

  it('keeps [message, address] when both are addresses (the message is the first)', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(parsePersonalSignParams([other, address])).toEqual({ message: other, address });
  });

  it('never throws anything but -32602', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.tuple(fc.string(), fc.constant(address))),
        onlyInvalidParams(parsePersonalSignParams),
      ),
    );
  });
});

describe('parseSignTypedDataParams / typedDataChainId', () => {
  const typedData = {
    types: { Note: [{ name: 'text', type: 'string' }] },
    primaryType: 'Note',
    domain: { name: 'App', chainId: '0x7a69' },
    message: { text: 'hi' },
  };

  it('parses JSON text and reads the domain chain id in any form', () => {
    const { typedData: parsed } = parseSignTypedDataParams([address, JSON.stringify(typedData)]);
    expect(typedDataChainId(parsed)).toBe(31337);
    for (const chainId of [31337, '31337', 31337n]) {
      expect(typedDataChainId({ ...parsed, domain: { chainId } } as never)).toBe(31337);
    }
    expect(typedDataChainId({ ...parsed, domain: {} } as never)).toBeUndefined();
    expect(() => typedDataChainId({ ...parsed, domain: { chainId: 'main' } } as never)).toThrow(
      ProviderRpcError,
    );
  });

  it('never throws anything but -32602', () => {
    const shapes = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.record({
        types: fc.anything(),
        primaryType: fc.string(),
        domain: fc.anything(),
        message: fc.anything(),
      }),
      fc.record({
        types: fc.constant(typedData.types),
        primaryType: fc.constant('Note'),
        message: fc.dictionary(fc.constantFrom('text', 'x'), fc.anything()),
      }),
    );
    fc.assert(fc.property(shapes, (value) => onlyInvalidParams(parseSignTypedDataParams)([address, value])));
  });
});
