// @vitest-environment happy-dom
/**
 * An app written for AppKit's ethers v6 flavour, moved to Walletport by changing its imports only:
 * createAppKit with `new EthersAdapter()`, and in a component useAppKitAccount, useAppKitNetwork and
 * useAppKitProvider<Provider>('eip155') whose walletProvider goes into ethers' BrowserProvider. The wallet
 * is the real dev wallet announced through EIP-6963 on the page's window; the chains are a real devnet.
 * (It lives at the repository root because it joins two packages that never import each other: react and
 * an adapter.)
 */
import nodeConsole from 'node:console';
import { act, cleanup, renderHook } from '@testing-library/react';
import { EthersAdapter } from '@walletport/adapter-ethers';
import { createMemoryStorage, type EvmCaipNetwork, localDevnet } from '@walletport/core';
import {
  announceProvider,
  createDevWallet,
  devnetMnemonic,
  devWalletName,
  devWalletRdns,
  walletIconDataUri,
} from '@walletport/dev-wallet';
import { type Devnet, findFreePorts, startDevnet } from '@walletport/devnet';
import {
  type AppKit,
  createAppKit,
  type Provider,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
} from '@walletport/react';
import { BrowserProvider, verifyMessage } from 'ethers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let devnet: Devnet;
let networks: [EvmCaipNetwork, EvmCaipNetwork];
beforeAll(async () => {
  const [port1, port2] = (await findFreePorts(2)) as [number, number];
  // Under happy-dom the devnet's readiness probe goes through happy-dom's fetch, which logs every refused
  // connection while anvil boots to the page's console: Node's own console, which vitest handed happy-dom
  // before installing its own. The probe retries by design, so those lines are noise.
  const quiet = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
  try {
    devnet = await startDevnet({
      chains: [
        { id: 31337, name: 'Walletport Devnet', port: port1 },
        { id: 31338, name: 'Walletport Devnet 2', port: port2 },
      ],
    });
  } finally {
    quiet.mockRestore();
  }
  networks = devnet.chains.map((chain) =>
    localDevnet({ id: chain.id, name: chain.name, port: chain.port }),
  ) as [EvmCaipNetwork, EvmCaipNetwork];
});
afterAll(async () => {
  await devnet?.stop();
});

const teardown: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const step of teardown.splice(0)) step();
});

/** The page: the dev wallet extension announces itself, then the app's module calls createAppKit. */
function startApp() {
  const approvals: string[] = [];
  const wallet = createDevWallet({
    mnemonic: devnetMnemonic,
    origin: window.location.origin,
    chains: devnet.chains.map((chain) => ({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl })),
    approver: async (request) => {
      approvals.push(request.kind);
      return true;
    },
  });
  teardown.push(
    announceProvider(
      window,
      { uuid: crypto.randomUUID(), name: devWalletName, icon: walletIconDataUri(), rdns: devWalletRdns },
      wallet.provider,
    ),
  );
  // The app's code, as AppKit's ethers installation guide writes it (imports changed).
  const kit: AppKit = createAppKit(
    {
      adapters: [new EthersAdapter()],
      networks,
      projectId: 'ethers-app',
      metadata: {
        name: 'Ethers app',
        description: 'An AppKit ethers app',
        url: 'http://dapp.test',
        icons: [],
      },
    },
    {
      // The test's own environment: nothing leaves the machine, and the modal loads only on intent.
      storage: createMemoryStorage(),
      preloadModal: 'intent',
      fetch: vi.fn(async () => Response.json({ isAnalyticsEnabled: false })),
      logger: { warn: () => {}, error: () => {} },
    },
  );
  teardown.push(() => kit.destroy());
  return { kit, wallet, approvals };
}

/** The component's hooks, as in AppKit's ethers recipe. */
function useEthersApp() {
  const { address, isConnected } = useAppKitAccount();
  const { chainId, switchNetwork } = useAppKitNetwork();
  const { walletProvider } = useAppKitProvider<Provider>('eip155');
  return { address, isConnected, chainId, switchNetwork, walletProvider };
}

describe('an AppKit ethers app, moved over by changing imports', () => {
  it('connects, signs with BrowserProvider over walletProvider, switches network and disconnects', async () => {
    const { kit, wallet, approvals } = startApp();
    const { result } = renderHook(useEthersApp);
    expect(result.current.isConnected).toBe(false);
    expect(result.current.walletProvider).toBeUndefined();

    // The visitor picks the announced wallet in the modal, which connects it like this.
    await act(async () => {
      await kit.services.connection.connect({ namespace: 'eip155', connectorId: devWalletRdns });
    });
    expect(result.current.isConnected).toBe(true);
    expect(result.current.address).toBe(ACCOUNT_0);
    expect(result.current.chainId).toBe(31337);
    expect(result.current.walletProvider).toBe(wallet.provider);

    // The component's sign handler.
    const { walletProvider, chainId } = result.current;
    if (walletProvider === undefined) throw new Error('connected, so the wallet provider is there');
    const provider = new BrowserProvider(walletProvider, chainId);
    const signer = await provider.getSigner();
    const signature = await signer.signMessage('hi');
    expect(verifyMessage('hi', signature)).toBe(ACCOUNT_0);

    await act(async () => {
      await result.current.switchNetwork(networks[1]);
    });
    expect(result.current.chainId).toBe(31338);
    expect(wallet.getState().chainId).toBe(31338);

    await act(async () => {
      await kit.disconnect();
    });
    expect(result.current.isConnected).toBe(false);
    expect(result.current.walletProvider).toBeUndefined();
    expect(approvals).toEqual(['connect', 'personalSign', 'switchChain']);
  });
});
