/** switchNetwork with the real dev wallet, including adding an unknown chain before switching. */
import { type EvmCaipNetwork, isUserRejection, solana, UserRejectedRequestError } from '@walletport/core';
import { devWalletRdns, type Eip1193Provider } from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EthersAdapter } from '../src/index.js';
import { createScriptedApprover } from './support/approver.js';
import { rejectionOf, startTestChains, type TestChains } from './support/devnet.js';
import { createTestWallet, openPage } from './support/page.js';

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
});
afterAll(async () => {
  await chains?.devnet.stop();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A connected adapter whose wallet knows the given chains (both by default). */
async function connected(walletChainIds?: readonly number[]) {
  const approver = createScriptedApprover();
  const wallet = createTestWallet(chains, approver, walletChainIds);
  const page = openPage(chains);
  page.announce(wallet);
  const adapter = page.adapter();
  await adapter.connect({ connectorId: devWalletRdns });
  const chainChanged = vi.fn();
  adapter.on('chainChanged', chainChanged);
  return { approver, wallet, adapter, chainChanged };
}

const connectionChain = async (adapter: EthersAdapter) =>
  (await adapter.getCaipAddress({ connectorId: devWalletRdns }))?.split(':')[1];

/** A wallet that adds without switching: the owner steps back to 31337 as soon as 31338 is added. */
function stayOnFirstAfterAdd(wallet: ReturnType<typeof createTestWallet>) {
  const stayOnFirst = (chainId: unknown) => {
    if (chainId === '0x7a6a') {
      wallet.off('chainChanged', stayOnFirst);
      wallet.selectChain(31337);
    }
  };
  wallet.on('chainChanged', stayOnFirst);
}

describe('switchNetwork to a chain the wallet knows', () => {
  it('switches 31337 → 31338 after the owner approves, and reports chainChanged once', async () => {
    const { adapter, approver, wallet, chainChanged } = await connected();
    await adapter.switchNetwork({ network: chains.networks[1] });
    expect(approver.kinds()).toEqual(['connect', 'switchChain']);
    expect(wallet.getState().chainId).toBe(31338);
    expect(chainChanged).toHaveBeenCalledExactlyOnceWith({ chainId: 31338, connectorId: devWalletRdns });
    expect(await connectionChain(adapter)).toBe('31338');
  });

  it('a rejected switch is core’s typed 4001 error and the wallet stays', async () => {
    const { adapter, approver, wallet, chainChanged } = await connected();
    approver.reject('switchChain');
    const error = await rejectionOf(adapter.switchNetwork({ network: chains.networks[1] }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(wallet.getState().chainId).toBe(31337);
    expect(chainChanged).not.toHaveBeenCalled();
  });

  it('switching to the chain the wallet is on asks nothing', async () => {
    const { adapter, approver } = await connected();
    await adapter.switchNetwork({ network: chains.networks[0] });
    expect(approver.kinds()).toEqual(['connect']);
  });

  it('follows the switch even when the wallet does not emit chainChanged', async () => {
    const approver = createScriptedApprover();
    const wallet = createTestWallet(chains, approver);
    // Like MetaMask when its net_version probe fails: the chain changes, no chainChanged event comes.
    const provider: Eip1193Provider = {
      request: (args) => wallet.provider.request(args),
      on: (event, listener) => {
        if (event !== 'chainChanged') wallet.provider.on(event, listener);
        return provider;
      },
      removeListener: (event, listener) => {
        wallet.provider.removeListener(event, listener);
        return provider;
      },
    };
    const page = openPage(chains);
    page.announce({ provider });
    const adapter = page.adapter();
    await adapter.connect({ connectorId: devWalletRdns });
    const chainChanged = vi.fn();
    adapter.on('chainChanged', chainChanged);
    await adapter.switchNetwork({ network: chains.networks[1] });
    expect(chainChanged).toHaveBeenCalledExactlyOnceWith({ chainId: 31338, connectorId: devWalletRdns });
    expect(await connectionChain(adapter)).toBe('31338');
  });
});

describe('switchNetwork to a chain the wallet does not know (4902 → add)', () => {
  it('adds the chain with wallet_addEthereumChain, then the wallet is on it', async () => {
    const { adapter, approver, wallet, chainChanged } = await connected([31337]);
    await adapter.switchNetwork({ network: chains.networks[1] });
    expect(approver.kinds()).toEqual(['connect', 'addChain']);
    expect(approver.requests[1]).toMatchObject({
      kind: 'addChain',
      chain: { id: 31338, name: 'Walletport Devnet 2', rpcUrl: chains.rpcUrl(31338) },
    });
    expect(wallet.getState().chainId).toBe(31338);
    expect(chainChanged).toHaveBeenCalledWith({ chainId: 31338, connectorId: devWalletRdns });
    expect(await connectionChain(adapter)).toBe('31338');
  });

  it('a rejected add is core’s typed 4001 error', async () => {
    const { adapter, approver, wallet } = await connected([31337]);
    approver.reject('addChain');
    const error = await rejectionOf(adapter.switchNetwork({ network: chains.networks[1] }));
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.message).toBe('User rejected the request.');
    expect(wallet.getState().chainId).toBe(31337);
  });

  it('added but the switch rejected: "User rejected switch after adding network."', async () => {
    const { adapter, approver, wallet } = await connected([31337]);
    stayOnFirstAfterAdd(wallet);
    approver.reject('switchChain');
    const error = await rejectionOf(adapter.switchNetwork({ network: chains.networks[1] }));
    expect(error.message).toBe('User rejected switch after adding network.');
    expect(error.code).toBe('SWITCH_REJECTED_AFTER_ADD_NETWORK');
    expect(error.cause).toBeInstanceOf(UserRejectedRequestError);
    expect(isUserRejection(error)).toBe(true);
    expect(approver.kinds()).toEqual(['connect', 'addChain', 'switchChain']);
    expect(wallet.getState().chainId).toBe(31337);
  });

  it('added, not switched, then approved: the second switch lands', async () => {
    const { adapter, approver, wallet } = await connected([31337]);
    stayOnFirstAfterAdd(wallet);
    await adapter.switchNetwork({ network: chains.networks[1] });
    expect(approver.kinds()).toEqual(['connect', 'addChain', 'switchChain']);
    expect(wallet.getState().chainId).toBe(31338);
    await vi.waitFor(async () => expect(await connectionChain(adapter)).toBe('31338'));
  });

  it('a chain the wallet refuses to add (not a rejection) is "Chain is not supported"', async () => {
    const { adapter, wallet } = await connected([31337]);
    // The dev wallet only accepts 18-decimal native currencies, so this add fails with -32602.
    const odd: EvmCaipNetwork = {
      ...chains.networks[1],
      nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 },
    };
    const error = await rejectionOf(adapter.switchNetwork({ network: odd }));
    expect(error.message).toBe('Chain is not supported');
    expect(error.code).toBe('CHAIN_NOT_SUPPORTED');
    expect((error.cause as { code?: number }).code).toBe(-32602);
    expect(wallet.getState().chainId).toBe(31337);
  });
});

describe('switchNetwork without a wallet to ask', () => {
  it('a network of another namespace is "Chain is not supported"', async () => {
    const { adapter } = await connected();
    const error = await rejectionOf(adapter.switchNetwork({ network: solana }));
    expect(error.message).toBe('Chain is not supported');
  });

  it('without a connection nothing is asked of any wallet', async () => {
    const approver = createScriptedApprover();
    const page = openPage(chains);
    page.announce(createTestWallet(chains, approver));
    await page.adapter().switchNetwork({ network: chains.networks[1] });
    expect(approver.requests).toEqual([]);
  });
});
