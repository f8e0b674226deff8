import { http } from '@wagmi/core';
import { base, localDevnet, mainnet, solana, walletportDevnet } from '@walletport/core';
import { describe, expect, it } from 'vitest';
import { addEthereumChainParameter, WagmiAdapter } from '../src/index.js';

describe('new WagmiAdapter (AppKit-compatible options)', () => {
  it('keeps the eip155 networks and exposes wagmiConfig with them as chains', () => {
    const adapter = new WagmiAdapter({ networks: [mainnet, solana, base], projectId: 'p' });
    expect(adapter.namespace).toBe('eip155');
    expect(adapter.adapterType).toBe('wagmi');
    expect(adapter.projectId).toBe('p');
    expect(adapter.networks).toEqual([mainnet, base]);
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 8453]);
    expect(adapter.wagmiChains).toBe(adapter.wagmiConfig.chains);
  });

  it('uses the app’s transport for a chain and http on the network’s RPC URL for the others', () => {
    const transport = http('http://127.0.0.1:1/custom');
    const adapter = new WagmiAdapter({
      networks: [mainnet, base],
      projectId: 'p',
      transports: { 1: transport },
    });
    expect(adapter.wagmiConfig._internal.transports[1]).toBe(transport);
    const client = adapter.wagmiConfig.getClient({ chainId: 8453 });
    expect(client.transport.url).toBe(base.rpcUrls.default.http[0]);
  });

  it('projectId is required', () => {
    expect(() => new WagmiAdapter({ networks: [mainnet], projectId: '' })).toThrow('projectId is required');
    expect(() => new WagmiAdapter({ networks: [mainnet], projectId: '  ' })).toThrow('projectId is required');
  });

  it('needs at least one eip155 network', () => {
    expect(() => new WagmiAdapter({ networks: [solana], projectId: 'p' })).toThrow('Chain not configured');
  });

  it('a network without RPC URL and without transport is the catalogue’s transport error', () => {
    const noUrl = { ...mainnet, rpcUrls: { default: { http: [] } } };
    expect(() => new WagmiAdapter({ networks: [noUrl], projectId: 'p' })).toThrow(
      'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    );
    expect(
      () =>
        new WagmiAdapter({
          networks: [noUrl],
          projectId: 'p',
          transports: { 1: http('http://127.0.0.1:1') },
        }),
    ).not.toThrow();
  });

  it('core’s walletportDevnet works as a network (no Multicall3 declared there; see the README)', () => {
    const adapter = new WagmiAdapter({ networks: [walletportDevnet], projectId: 'p' });
    expect(adapter.wagmiConfig.chains[0]?.id).toBe(31337);
  });
});

describe('addEthereumChainParameter', () => {
  it('describes the network as EIP-3085 wants it', () => {
    expect(addEthereumChainParameter(mainnet)).toEqual({
      chainId: '0x1',
      chainName: mainnet.name,
      nativeCurrency: mainnet.nativeCurrency,
      rpcUrls: [...mainnet.rpcUrls.default.http],
      blockExplorerUrls: [mainnet.blockExplorers?.default.url],
    });
    const withIcon = { ...mainnet, assets: { imageUrl: 'https://img.example/eth.png' } };
    expect(addEthereumChainParameter(withIcon).iconUrls).toEqual(['https://img.example/eth.png']);
  });

  it('hands the wallet the chain’s public RPC URLs, not the app’s replacement', () => {
    const network = {
      ...mainnet,
      rpcUrls: {
        default: { http: ['https://rpc.example/key'] },
        chainDefault: { http: ['https://public.example'] },
      },
    };
    expect(addEthereumChainParameter(network).rpcUrls).toEqual(['https://public.example']);
  });

  it('leaves out explorers and icons a network does not have', () => {
    const devnet = localDevnet({ id: 31338, name: 'D2', port: 8546 });
    expect(addEthereumChainParameter(devnet)).toEqual({
      chainId: '0x7a6a',
      chainName: 'D2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8546'],
    });
  });
});
