import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainConfig } from '../../config.js';
import { ApiError } from '../../http/api-error.js';
import { lookupChain, requireEthereumAddress } from './params.js';

const chain = (chainId: number, rpcUrls: string[] = ['http://127.0.0.1:8545']): ChainConfig => ({
  chainId,
  caipNetworkId: `eip155:${chainId}`,
  rpcUrls,
  wsUrls: [],
  multicall3: undefined,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
  priceFeeds: [],
  indexFrom: 'latest',
  spamContracts: [],
});
const chains = [chain(31337), chain(5, [])];

describe('requireEthereumAddress', () => {
  it('accepts lower-case, upper-case and correctly checksummed addresses', () => {
    for (const address of [
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      '0x70997970C51812DC3A010C7D01B50E0D17DC79C8',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ]) {
      expect(requireEthereumAddress(address, 'address')).toBe(address);
    }
  });

  it('answers a 400 naming the field for anything else, a bad checksum included', () => {
    for (const address of ['0x123', 'abc', '0x70997970C51812dc3A010C7d01b50e0d17dc79c8', undefined]) {
      try {
        requireEthereumAddress(address, 'address');
        expect.unreachable(String(address));
      } catch (error) {
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).statusCode).toBe(400);
        expect((error as ApiError).message).toMatch(/^Invalid parameter 'address'/);
      }
    }
  });
});

describe('lookupChain', () => {
  it('finds a served chain by CAIP-2 id', () => {
    expect(lookupChain(chains, 'eip155:31337', 'chainId')).toEqual({ kind: 'served', chain: chains[0] });
  });

  it('answers unsupported for chains not served, chains without upstreams and other namespaces', () => {
    for (const id of [
      'eip155:1',
      'eip155:5',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'eip155:0x7a69',
      'eip155:031337',
    ]) {
      expect(lookupChain(chains, id, 'chainId'), id).toEqual({ kind: 'unsupported' });
    }
  });

  it('takes a bare decimal chain id only when allowed', () => {
    expect(lookupChain(chains, '31337', 'chainId', { allowBareId: true })).toMatchObject({ kind: 'served' });
    expect(() => lookupChain(chains, '31337', 'chainId')).toThrow(/Invalid parameter 'chainId'/);
  });

  it('answers a 400 naming the field for a malformed id', () => {
    for (const id of ['eip155', 'eip155:1:2', ':1', 'EIP155:1', '']) {
      expect(() => lookupChain(chains, id, 'chainId'), id).toThrow(/Invalid parameter 'chainId'/);
    }
  });

  it('never throws anything but the 400, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.boolean(), (value, allowBareId) => {
        try {
          const lookup = lookupChain(chains, value, 'chainId', { allowBareId });
          if (lookup.kind === 'served') expect(lookup.chain.chainId).toBe(31337);
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).statusCode).toBe(400);
        }
      }),
    );
  });
});
