import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../caip/index.js';
import { createConnectorsStore } from './connectors-store.js';
import { selectShownConnectors } from './shown-connectors.js';
import { findInstalledConnector, markInstalledWallets, withoutInstalledWallets } from './dedupe.js';
import {
  findMultiChainConnector,
  isMultiChainConnectorId,
  mergeMultiChainConnectors,
} from './multi-chain.js';
import { orderConnectEntries } from './ordering.js';
import type { Connector } from './types.js';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';

/** The dev wallet as the eip155 adapter reports it (EIP-6963). */
const devEvm: Connector = {
  id: 'dev.walletport.wallet',
  name: 'Walletport Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: ICON,
  info: { rdns: 'dev.walletport.wallet', name: 'Walletport Dev Wallet', icon: ICON },
};
/** The dev wallet as the solana adapter reports it (Wallet Standard: no rdns, id = name). */
const devSolana: Connector = {
  id: 'Walletport Dev Wallet',
  name: 'Walletport Dev Wallet',
  type: 'ANNOUNCED',
  chain: 'solana',
  imageUrl: 'data:image/svg+xml;base64,c29sYW5h',
};
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
};
const solflare: Connector = { id: 'Solflare', name: 'Solflare', type: 'ANNOUNCED', chain: 'solana' };
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};

const context = { isMobile: false, hasInjectedWallet: true, excludedWallets: [] };

describe('a wallet installed in several namespaces is one MULTI_CHAIN connector', () => {
  it('merges the dev wallet of eip155 and solana, named and pictured as its eip155 side', () => {
    const [merged, ...rest] = mergeMultiChainConnectors([devSolana, metamask, devEvm, solflare]);
    expect(rest).toEqual([metamask, solflare]);
    expect(merged).toEqual({
      id: 'multichain:walletport dev wallet',
      name: 'Walletport Dev Wallet',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      imageUrl: ICON,
      info: { name: 'Walletport Dev Wallet', icon: ICON, rdns: 'dev.walletport.wallet' },
      connectors: [devEvm, devSolana],
    });
  });

  it("lists members in the app's namespace order, still named by the eip155 member", () => {
    const [merged] = mergeMultiChainConnectors([devEvm, devSolana], ['solana', 'eip155']);
    expect(merged?.connectors).toEqual([devSolana, devEvm]);
    expect(merged?.chain).toBe('eip155');
    expect(merged?.name).toBe('Walletport Dev Wallet');
  });

  it('without an eip155 member, the first member in namespace order names it', () => {
    const polkadot: Connector = { id: 'p', name: 'Talisman', type: 'ANNOUNCED', chain: 'polkadot' };
    const solana: Connector = { id: 's', name: 'talisman ', type: 'ANNOUNCED', chain: 'solana' };
    const [merged] = mergeMultiChainConnectors([polkadot, solana], ['solana', 'polkadot']);
    expect(merged).toMatchObject({ id: 'multichain:talisman', name: 'talisman ', chain: 'solana' });
    expect(merged?.connectors).toEqual([solana, polkadot]);
  });

  it('names match trimmed and in any case; a wallet in one namespace stays as it is', () => {
    const shouting = { ...devSolana, name: '  WALLETPORT DEV WALLET ' };
    expect(mergeMultiChainConnectors([devEvm, shouting])).toHaveLength(1);
    expect(mergeMultiChainConnectors([metamask, solflare])).toEqual([metamask, solflare]);
  });

  it('never merges two different rdns, nor two connectors of one namespace', () => {
    const otherRdns = { ...devSolana, info: { rdns: 'com.other' } };
    expect(mergeMultiChainConnectors([devEvm, otherRdns])).toEqual([devEvm, otherRdns]);
    const sameNamespace = { ...devEvm, id: 'legacy', type: 'INJECTED' as const, info: {} };
    expect(mergeMultiChainConnectors([devEvm, sameNamespace])).toEqual([devEvm, sameNamespace]);
  });

  it('leaves wallet-connect, SDKs, the embedded login and the generic browser wallet alone', () => {
    const sdk: Connector = { id: 'coinbaseWalletSDK', name: 'Solflare', type: 'EXTERNAL', chain: 'eip155' };
    const browser: Connector = { id: 'injected', name: 'Solflare', type: 'INJECTED', chain: 'eip155' };
    const list = [walletConnect, { ...walletConnect, chain: 'solana' as const }, sdk, browser, solflare];
    expect(mergeMultiChainConnectors(list)).toEqual(list);
  });

  it('two wallets sharing a name get distinct ids', () => {
    const a = { ...devEvm, id: 'a', name: 'Same', info: { rdns: 'a.wallet' } };
    const b = { ...devEvm, id: 'b', name: 'Same', info: { rdns: 'b.wallet' } };
    const aSol = { ...devSolana, id: 'as', name: 'Same', info: { rdns: 'a.wallet' } };
    const bSol = { ...devSolana, id: 'bs', name: 'Same', info: { rdns: 'b.wallet' } };
    const ids = mergeMultiChainConnectors([a, b, aSol, bSol]).map((c) => c.id);
    expect(ids).toEqual(['multichain:same', 'multichain:same#2']);
    expect(isMultiChainConnectorId(ids[1] ?? '')).toBe(true);
    expect(isMultiChainConnectorId('io.metamask')).toBe(false);
  });
});

describe('the store and the shown list know merged connectors', () => {
  const state = { connectors: [devEvm, metamask, devSolana, walletConnect], filterByNamespace: undefined };

  it('the shown list merges after de-duplication', () => {
    const legacy: Connector = {
      id: 'legacy',
      name: 'walletport dev wallet',
      type: 'INJECTED',
      chain: 'eip155',
    };
    const shown = selectShownConnectors({ ...state, connectors: [legacy, ...state.connectors] }, context);
    expect(shown.map((c) => c.id)).toEqual([
      'multichain:walletport dev wallet',
      'io.metamask',
      'walletConnect',
    ]);
    expect(shown[0]?.connectors).toEqual([devEvm, devSolana]);
  });

  it('filtered to one namespace, nothing merges: the wallet is its connector there', () => {
    const shown = selectShownConnectors({ ...state, filterByNamespace: 'solana' }, context);
    expect(shown).toEqual([devSolana]);
  });

  it('findMultiChainConnector finds the merged connector by its id; the store finds the members by theirs', () => {
    const store = createConnectorsStore({ connectors: state.connectors });
    expect(findMultiChainConnector(state.connectors, 'multichain:walletport dev wallet')?.connectors).toEqual(
      [devEvm, devSolana],
    );
    expect(store.getConnector('Walletport Dev Wallet')).toEqual(devSolana);
    expect(store.getConnector('dev.walletport.wallet', 'eip155')).toEqual(devEvm);
    expect(store.getConnector('multichain:nobody')).toBeUndefined();
    expect(findMultiChainConnector(state.connectors, 'io.metamask')).toBeUndefined();
  });
});

describe('registry listings and recent wallets recognise a merged wallet', () => {
  const merged = mergeMultiChainConnectors([devEvm, devSolana]);
  const listing = { id: 'walletport-dev', name: 'Walletport Dev Wallet', rdns: 'dev.walletport.wallet' };

  it('a listing whose rdns is the eip155 member is installed (badge, de-duplication)', () => {
    expect(findInstalledConnector(listing, merged)?.id).toBe('multichain:walletport dev wallet');
    expect(markInstalledWallets([listing], merged)).toEqual([{ ...listing, installed: true }]);
    expect(withoutInstalledWallets([listing], merged)).toEqual([]);
  });

  it("a listing named by a member's explorerId is installed too", () => {
    const withExplorer = mergeMultiChainConnectors([devEvm, { ...devSolana, explorerId: 'reg-1' }]);
    const bare = {
      ...withExplorer[0],
      info: {},
      explorerId: undefined,
      connectors: withExplorer[0]?.connectors,
    };
    expect(findInstalledConnector({ id: 'reg-1', name: 'x' }, [bare as Connector])).toBe(bare);
  });

  it('the Connect list shows it once, installed, also when it is featured or recent', () => {
    const entries = orderConnectEntries({
      connectors: merged,
      recentWallets: [{ id: 'Walletport Dev Wallet', name: 'Walletport Dev Wallet' }],
      featuredWallets: [listing],
      walletConnectEnabled: false,
      connectedWithWalletConnect: false,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      section: 'recent',
      id: 'multichain:walletport dev wallet',
      installed: true,
      wallet: listing,
    });
    expect(entries[0]?.connector?.type).toBe('MULTI_CHAIN');
  });

  it('a recent wallet remembered by the eip155 member rdns resolves to the merged entry', () => {
    const entries = orderConnectEntries({
      connectors: merged,
      recentWallets: [{ id: 'old-id', name: 'Dev', rdns: 'DEV.walletport.wallet' }],
      walletConnectEnabled: false,
      connectedWithWalletConnect: false,
    });
    expect(entries.map((entry) => [entry.section, entry.id])).toEqual([
      ['recent', 'multichain:walletport dev wallet'],
    ]);
  });
});

// Properties: arbitrary connector lists over a few names, rdns, namespaces and types, so collisions
// (same wallet, same name with other rdns, same namespace twice) are frequent.
const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'];
const connectorArb: fc.Arbitrary<Connector> = fc
  .record({
    name: fc.constantFrom('Alpha', 'alpha ', 'Beta', 'BETA', 'Gamma', ''),
    rdns: fc.option(fc.constantFrom('a.wallet', 'A.WALLET', 'b.wallet', 'c.wallet'), { nil: undefined }),
    chain: fc.constantFrom(...NAMESPACES),
    type: fc.constantFrom('ANNOUNCED', 'INJECTED', 'EXTERNAL', 'WALLET_CONNECT', 'AUTH'),
  })
  .map(({ name, rdns, chain, type }) => ({
    name,
    chain,
    type: type as Connector['type'],
    ...(rdns === undefined ? {} : { info: { rdns } }),
  }))
  .chain((partial) => fc.constantFrom('injected', 'x').map((prefix) => ({ ...partial, id: prefix })));
const listArb = fc
  .array(connectorArb, { maxLength: 12 })
  .map((list) => list.map((connector, index) => ({ ...connector, id: `${connector.id}-${index}` })));
const orderArb = fc.shuffledSubarray([...NAMESPACES]);

describe('merging (properties)', () => {
  it('never loses a connector: each is in the output or inside exactly one MULTI_CHAIN', () => {
    fc.assert(
      fc.property(listArb, orderArb, (list, order) => {
        const out = mergeMultiChainConnectors(list, order);
        for (const connector of list) {
          const direct = out.filter((c) => c === connector).length;
          const inside = out.filter(
            (c) => c.type === 'MULTI_CHAIN' && c.connectors?.includes(connector),
          ).length;
          expect(direct + inside).toBe(1);
        }
        const members = out.flatMap((c) => (c.type === 'MULTI_CHAIN' ? (c.connectors ?? []) : [c]));
        expect(members).toHaveLength(list.length);
      }),
    );
  });

  it('is idempotent, and its MULTI_CHAIN connectors span distinct namespaces with unique ids', () => {
    fc.assert(
      fc.property(listArb, orderArb, (list, order) => {
        const once = mergeMultiChainConnectors(list, order);
        expect(mergeMultiChainConnectors(once, order)).toEqual(once);
        const ids = once.map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const merged of once.filter((c) => c.type === 'MULTI_CHAIN')) {
          const chains = (merged.connectors ?? []).map((c) => c.chain);
          expect(chains.length).toBeGreaterThan(1);
          expect(new Set(chains).size).toBe(chains.length);
          expect(merged.chain).toBe(chains.includes('eip155') ? 'eip155' : chains[0]);
        }
      }),
    );
  });
});
