/**
 * WalletConnect end to end in Node: a real core instance with the WagmiAdapter, Walletport's own
 * WalletConnect client behind core's port, the official sign-client (2.21.8) as the wallet, the local
 * relay and the devnet.
 */
import {
  type AppKitCore,
  createAppKitCore,
  createMemoryStorage,
  isUserRejection,
  type StorageBackend,
} from '@walletport/core';
import { type Relay, startRelay } from '@walletport/relay';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WagmiAdapter } from '../src/index.js';
import { startTestChains, type TestChains } from './support/devnet.js';
import { startTestWallet, type TestWallet } from './support/wc-wallet.js';

let chains: TestChains;
let relay: Relay;
let wallet: TestWallet;
const kits: AppKitCore[] = [];
const storage: StorageBackend = createMemoryStorage();

beforeAll(async () => {
  // The sign-client wallet keeps its own core per instance, not the SDK's process-wide one.
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
  [chains, relay] = await Promise.all([startTestChains(), startRelay({ port: 0 })]);
  wallet = await startTestWallet(
    relay.url,
    (chainId) => chains.devnet.chains.find((chain) => chain.id === chainId)?.rpcUrl,
  );
}, 60_000);

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await wallet?.close();
  await relay?.close();
  await chains?.devnet.stop();
  vi.unstubAllEnvs();
});

function openKit() {
  const adapter = new WagmiAdapter({
    projectId: 'wc-test',
    networks: chains.networks,
    transports: chains.transports,
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
  const kit = createAppKitCore(
    {
      projectId: 'wc-test',
      networks: chains.networks,
      adapters: [adapter],
      relayUrl: relay.url,
      metadata: { name: 'WC test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
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

describe('WalletConnect through Walletport’s own client', () => {
  let first: ReturnType<typeof openKit>;

  it('lists the WalletConnect connector without loading the client', () => {
    first = openKit();
    const connector = first.kit.stores.connectors.getState().connectors.find((c) => c.id === 'walletConnect');
    expect(connector).toMatchObject({ name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' });
    expect(first.adapter.getWagmiConnector('walletConnect')?.type).toBe('walletConnect');
  });

  it('pairs through the URI: the account is connected and its devnet balance reads', async () => {
    const { kit, adapter } = first;
    await kit.start();
    const started = performance.now();
    const connecting = kit.services.connection.connectWalletConnect();
    await until(() => kit.stores.connection.getState().wcUri !== undefined);
    const uri = kit.stores.connection.getState().wcUri as string;
    expect(uri).toMatch(/^wc:/);
    const uriMs = performance.now() - started;
    await wallet.pair(uri);
    await connecting;
    console.info(
      `wc: URI after ${uriMs.toFixed(0)} ms; pairing → connected ${(performance.now() - started).toFixed(0)} ms`,
    );

    expect(kit.getAddress()).toBe(wallet.address);
    expect(kit.stores.connection.getState().currentConnectorIds.eip155).toBe('walletConnect');
    expect(status(kit)).toBe('connected');
    const onNode = await chains.publicClient(31337).getBalance({ address: wallet.address });
    const balance = await adapter.getBalance({ address: wallet.address, network: chains.networks[0] });
    expect(balance.symbol).toBe('ETH');
    expect(Number(balance.balance)).toBeCloseTo(Number(onNode / 10n ** 14n) / 10_000, 3);
    expect((await adapter.getAccounts({ connectorId: 'walletConnect' }))[0]?.address).toBe(wallet.address);
  });

  it('signs a message with the wallet through the session', async () => {
    const started = performance.now();
    const signature = await first.adapter.signMessage({
      message: 'hello walletport',
      address: wallet.address,
      connectorId: 'walletConnect',
    });
    console.info(`wc: personal_sign round trip ${(performance.now() - started).toFixed(0)} ms`);
    expect(wallet.requests.at(-1)).toBe('personal_sign');
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello walletport',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
  });

  it('sends a transaction: the wallet signs and broadcasts it, and the devnet mines it', async () => {
    const recipient = '0x000000000000000000000000000000000000dEaD';
    const node = chains.publicClient(31337);
    const before = await node.getBalance({ address: recipient });
    const hash = await first.adapter.sendTransaction({ to: recipient, value: 12_345n, chainId: 31337 });
    expect(wallet.requests.at(-1)).toBe('eth_sendTransaction');
    const receipt = await node.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(await node.getBalance({ address: recipient })).toBe(before + 12_345n);
  });

  it('turns the wallet’s rejection into the typed user-rejected error', async () => {
    wallet.answer = 'reject';
    try {
      const failure = await first.adapter
        .signMessage({ message: 'no', address: wallet.address, connectorId: 'walletConnect' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isUserRejection(failure)).toBe(true);
      expect((failure as { cause?: { code?: number } }).cause?.code).toBe(4001);
    } finally {
      wallet.answer = 'approve';
    }
  });

  it('survives the relay dropping every socket: still connected, and requests still arrive', async () => {
    relay.dropClients();
    await new Promise((done) => setTimeout(done, 300));
    expect(status(first.kit)).toBe('connected');
    const signature = await first.adapter.signMessage({
      message: 'after the drop',
      address: wallet.address,
      connectorId: 'walletConnect',
    });
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'after the drop',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
    expect(status(first.kit)).toBe('connected');
  });

  it('restores the session on a new instance with the same storage, without a new pairing', async () => {
    // Switched away from the default network first: the reload must come back on the chosen one.
    const chosen = chains.networks[1];
    if (chosen === undefined) throw new Error('the test devnet has two chains');
    await first.kit.switchNetwork(chosen);
    expect(first.kit.getCaipNetwork()?.id).toBe(chosen.id);
    first.kit.destroy();
    const proposals = wallet.proposals;
    const second = openKit();
    await second.kit.start();
    expect(status(second.kit)).toBe('connected');
    expect(second.kit.getAddress()).toBe(wallet.address);
    expect(second.kit.getCaipNetwork()?.id).toBe(chosen.id);
    expect(wallet.proposals).toBe(proposals);
    const signature = await second.adapter.signMessage({
      message: 'restored',
      address: wallet.address,
      connectorId: 'walletConnect',
    });
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'restored',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
    first = second;
  });

  it('disconnects the modal when the wallet ends the session', async () => {
    await wallet.client.disconnect({
      topic: wallet.topic(),
      reason: { code: 6000, message: 'User disconnected.' },
    });
    await until(() => status(first.kit) === 'disconnected');
    expect(first.kit.getAddress()).toBeUndefined();
    expect(first.kit.stores.connection.getState().currentConnectorIds.eip155).toBeUndefined();
  });
});
