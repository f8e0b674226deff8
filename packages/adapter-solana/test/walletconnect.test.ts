/**
 * WalletConnect on Solana end to end in Node: a core instance with the SolanaAdapter and Walletport's own
 * WalletConnect client, the official sign-client (2.21.8) as the wallet running the dev wallet's
 * WalletConnect page logic (its Solana signer), the local relay and the local Solana chain.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { SignClient } from '@walletconnect/sign-client';
import { type AppKitCore, createAppKitCore, createMemoryStorage, isUserRejection } from '@walletport/core';
import { createDevWallet, createSolanaSigner, devnetMnemonic } from '@walletport/dev-wallet';
import { createWcWallet, type WcWallet } from '@walletport/dev-wallet/walletconnect';
import { type Relay, startRelay } from '@walletport/relay';
import { solanaTestKeypair } from '@walletport/solnet/keys';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SolanaAdapter } from '../src/index.js';
import { startTestChain, type TestChain } from './support/chain.js';

let chain: TestChain;
let relay: Relay;
let wallet: WcWallet;
let closeWallet: () => Promise<void>;
let answer: 'approve' | 'reject' = 'approve';
const kits: AppKitCore[] = [];
const A0 = solanaTestKeypair(0).address;

class MapStorage {
  readonly items = new Map<string, unknown>();
  async getKeys() {
    return [...this.items.keys()];
  }
  async getEntries<T>() {
    return [...this.items.entries()] as [string, T][];
  }
  async getItem<T>(key: string) {
    return this.items.get(key) as T | undefined;
  }
  async setItem<T>(key: string, value: T) {
    this.items.set(key, value);
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeAll(async () => {
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
  [chain, relay] = await Promise.all([startTestChain(), startRelay({ port: 0 })]);
  const client = await SignClient.init({
    projectId: 'walletport-wc-solana-test',
    relayUrl: relay.url,
    metadata: { name: 'WC Solana test wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    logger: 'silent',
    telemetryEnabled: false,
    storage: new MapStorage() as never,
    customStoragePrefix: `wc-solana-test-${process.pid}-${Date.now()}`,
    signConfig: { disableRequestQueue: true },
  });
  const evm = createDevWallet({
    mnemonic: devnetMnemonic,
    chains: [{ id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:1' }],
    approver: async () => true,
  });
  wallet = createWcWallet(client, evm, createSolanaSigner({ rpcUrl: () => chain.solnet.rpcUrl }));
  // The scripted visitor: every proposal is approved, every request answered as `answer` says.
  wallet.subscribe(() => {
    const state = wallet.getState();
    for (const proposal of state.proposals) void wallet.approveProposal(proposal.id);
    for (const request of state.requests) {
      if (answer === 'approve') wallet.approveRequest(request.topic, request.id);
      else wallet.rejectRequest(request.topic, request.id);
    }
  });
  closeWallet = async () => {
    wallet.dispose();
    await client.core.relayer.transportClose().catch(() => {});
    client.core.heartbeat.stop();
  };
}, 60_000);

afterAll(async () => {
  for (const kit of kits) kit.destroy();
  await closeWallet?.();
  await relay?.close();
  await chain?.solnet.close();
  vi.unstubAllEnvs();
});

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((done) => setTimeout(done, 20));
  }
}

describe('WalletConnect with the SolanaAdapter', () => {
  let kit: AppKitCore;
  let adapter: SolanaAdapter;

  it('asks for the solana namespace, pairs, and connects the session’s Solana account', async () => {
    adapter = new SolanaAdapter();
    kit = createAppKitCore(
      {
        projectId: 'wc-solana-test',
        networks: [chain.network],
        adapters: [adapter],
        relayUrl: relay.url,
        metadata: { name: 'WC Solana dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
      },
      { storage: createMemoryStorage(), document: null, logger: { warn: () => {}, error: () => {} } },
    );
    kits.push(kit);
    expect(adapter.getConnectors().map((connector) => connector.id)).toContain('walletConnect');
    await kit.start();
    const connecting = kit.services.connection.connectWalletConnect();
    await until(() => kit.stores.connection.getState().wcUri !== undefined);
    await wallet.pair(kit.stores.connection.getState().wcUri as string);
    await connecting;
    expect(kit.getAddress('solana')).toBe(A0);
    expect(kit.stores.connection.getState().currentConnectorIds.solana).toBe('walletConnect');
    expect(wallet.getState().sessions[0]?.chains).toContain(chain.network.caipNetworkId);
  });

  it('signs a message through solana_signMessage: a base58 Ed25519 signature', async () => {
    const signature = await adapter.signMessage({ message: 'hello over walletconnect', address: A0 });
    const ok = ed25519.verify(
      base58.decode(signature),
      new TextEncoder().encode('hello over walletconnect'),
      solanaTestKeypair(0).publicKey,
    );
    expect(ok).toBe(true);
  });

  it('sends SOL: the wallet signs (and sends) the transaction, the chain has it', async () => {
    const to = solanaTestKeypair(5).address;
    const before = await adapter.getBalance({ address: to, network: chain.network });
    const signature = await adapter.sendTransaction({ to, value: 1_000_000n, chainId: chain.network.id });
    const receipt = await adapter.waitForTransactionReceipt({ hash: signature, chainId: chain.network.id });
    expect(receipt.status).toBe('success');
    const after = await adapter.getBalance({ address: to, network: chain.network });
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(0.001, 9);
  });

  it('a refusal in the wallet reaches the app as a user rejection', async () => {
    answer = 'reject';
    const error = await adapter
      .signMessage({ message: 'no', address: A0 })
      .catch((caught: unknown) => caught);
    answer = 'approve';
    expect(isUserRejection(error)).toBe(true);
  });
});
