import { describe, expect, it, vi } from 'vitest';
import { UserRejectedRequestError } from '../errors/index.js';
import { localDevnet, mainnet, solana } from '../networks/index.js';
import {
  addEthereumChainParameter,
  dedupeEip155Connectors,
  evmNetworks,
  INJECTED_CONNECTOR_ID,
  isEip1193Provider,
  switchProviderChain,
  toAdapterError,
  toHexChainId,
} from './index.js';

describe('eip155 helpers shared by the adapters', () => {
  it('writes chain ids as wallets exchange them', () => {
    expect(toHexChainId(1)).toBe('0x1');
    expect(toHexChainId(31337)).toBe('0x7a69');
    expect(() => toHexChainId(0)).toThrow('Chain is not supported');
  });

  it('describes a network to a wallet with its public endpoints (EIP-3085)', () => {
    const devnet = localDevnet({ id: 31338, name: 'Devnet 2', port: 8546 });
    expect(addEthereumChainParameter(devnet)).toEqual({
      chainId: '0x7a6a',
      chainName: 'Devnet 2',
      nativeCurrency: devnet.nativeCurrency,
      rpcUrls: [...devnet.rpcUrls.default.http],
    });
    // An app's replacement RPC URL (customRpcUrls) keeps the chain's own endpoints as chainDefault.
    const replaced = {
      ...mainnet,
      rpcUrls: { default: { http: ['https://rpc.example/key'] }, chainDefault: mainnet.rpcUrls.default },
    };
    expect(addEthereumChainParameter(replaced).rpcUrls).toEqual(mainnet.rpcUrls.default.http);
    expect(addEthereumChainParameter(mainnet).blockExplorerUrls).toEqual([
      mainnet.blockExplorers?.default.url,
    ]);
  });

  it('keeps eip155 networks only, and recognises EIP-1193 providers by their request function', () => {
    expect(evmNetworks([mainnet, solana])).toEqual([mainnet]);
    expect(isEip1193Provider({ request: async () => null })).toBe(true);
    expect([null, undefined, {}, { request: 1 }].map(isEip1193Provider)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('types a rejection in any wrapping (ethers’ ACTION_REJECTED too) and leaves other errors as they are', () => {
    expect(toAdapterError({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } })).toBeInstanceOf(
      UserRejectedRequestError,
    );
    const other = { code: 4902, message: 'Unrecognized chain' };
    expect(toAdapterError(other)).toBe(other);
  });

  it('hides the plain injected connector behind an announced wallet with the same provider', () => {
    const provider = { request: async () => null };
    const announced = { id: 'io.a', name: 'A', type: 'ANNOUNCED', chain: 'eip155', provider } as const;
    const injected = {
      id: INJECTED_CONNECTOR_ID,
      name: 'Browser Wallet',
      type: 'INJECTED',
      chain: 'eip155',
    } as const;
    expect(dedupeEip155Connectors([{ ...injected, provider }, announced]).map((c) => c.id)).toEqual(['io.a']);
    expect(dedupeEip155Connectors([injected, announced]).map((c) => c.id)).toEqual(['io.a']);
  });

  it('switchProviderChain adds an unknown chain (4902) and checks where the wallet is before asking again', async () => {
    let chainId = 1;
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === 'wallet_switchEthereumChain')
        throw Object.assign(new Error('Unknown chain'), { code: 4902 });
      if (method === 'wallet_addEthereumChain') chainId = 31337;
      return null;
    });
    const reported: unknown[] = [];
    await switchProviderChain({
      provider: { request },
      network: localDevnet({ id: 31337, name: 'Devnet', port: 8545 }),
      readChainId: async () => chainId,
      onWalletRequest: (walletRequest) => reported.push(walletRequest),
    });
    expect(request.mock.calls.map(([args]) => args.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ]);
    // Named for the modal before each request ("approve adding Devnet …").
    expect(reported).toEqual([
      { kind: 'switch-network', caipNetworkId: 'eip155:31337' },
      { kind: 'add-network', caipNetworkId: 'eip155:31337' },
    ]);
  });
});
