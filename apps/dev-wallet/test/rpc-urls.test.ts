import { findFreePort } from '@walletport/devnet';
import { describe, expect, it } from 'vitest';
import { createRpcStatusMonitor, describeRpcStatus, type RpcStatus } from '../src/inpage/rpc-status.js';
import { createDevWallet, type DevWalletChainInput, devnetMnemonic } from '../src/index.js';
import { createScriptedApprover, recordEvents, rpc } from './support/devnet.js';
import { useWalletTestbed } from './support/wallet-testbed.js';

// The devnet runs on free ports, never 8545/8546: a wallet that kept its defaults would miss it.
const testbed = useWalletTestbed();

/** A URL on this machine where nothing listens. */
async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await findFreePort()}`;
}

function walletOn(chains: DevWalletChainInput[], rpcReady?: Promise<unknown>) {
  return createDevWallet({
    mnemonic: devnetMnemonic,
    chains,
    approver: createScriptedApprover().approver,
    origin: 'http://dapp.test',
    rpcReady,
  });
}

function stackChains() {
  return testbed.devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }));
}

/** Resolves with the first status for which `accept` holds. */
function statusWhere(
  monitor: ReturnType<typeof createRpcStatusMonitor>,
  accept: (status: RpcStatus) => boolean,
): Promise<RpcStatus> {
  return new Promise((resolve) => {
    const now = monitor.get();
    if (now && accept(now)) return resolve(now);
    const stop = monitor.subscribe((status) => {
      if (!accept(status)) return;
      stop();
      resolve(status);
    });
  });
}

describe('RPC URLs learned after start (rpcReady, mergeChains)', () => {
  it('holds reads until the URLs are known, then sends them to the merged URL', async () => {
    const [chain] = stackChains();
    // A block height no other node on this machine is likely to have: proof of which node answered.
    await rpc(chain!.rpcUrl, 'anvil_mine', ['0x1d3']);
    const height = await rpc(chain!.rpcUrl, 'eth_blockNumber');
    let release!: () => void;
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const wallet = walletOn([{ id: 31337, name: 'Walletport Devnet', rpcUrl: await deadUrl() }], ready);
    const events = recordEvents(wallet);
    const pending = wallet.request({ method: 'eth_blockNumber' });
    wallet.mergeChains(stackChains());
    release();
    expect(await pending).toBe(height);
    expect(wallet.getState().chains.map(({ id, rpcUrl }) => ({ id, rpcUrl }))).toEqual(
      stackChains().map(({ id, rpcUrl }) => ({ id, rpcUrl })),
    );
    // Same chain, same connection: the page is told nothing.
    expect(events).toEqual([]);
    expect(wallet.getState().chainId).toBe(31337);
  });

  it('updates known chains in place, adds new ones and notifies the panel', async () => {
    const wallet = walletOn([{ id: 31337, name: 'Old name', rpcUrl: 'http://127.0.0.1:8545' }]);
    const seen: string[][] = [];
    wallet.subscribe((state) => seen.push(state.chains.map((chain) => `${chain.id} ${chain.rpcUrl}`)));
    wallet.mergeChains(stackChains());
    const [one, two] = stackChains();
    expect(seen).toEqual([[`31337 ${one!.rpcUrl}`, `31338 ${two!.rpcUrl}`]]);
    expect(wallet.getState().chains[0]).toMatchObject({
      name: 'Walletport Devnet',
      nativeCurrency: { symbol: 'ETH' },
    });
    expect(() => wallet.mergeChains([{ id: 1.5, name: 'x', rpcUrl: 'http://127.0.0.1:1' }])).toThrow();
  });

  it('takes a chain’s token list when the stack gives one and keeps the known list otherwise', () => {
    const wpt = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
    const wpusd = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
    const wallet = walletOn([{ id: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', tokens: [wpt] }]);
    const [one] = stackChains();
    wallet.mergeChains([one!]);
    expect(wallet.getState().chains[0]?.tokens).toEqual([wpt]);
    wallet.mergeChains([{ ...one!, tokens: [wpusd.toLowerCase() as `0x${string}`] }]);
    expect(wallet.getState().chains[0]?.tokens).toEqual([wpusd]);
    expect(() => wallet.mergeChains([{ ...one!, tokens: ['0x1'] }])).toThrow(/not an address/);
  });
});

describe('createRpcStatusMonitor', () => {
  it('reports ok once the node at the URL answers eth_chainId with the expected chain', async () => {
    const monitor = createRpcStatusMonitor({ source: 'npm start (test)' });
    monitor.watch(walletOn(stackChains()));
    const status = await statusWhere(monitor, (s) => s.health !== 'checking');
    expect(status).toEqual({
      chainId: 31337,
      chainName: 'Walletport Devnet',
      url: stackChains()[0]!.rpcUrl,
      health: 'ok',
      answeredChainId: 31337,
      source: 'npm start (test)',
    });
    expect(describeRpcStatus(status)).toEqual({
      text: `${stackChains()[0]!.rpcUrl} answers (chain 31337, Walletport Devnet).`,
      problem: false,
    });
    monitor.dispose();
  });

  it('names the URL it tried when nothing answers there', async () => {
    const url = await deadUrl();
    const monitor = createRpcStatusMonitor({ source: 'built-in defaults' });
    monitor.watch(walletOn([{ id: 31337, name: 'Walletport Devnet', rpcUrl: url }]));
    const status = await statusWhere(monitor, (s) => s.health !== 'checking');
    expect(status).toMatchObject({ health: 'unreachable', url });
    const { text, problem } = describeRpcStatus(status);
    expect(problem).toBe(true);
    expect(text).toContain(`Cannot reach the devnet at ${url} (chain 31337, Walletport Devnet)`);
    expect(text).toContain('Is npm start running? RPC URLs from built-in defaults.');
    monitor.dispose();
  });

  it('notices a node of another chain behind the URL', async () => {
    const [, two] = stackChains();
    const monitor = createRpcStatusMonitor({ source: 'test' });
    monitor.watch(walletOn([{ id: 31337, name: 'Walletport Devnet', rpcUrl: two!.rpcUrl }]));
    const status = await statusWhere(monitor, (s) => s.health !== 'checking');
    expect(status).toMatchObject({ health: 'wrong-chain', answeredChainId: 31338 });
    expect(describeRpcStatus(status).text).toContain(
      `The RPC at ${two!.rpcUrl} answers chain 31338, not 31337`,
    );
    monitor.dispose();
  });

  it('checks again after a chain switch, waits for ready, and hears failures of the wallet’s own calls', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const monitor = createRpcStatusMonitor({ source: 'test', ready });
    const url = await deadUrl();
    const wallet = createDevWallet({
      mnemonic: devnetMnemonic,
      chains: [...stackChains(), { id: 5, name: 'Gone', rpcUrl: url }],
      approver: async () => true,
      fetch: monitor.observedFetch,
    });
    monitor.watch(wallet);
    expect(monitor.get()).toMatchObject({ health: 'checking', chainId: 31337 });
    release();
    await statusWhere(monitor, (s) => s.health === 'ok' && s.chainId === 31337);
    wallet.selectChain(31338);
    expect(await statusWhere(monitor, (s) => s.health !== 'checking' && s.chainId === 31338)).toMatchObject({
      health: 'ok',
      answeredChainId: 31338,
    });
    wallet.selectChain(5);
    await statusWhere(monitor, (s) => s.chainId === 5 && s.health === 'unreachable');
    // The page's own request fails the same way, with the URL in its message.
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      message: expect.stringContaining(url),
    });
    expect(monitor.get()).toMatchObject({ health: 'unreachable', url });
    monitor.dispose();
  });
});
