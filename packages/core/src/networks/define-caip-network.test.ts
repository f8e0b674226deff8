import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidCaipNetworkIdError } from '../caip/index.js';
import { type CaipNetworkDefinition, defineCaipNetwork } from './define-caip-network.js';

const base = {
  name: 'Example',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.example.org'] } },
} as const;

function evm(overrides: Partial<CaipNetworkDefinition> = {}): CaipNetworkDefinition {
  return { ...base, id: 123, chainNamespace: 'eip155', ...overrides };
}

describe('defineCaipNetwork', () => {
  it('derives caipNetworkId from namespace and id, keeping the literal type', () => {
    const network = defineCaipNetwork({ ...base, id: 123, chainNamespace: 'eip155' });
    const caipNetworkId: 'eip155:123' = network.caipNetworkId;
    expect(caipNetworkId).toBe('eip155:123');
  });

  it('defaults testnet to false and keeps an explicit true', () => {
    expect(defineCaipNetwork(evm()).testnet).toBe(false);
    expect(defineCaipNetwork(evm({ testnet: true })).testnet).toBe(true);
  });

  it('keeps every other field, including ones it does not know (viem chain extras)', () => {
    const network = defineCaipNetwork({ ...evm(), blockTime: 2000, assets: { imageId: 'example' } });
    expect(network.blockTime).toBe(2000);
    expect(network.assets).toEqual({ imageId: 'example' });
    expect(network.rpcUrls).toEqual(base.rpcUrls);
  });

  it('does not modify its input', () => {
    const input = evm();
    defineCaipNetwork(input);
    expect(input).toEqual(evm());
    expect('caipNetworkId' in input).toBe(false);
  });

  it('accepts a matching caipNetworkId (AppKit definitions carry one)', () => {
    expect(defineCaipNetwork(evm({ caipNetworkId: 'eip155:123' })).caipNetworkId).toBe('eip155:123');
  });

  it('rejects a caipNetworkId that does not match namespace and id', () => {
    expect(() => defineCaipNetwork(evm({ caipNetworkId: 'eip155:1' }))).toThrow(InvalidCaipNetworkIdError);
  });

  it.each([['123'], [0], [-1], [1.5], [Number.MAX_SAFE_INTEGER + 1], [Number.NaN]])(
    'rejects the eip155 id %j (viem needs a positive integer)',
    (id) => {
      expect(() => defineCaipNetwork(evm({ id }))).toThrow(InvalidCaipNetworkIdError);
    },
  );

  it('accepts string ids for other namespaces', () => {
    const network = defineCaipNetwork({
      ...base,
      id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      chainNamespace: 'solana',
    });
    expect(network.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it.each([
    ['Solana', 'abc'],
    ['solana', ''],
    ['solana', 'a:b'],
    ['solana', 'x'.repeat(33)],
  ])('rejects the malformed CAIP-2 parts %j / %j', (chainNamespace, id) => {
    expect(() => defineCaipNetwork({ ...base, chainNamespace, id })).toThrow('Invalid CAIP-2 network id');
  });

  it('rejects a malformed deprecatedCaipNetworkId', () => {
    expect(() => defineCaipNetwork(evm({ deprecatedCaipNetworkId: 'eip155:1:2' }))).toThrow(
      InvalidCaipNetworkIdError,
    );
  });

  it('rejects a deprecatedCaipNetworkId of another namespace', () => {
    expect(() => defineCaipNetwork(evm({ deprecatedCaipNetworkId: 'solana:abc' }))).toThrow(
      InvalidCaipNetworkIdError,
    );
  });

  it('derives namespace:id for any valid non-eip155 parts', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[-a-z0-9]{3,8}$/).filter((namespace) => namespace !== 'eip155'),
        fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/),
        (chainNamespace, id) => {
          expect(defineCaipNetwork({ ...base, chainNamespace, id }).caipNetworkId).toBe(
            `${chainNamespace}:${id}`,
          );
        },
      ),
    );
  });

  it('accepts every positive safe integer as an eip155 id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(defineCaipNetwork(evm({ id })).caipNetworkId).toBe(`eip155:${id}`);
      }),
    );
  });
});
