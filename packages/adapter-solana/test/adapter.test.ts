/** The adapter's wallet side with a scripted Wallet Standard wallet: listing, connect, restore, events, signing. */
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { getWallets } from '@wallet-standard/app';
import {
  type CaipNetwork,
  isUserRejection,
  localSolana,
  mainnet,
  solana,
  solanaDevnet,
} from '@walletport/core/internal';
import { solanaTestKeypair } from '@walletport/solnet/keys';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SolanaAdapter } from '../src/index.js';
import { createFakeWallet } from './support/fake-wallet.js';

const local = localSolana();
const NETWORKS: CaipNetwork[] = [local, solanaDevnet, mainnet];

beforeAll(() => {
  // Wallet Standard's registry listens on `window` once per page; this file is one page.
  (globalThis as { window?: unknown }).window = new EventTarget();
});

const unregisters: (() => void)[] = [];
afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister();
});

function setup(options: { name?: string } = {}) {
  const wallet = createFakeWallet(options);
  const adapter = new SolanaAdapter();
  adapter.construct({ networks: NETWORKS, projectId: 'p', enableInjected: true, enableEIP6963: true });
  unregisters.push(getWallets().register(wallet));
  return { wallet, adapter };
}

const ACCOUNT_0 = solanaTestKeypair(0).address;

describe('SolanaAdapter with a Wallet Standard wallet', () => {
  it('serves only the app’s solana networks', () => {
    const { adapter } = setup();
    expect(adapter.networks.map((network) => network.caipNetworkId)).toEqual([
      local.caipNetworkId,
      solanaDevnet.caipNetworkId,
    ]);
  });

  it('lists a registered Solana wallet as an announced solana connector, and follows registrations', () => {
    const { adapter, wallet } = setup({ name: 'Listed Wallet' });
    const seen: number[] = [];
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.length));
    const connector = adapter.getConnectors().find((item) => item.name === 'Listed Wallet');
    expect(connector).toMatchObject({
      id: 'Listed Wallet',
      type: 'ANNOUNCED',
      chain: 'solana',
    });
    expect((connector?.provider as { wallet: unknown } | undefined)?.wallet).toBe(wallet);
    expect(connector?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    unregisters.push(getWallets().register(createFakeWallet({ name: 'Late Wallet' })));
    expect(adapter.getConnectors().map((item) => item.name)).toContain('Late Wallet');
    expect(seen.length).toBeGreaterThan(0);
  });

  it('does not list a wallet without a solana chain', () => {
    const { adapter } = setup();
    unregisters.push(getWallets().register(createFakeWallet({ name: 'EVM Only', chains: ['eip155:1'] })));
    expect(adapter.getConnectors().map((item) => item.name)).not.toContain('EVM Only');
  });

  it('connects on the requested network and reports base58 eoa accounts', async () => {
    const { adapter, wallet } = setup({ name: 'Connect Wallet' });
    const result = await adapter.connect({ connectorId: wallet.name, chainId: solanaDevnet.id });
    expect(result).toEqual({
      accounts: [{ address: ACCOUNT_0, type: 'eoa' }],
      chainId: solanaDevnet.id,
      connectorId: wallet.name,
    });
    expect(await adapter.getCaipAddress({ connectorId: wallet.name })).toBe(
      `${solanaDevnet.caipNetworkId}:${ACCOUNT_0}`,
    );
  });

  it('turns the visitor’s refusal into core’s user-rejected error', async () => {
    const { adapter, wallet } = setup({ name: 'Refusing Wallet' });
    wallet.answer = 'reject';
    const error = await adapter.connect({ connectorId: wallet.name }).catch((caught: unknown) => caught);
    expect(isUserRejection(error)).toBe(true);
  });

  it('refuses an unknown connector and an unconfigured network', async () => {
    const { adapter, wallet } = setup({ name: 'Strict Wallet' });
    await expect(adapter.connect({ connectorId: 'Nobody' })).rejects.toThrow('Connector not found');
    await expect(adapter.connect({ connectorId: wallet.name, chainId: solana.id })).rejects.toThrow(
      'Chain not configured',
    );
  });

  it('restores silently only what the wallet still grants, and never prompts', async () => {
    const { adapter, wallet } = setup({ name: 'Restoring Wallet' });
    expect(await adapter.reconnect({ connectorId: wallet.name, chainId: local.id })).toBeUndefined();
    wallet.approved = true;
    const restored = await adapter.reconnect({ connectorId: wallet.name, chainId: local.id });
    expect(restored?.accounts).toEqual([{ address: ACCOUNT_0, type: 'eoa' }]);
    expect(wallet.calls).toEqual(['connect(silent)', 'connect(silent)']);
  });

  it('waits for a wallet that registers after the page started, up to a second', async () => {
    const adapter = new SolanaAdapter({ networks: NETWORKS });
    const wallet = createFakeWallet({ name: 'Slow Wallet' });
    wallet.approved = true;
    const restoring = adapter.reconnect({ connectorId: wallet.name, chainId: local.id });
    setTimeout(() => unregisters.push(getWallets().register(wallet)), 50);
    expect((await restoring)?.connectorId).toBe('Slow Wallet');
    expect(await adapter.reconnect({ connectorId: 'Never Registered' })).toBeUndefined();
  });

  it('follows account changes and a wallet that drops every account', async () => {
    const { adapter, wallet } = setup({ name: 'Changing Wallet' });
    await adapter.connect({ connectorId: wallet.name });
    const events: string[] = [];
    adapter.on('accountsChanged', ({ accounts }) => events.push(`accounts:${accounts[0]?.address}`));
    adapter.on('disconnect', ({ connectorId }) => events.push(`disconnect:${connectorId}`));
    wallet.emitAccounts([wallet.account(1)]);
    expect(await adapter.getAccounts({ connectorId: wallet.name })).toEqual([
      { address: solanaTestKeypair(1).address, type: 'eoa' },
    ]);
    wallet.emitAccounts([]);
    expect(events).toEqual([`accounts:${solanaTestKeypair(1).address}`, `disconnect:${wallet.name}`]);
    expect(await adapter.getAccounts({ connectorId: wallet.name })).toEqual([]);
  });

  it('disconnects through standard:disconnect and stops following the wallet', async () => {
    const { adapter, wallet } = setup({ name: 'Leaving Wallet' });
    await adapter.connect({ connectorId: wallet.name });
    await adapter.disconnect({ connectorId: wallet.name });
    expect(wallet.calls).toContain('disconnect');
    const events: string[] = [];
    adapter.on('accountsChanged', () => events.push('accounts'));
    wallet.emitAccounts([wallet.account(2)]);
    expect(events).toEqual([]);
  });

  it('switches between the wallet’s clusters, and refuses one the wallet does not serve', async () => {
    const { adapter, wallet } = setup({ name: 'Switching Wallet' });
    await adapter.connect({ connectorId: wallet.name, chainId: local.id });
    const changes: (string | number)[] = [];
    adapter.on('chainChanged', ({ chainId }) => changes.push(chainId));
    await adapter.switchNetwork({ network: solanaDevnet, connectorId: wallet.name });
    expect(changes).toEqual([solanaDevnet.id]);
    expect(
      (await adapter.getCaipAddress({ connectorId: wallet.name }))?.startsWith(solanaDevnet.caipNetworkId),
    ).toBe(true);
    const mainnetOnly = new SolanaAdapter({ networks: [solana, local] });
    await mainnetOnly.connect({ connectorId: wallet.name, chainId: local.id });
    await expect(mainnetOnly.switchNetwork({ network: solana })).rejects.toThrow('Chain is not supported');
    await expect(adapter.switchNetwork({ network: mainnet })).rejects.toThrow('Chain is not supported');
  });

  it('hands the app a provider that signs bytes, as AppKit’s Solana provider does', async () => {
    const { adapter, wallet } = setup({ name: 'Provider Wallet' });
    const provider = adapter.getConnectors().find((item) => item.name === wallet.name)?.provider as {
      address: string | undefined;
      signMessage(message: Uint8Array): Promise<Uint8Array>;
    };
    expect(provider.address).toBeUndefined();
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toThrow('Provider not found');
    await adapter.connect({ connectorId: wallet.name });
    expect(provider.address).toBe(ACCOUNT_0);
    const message = new TextEncoder().encode('bytes to sign');
    expect(ed25519.verify(await provider.signMessage(message), message, solanaTestKeypair(0).publicKey)).toBe(
      true,
    );
    expect(adapter.getConnectors().find((item) => item.name === wallet.name)?.provider).toBe(provider);
  });

  it('signs a message: a base58 Ed25519 signature by the account’s key', async () => {
    const { adapter, wallet } = setup({ name: 'Signing Wallet' });
    await adapter.connect({ connectorId: wallet.name });
    const signature = await adapter.signMessage({ message: 'Hello, Solana', address: ACCOUNT_0 });
    const bytes = base58.decode(signature);
    expect(bytes).toHaveLength(64);
    expect(
      ed25519.verify(bytes, new TextEncoder().encode('Hello, Solana'), solanaTestKeypair(0).publicKey),
    ).toBe(true);
    wallet.answer = 'reject';
    const error = await adapter
      .signMessage({ message: 'no', address: ACCOUNT_0 })
      .catch((caught: unknown) => caught);
    expect(isUserRejection(error)).toBe(true);
  });

  it('refuses to sign or send without a connection', async () => {
    const adapter = new SolanaAdapter({ networks: NETWORKS });
    await expect(adapter.signMessage({ message: 'x', address: ACCOUNT_0 })).rejects.toThrow(
      'Provider not found',
    );
    await expect(adapter.sendTransaction({ to: ACCOUNT_0, value: 1n })).rejects.toThrow('Provider not found');
  });

  it('refuses calldata: solana transfers have none', async () => {
    const { adapter, wallet } = setup({ name: 'Calldata Wallet' });
    await adapter.connect({ connectorId: wallet.name });
    await expect(adapter.sendTransaction({ to: ACCOUNT_0, value: 1n, data: '0xa9059cbb' })).rejects.toThrow(
      'Chain is not supported',
    );
  });

  it('parses and formats units at any decimals', () => {
    const adapter = new SolanaAdapter();
    expect(adapter.parseUnits('1.5', 9)).toBe(1_500_000_000n);
    expect(adapter.formatUnits(2_500_000n, 6)).toBe('2.5');
  });
});
