import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyOrderOverrides, type ConnectOrderInput, orderConnectEntries } from './ordering.js';
import type { CustomWallet } from '../options/index.js';
import type { Connector, WalletListing } from './types.js';

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
};
const legacy: Connector = { id: 'metaMask', name: 'MetaMask', type: 'INJECTED', chain: 'eip155' };
const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'INJECTED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
};
const coinbaseSdk: Connector = {
  id: 'coinbaseWalletSDK',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
};
const auth: Connector = { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' };

const featuredWallet: WalletListing = { id: 'reg-featured', name: 'Featured', rdns: 'com.featured' };
const customWallet: CustomWallet = { id: 'custom-1', name: 'Custom', image_url: 'https://x/y.png' };
const recommendedWallet: WalletListing = { id: 'reg-rec', name: 'Recommended' };
const registryMetaMask: WalletListing = {
  id: 'reg-mm',
  name: 'MetaMask',
  rdns: 'io.metamask',
  image_id: 'mm-img',
};

const base: ConnectOrderInput = {
  connectors: [coinbaseSdk, rabby, walletConnect, auth],
  recentWallets: [{ id: 'reg-recent', name: 'Recent' }],
  featuredWallets: [featuredWallet],
  customWallets: [customWallet],
  recommendedWallets: [recommendedWallet],
  walletConnectEnabled: true,
  connectedWithWalletConnect: false,
};

const ids = (input: ConnectOrderInput) => orderConnectEntries(input).map((e) => `${e.section}:${e.id}`);

describe('default ordering: walletConnect (only if enabled and not already connected with it), recent, injected, featured, custom, external, recommended; overrides go first', () => {
  it('lists the sections in the default order', () => {
    expect(ids(base)).toEqual([
      'walletConnect:walletConnect',
      'recent:reg-recent',
      'injected:io.rabby',
      'featured:reg-featured',
      'custom:custom-1',
      'external:coinbaseWalletSDK',
      'recommended:reg-rec',
    ]);
  });

  it('walletConnect only if enabled', () => {
    expect(ids({ ...base, walletConnectEnabled: false })).not.toContain('walletConnect:walletConnect');
  });

  it('walletConnect not when already connected with it', () => {
    expect(ids({ ...base, connectedWithWalletConnect: true })).not.toContain('walletConnect:walletConnect');
  });

  it('injected includes announced wallets (and multi-chain ones)', () => {
    const multi: Connector = { id: 'multi', name: 'Multi', type: 'MULTI_CHAIN', chain: 'eip155' };
    expect(ids({ ...base, connectors: [metamask, rabby, multi], recentWallets: [] }).slice(0, 3)).toEqual([
      'injected:io.metamask',
      'injected:io.rabby',
      'injected:multi',
    ]);
  });

  it('does not list the embedded login (AUTH) as a wallet', () => {
    expect(orderConnectEntries(base).some((e) => e.connector?.type === 'AUTH')).toBe(false);
  });

  it('"Overrides go first": listed ids first, in the override order, the rest unchanged', () => {
    expect(ids({ ...base, order: ['reg-rec', 'io.rabby', 'unknown'] })).toEqual([
      'recommended:reg-rec',
      'injected:io.rabby',
      'walletConnect:walletConnect',
      'recent:reg-recent',
      'featured:reg-featured',
      'custom:custom-1',
      'external:coinbaseWalletSDK',
    ]);
  });

  it('an override may name a wallet by rdns or registry id', () => {
    const input = {
      ...base,
      connectors: [metamask, rabby],
      featuredWallets: [registryMetaMask],
      recentWallets: [],
    };
    expect(ids({ ...input, order: ['io.rabby', 'reg-mm'] }).slice(0, 2)).toEqual([
      'injected:io.rabby',
      'injected:io.metamask',
    ]);
    expect(ids({ ...input, order: ['IO.RABBY'] })[0]).toBe('injected:io.rabby');
  });

  it('property: overrides only move entries — same set, overridden ones first', () => {
    const pool = [
      'walletConnect',
      'reg-recent',
      'io.rabby',
      'reg-featured',
      'custom-1',
      'coinbaseWalletSDK',
      'reg-rec',
      'nope',
    ];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...pool)), (order) => {
        const plain = orderConnectEntries(base);
        const moved = applyOrderOverrides(plain, order);
        expect([...moved].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...plain].sort((a, b) => a.id.localeCompare(b.id)),
        );
        const known = order.filter((id) => id !== 'nope');
        expect(moved.slice(0, known.length).map((e) => e.id)).toEqual(known);
      }),
    );
  });
});

describe('each wallet is listed once', () => {
  it('injected + announced with the same name show once, as the announced connector', () => {
    const entries = orderConnectEntries({ ...base, connectors: [legacy, metamask], recentWallets: [] });
    expect(entries.filter((e) => e.name === 'MetaMask')).toEqual([
      expect.objectContaining({ section: 'injected', connector: metamask }),
    ]);
  });

  it('a featured registry wallet that is installed is marked installed and not listed twice', () => {
    const entries = orderConnectEntries({
      ...base,
      connectors: [metamask],
      featuredWallets: [registryMetaMask],
      recentWallets: [],
    });
    const mm = entries.filter((e) => e.name === 'MetaMask');
    expect(mm).toHaveLength(1);
    expect(mm[0]).toMatchObject({
      section: 'injected',
      installed: true,
      connector: metamask,
      wallet: registryMetaMask,
    });
  });

  it('a recommended registry wallet that is installed is not listed again', () => {
    const entries = orderConnectEntries({
      ...base,
      connectors: [metamask],
      recommendedWallets: [registryMetaMask],
      recentWallets: [],
    });
    expect(entries.map((e) => e.section)).not.toContain('recommended');
  });

  it('a recent wallet that is installed shows in recent with its connector, not again in injected', () => {
    const entries = orderConnectEntries({
      ...base,
      connectors: [metamask, rabby],
      recentWallets: [{ id: 'reg-mm', name: 'MetaMask', rdns: 'io.metamask' }],
    });
    expect(entries.filter((e) => e.name === 'MetaMask')).toEqual([
      expect.objectContaining({ section: 'recent', id: 'io.metamask', connector: metamask, installed: true }),
    ]);
  });

  it('a recent wallet from the registry carries the registry data', () => {
    const entries = orderConnectEntries({
      ...base,
      recentWallets: [{ id: 'reg-featured', name: 'Featured' }],
    });
    expect(entries.filter((e) => e.id === 'reg-featured')).toEqual([
      expect.objectContaining({ section: 'recent', wallet: featuredWallet, installed: false }),
    ]);
  });

  it('the same wallet-connect connector on two namespaces shows once', () => {
    const solanaWc: Connector = { ...walletConnect, chain: 'solana' };
    const entries = orderConnectEntries({ ...base, connectors: [walletConnect, solanaWc] });
    expect(entries.filter((e) => e.section === 'walletConnect')).toHaveLength(1);
  });

  it('property: no two entries share an id or rdns', () => {
    const connectorArb = fc.record({
      id: fc.constantFrom('a', 'b', 'walletConnect', 'injected'),
      name: fc.constantFrom('A', 'B'),
      type: fc.constantFrom(
        'INJECTED',
        'ANNOUNCED',
        'EXTERNAL',
        'WALLET_CONNECT',
        'MULTI_CHAIN',
      ) as fc.Arbitrary<Connector['type']>,
      chain: fc.constantFrom('eip155', 'solana') as fc.Arbitrary<Connector['chain']>,
      info: fc.option(fc.record({ rdns: fc.constantFrom('x.a', 'y.b') }), { nil: undefined }),
    });
    const walletArb = fc.record({
      id: fc.constantFrom('a', 'r1', 'r2'),
      name: fc.constantFrom('A', 'R'),
      rdns: fc.option(fc.constantFrom('x.a', 'z.c'), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(connectorArb, { maxLength: 6 }),
        fc.array(walletArb, { maxLength: 3 }),
        fc.array(walletArb, { maxLength: 3 }),
        fc.array(fc.record({ id: fc.constantFrom('a', 'r1', 'q'), name: fc.constant('N') }), {
          maxLength: 2,
        }),
        (connectors, featuredWallets, recommendedWallets, recentWallets) => {
          const entries = orderConnectEntries({
            connectors,
            featuredWallets,
            recommendedWallets,
            recentWallets,
            walletConnectEnabled: true,
            connectedWithWalletConnect: false,
          });
          const keys = entries.flatMap((e) => [
            ...new Set([e.id, e.wallet?.id, e.connector?.id].filter(Boolean).map((id) => `id:${id}`)),
            ...new Set(
              [e.rdns, e.connector?.info?.rdns, e.wallet?.rdns].filter(Boolean).map((r) => `rdns:${r}`),
            ),
          ]);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });
});
