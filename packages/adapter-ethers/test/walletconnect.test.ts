/**
 * WalletConnect end to end in Node: a real core instance with `new EthersAdapter()`, the official universal
 * provider behind core's port, a real sign-client wallet, the local relay and the devnet. The app's side
 * signs through ethers' BrowserProvider over the wallet provider the instance exposes for the session.
 */
import {
  type AppKitCore,
  createAppKitCore,
  createMemoryStorage,
  isUserRejection,
  type StorageBackend,
} from '@walletport/core';
import { type Relay, startRelay } from '@walletport/relay';
import { BrowserProvider, type Eip1193Provider, verifyMessage } from 'ethers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EthersAdapter } from '../src/index.js';
import { startTestChains, type TestChains } from './support/devnet.js';
import { startTestWcWallet, type TestWcWallet } from './support/wc-wallet.js';

let chains: TestChains;
let relay: Relay;
let wallet: TestWcWallet;
const kits: AppKitCore[] = [];
const storage: StorageBackend = createMemoryStorage();

beforeAll(async () => {
  // Each instance must read the session from storage, as after a page load, not from the SDK's
  // process-wide core cache.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
  [chains, relay] = await Promise.all([startTestChains(), startRelay({ port: 0 })]);
  wallet = await startTestWcWallet(relay.url);
}, 60_000);

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await wallet?.close();
  await relay?.close();
  await chains?.devnet.stop();
  vi.unstubAllEnvs();
});

function openKit() {
  const adapter = new EthersAdapter({ storage: null });
  const kit = createAppKitCore(
    {
      projectId: 'wc-ethers-test',
      networks: chains.networks,
      adapters: [adapter],
      relayUrl: relay.url,
      metadata: { name: 'WC ethers dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
    },
    { storage, document: null, logger: { warn: () => {}, error: () => {} } },
  );
  kits.push(kit);
  return { kit, adapter };
}

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

const status = (kit: AppKitCore) => kit.stores.connection.getState().namespaceStatus.eip155;

/** What useAppKitProvider('eip155') reads: the current eip155 connector's provider. */
function walletProviderOf(kit: AppKitCore): Eip1193Provider {
  const connectorId = kit.stores.connection.getState().currentConnectorIds.eip155;
  const connector = kit.stores.connectors
    .getState()
    .connectors.find((entry) => entry.id === connectorId && entry.chain === 'eip155');
  return connector?.provider as Eip1193Provider;
}

describe('WalletConnect through the universal provider', () => {
  let first: ReturnType<typeof openKit>;

  it('lists the WalletConnect connector, with its wallet provider, without loading the SDK', () => {
    first = openKit();
    const connector = first.kit.stores.connectors.getState().connectors.find((c) => c.id === 'walletConnect');
    expect(connector).toMatchObject({ name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' });
    expect(typeof (connector?.provider as Eip1193Provider | undefined)?.request).toBe('function');
  });

  it('pairs through the URI: the account is connected in core and its devnet balance reads', async () => {
    const { kit, adapter } = first;
    await kit.start();
    const connecting = kit.services.connection.connectWalletConnect();
    await until(() => kit.stores.connection.getState().wcUri !== undefined);
    const uri = kit.stores.connection.getState().wcUri as string;
    expect(uri).toMatch(/^wc:/);
    await wallet.pair(uri);
    await connecting;

    expect(kit.getAddress()).toBe(wallet.address);
    expect(kit.stores.connection.getState().currentConnectorIds.eip155).toBe('walletConnect');
    expect(status(kit)).toBe('connected');
    expect((await adapter.getAccounts({ connectorId: 'walletConnect' }))[0]?.address).toBe(wallet.address);
    const onNode = await chains.node(31337).getBalance(wallet.address);
    const balance = await adapter.getBalance({ address: wallet.address, network: chains.networks[0] });
    expect(balance.symbol).toBe('ETH');
    expect(Number(balance.balance)).toBeCloseTo(Number(onNode / 10n ** 14n) / 10_000, 3);
  });

  it('the app signs with ethers’ BrowserProvider over the exposed wallet provider', async () => {
    const provider = new BrowserProvider(walletProviderOf(first.kit), 31337);
    const signer = await provider.getSigner();
    expect(signer.address).toBe(wallet.address);
    const signature = await signer.signMessage('hello from ethers');
    expect(verifyMessage('hello from ethers', signature)).toBe(wallet.address);
    expect(wallet.requests.at(-1)).toBe('personal_sign');
  });

  it('the adapter signs through the session too', async () => {
    const signature = await first.adapter.signMessage({
      message: 'hello walletport',
      address: wallet.address,
      connectorId: 'walletConnect',
    });
    expect(verifyMessage('hello walletport', signature)).toBe(wallet.address);
  });

  it('turns the wallet’s rejection (5000) into the typed user-rejected error, for the adapter and for ethers', async () => {
    wallet.answer = 'reject';
    try {
      const failure = await first.adapter
        .signMessage({ message: 'no', address: wallet.address, connectorId: 'walletConnect' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect((failure as Error).message).toBe('EthersAdapter:signMessage - Sign message failed');
      expect(isUserRejection(failure)).toBe(true);
      expect((failure as { cause?: { code?: number } }).cause?.code).toBe(4001);

      const signer = await new BrowserProvider(walletProviderOf(first.kit), 31337).getSigner();
      const fromEthers = await signer.signMessage('no').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((fromEthers as { code?: string }).code).toBe('ACTION_REJECTED');
    } finally {
      wallet.answer = 'approve';
    }
  });

  it('switches between chains the session approved, and core’s network follows', async () => {
    await first.kit.switchNetwork(chains.networks[1]);
    expect(first.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338');
    expect(first.kit.getCaipAddress()).toBe(`eip155:31338:${wallet.address}`);
    const network = await new BrowserProvider(walletProviderOf(first.kit)).getNetwork();
    expect(network.chainId).toBe(31338n);
  });

  it('restores the session on a new instance with the same storage, without a new pairing', async () => {
    first.kit.destroy();
    const proposals = wallet.proposals;
    const second = openKit();
    await second.kit.start();
    expect(status(second.kit)).toBe('connected');
    expect(second.kit.getAddress()).toBe(wallet.address);
    expect(second.kit.getCaipNetwork()?.caipNetworkId).toBe('eip155:31338');
    expect(wallet.proposals).toBe(proposals);
    const signer = await new BrowserProvider(walletProviderOf(second.kit)).getSigner();
    expect(verifyMessage('restored', await signer.signMessage('restored'))).toBe(wallet.address);
    first = second;
  });

  it('disconnects the instance when the wallet ends the session', async () => {
    await wallet.client.disconnect({
      topic: wallet.topic(),
      reason: { code: 6000, message: 'User disconnected.' },
    });
    await until(() => status(first.kit) === 'disconnected');
    expect(first.kit.getAddress()).toBeUndefined();
    expect(first.kit.stores.connection.getState().currentConnectorIds.eip155).toBeUndefined();
    expect(await first.adapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([]);
  });
});
