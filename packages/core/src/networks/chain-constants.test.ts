import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_NETWORKS } from './catalogue.js';
import { DEFAULT_CHAIN_ID, isSwapSupported, SWAP_SUPPORTED_CHAIN_IDS } from './chain-constants.js';
import { arbitrum, aurora, mainnet } from './evm-mainnets.js';
import { sepolia } from './evm-testnets.js';
import { walletportDevnet } from './local.js';
import { getNetworkById } from './lookup.js';
import { solana } from './solana.js';

describe('DEFAULT_CHAIN_ID', () => {
  it('is Ethereum mainnet', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1);
    expect(getNetworkById('eip155', DEFAULT_CHAIN_ID)).toBe(mainnet);
  });
});

describe('SWAP_SUPPORTED_CHAIN_IDS', () => {
  it('lists exactly the swap chains', () => {
    expect([...SWAP_SUPPORTED_CHAIN_IDS]).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ]);
  });

  it('only names networks of the catalogue', () => {
    for (const chainId of SWAP_SUPPORTED_CHAIN_IDS) expect(getNetworkById('eip155', chainId)).toBeDefined();
  });
});

describe('isSwapSupported', () => {
  it('is true for swap-supported eip155 networks', () => {
    expect(isSwapSupported(mainnet)).toBe(true);
    expect(isSwapSupported(arbitrum)).toBe(true);
    expect(isSwapSupported(aurora)).toBe(true);
  });

  it('is false for other eip155 networks, other namespaces and no network', () => {
    expect(isSwapSupported(sepolia)).toBe(false);
    expect(isSwapSupported(walletportDevnet)).toBe(false);
    expect(isSwapSupported(solana)).toBe(false);
    expect(isSwapSupported(undefined)).toBe(false);
  });

  it('checks the namespace, not only the id', () => {
    expect(isSwapSupported({ chainNamespace: 'cosmos', id: 1 })).toBe(false);
  });

  it('treats a string eip155 id like the number', () => {
    expect(isSwapSupported({ chainNamespace: 'eip155', id: '56' })).toBe(true);
  });

  it('agrees with the list for every catalogue network', () => {
    for (const network of ALL_NETWORKS) {
      const listed =
        network.chainNamespace === 'eip155' && SWAP_SUPPORTED_CHAIN_IDS.some((id) => id === network.id);
      expect(isSwapSupported(network)).toBe(listed);
    }
  });

  it('is false for any eip155 id outside the list', () => {
    fc.assert(
      fc.property(fc.nat(), (id) => {
        fc.pre(!(SWAP_SUPPORTED_CHAIN_IDS as readonly number[]).includes(id));
        expect(isSwapSupported({ chainNamespace: 'eip155', id })).toBe(false);
      }),
    );
  });
});
