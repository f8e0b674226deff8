import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterByNamespace, filterWalletsByNamespace } from './namespace-filter.js';
import type { Connector, WalletListing } from './types.js';

const evm: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };
const sol: Connector = { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' };
const multi: Connector = {
  id: 'multi',
  name: 'Multi',
  type: 'MULTI_CHAIN',
  chain: 'eip155',
  connectors: [evm, sol],
};

describe('connectors and wallets shown depend on namespace filters', () => {
  it('filterByNamespace(connectors, undefined) keeps every connector', () => {
    expect(filterByNamespace([evm, sol], undefined)).toEqual([evm, sol]);
  });

  it('filterByNamespace keeps only the namespace asked for', () => {
    expect(filterByNamespace([evm, sol], 'solana')).toEqual([sol]);
    expect(filterByNamespace([evm, sol], 'bip122')).toEqual([]);
  });

  it('a MULTI_CHAIN connector belongs to each namespace of its inner connectors', () => {
    expect(filterByNamespace([multi], 'solana')).toEqual([multi]);
    expect(filterByNamespace([multi], 'polkadot')).toEqual([]);
  });

  const evmWallet: WalletListing = { id: 'a', name: 'A', chains: ['eip155:1', 'eip155:10'] };
  const solWallet: WalletListing = {
    id: 'b',
    name: 'B',
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  };
  const noChains: WalletListing = { id: 'c', name: 'Custom' };

  it('filterWalletsByNamespace keeps wallets with a chain of the namespace', () => {
    expect(filterWalletsByNamespace([evmWallet, solWallet], 'solana')).toEqual([solWallet]);
    expect(filterWalletsByNamespace([evmWallet, solWallet], undefined)).toEqual([evmWallet, solWallet]);
  });

  it('a namespace prefix must be followed by a colon ("eip155" does not match "eip1559:1")', () => {
    expect(filterWalletsByNamespace([{ id: 'x', name: 'x', chains: ['eip1559:1'] }], 'eip155')).toEqual([]);
  });

  it('keeps wallets without chain information (custom wallets)', () => {
    expect(filterWalletsByNamespace([noChains, { ...noChains, chains: [] }], 'solana')).toHaveLength(2);
  });

  it('property: filtering keeps order, keeps only the namespace, and loses none of it', () => {
    const namespaceArb = fc.constantFrom('eip155', 'solana', 'bip122') as fc.Arbitrary<Connector['chain']>;
    const connectorArb = fc.record({
      id: fc.string(),
      name: fc.string(),
      type: fc.constant('ANNOUNCED' as const),
      chain: namespaceArb,
    });
    fc.assert(
      fc.property(fc.array(connectorArb, { maxLength: 10 }), namespaceArb, (connectors, namespace) => {
        expect(filterByNamespace(connectors, namespace)).toEqual(
          connectors.filter((c) => c.chain === namespace),
        );
      }),
    );
  });
});
