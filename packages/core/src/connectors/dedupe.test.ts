import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dedupeConnectors,
  findInstalledConnector,
  isInstalledConnector,
  markInstalledWallets,
  withoutInstalledWallets,
} from './dedupe.js';
import type { Connector, WalletListing } from './types.js';

const connector = (overrides: Partial<Connector> & Pick<Connector, 'id'>): Connector => ({
  name: overrides.id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...overrides,
});
const announced = (name: string, rdns: string, extra: Partial<Connector> = {}) =>
  connector({ id: rdns, name, type: 'ANNOUNCED', info: { rdns }, ...extra });

describe('duplicates of the same wallet are shown once (prefer the announced EIP-6963 one)', () => {
  it('the same rdns announced twice is kept once, the first', () => {
    const first = announced('MetaMask', 'io.metamask');
    const again = announced('MetaMask', 'io.metamask', { id: 'io.metamask#2' });
    expect(dedupeConnectors([first, again])).toEqual([first]);
  });

  it('rdns comparison ignores letter case', () => {
    expect(dedupeConnectors([announced('A', 'io.metamask'), announced('B', 'IO.METAMASK')])).toHaveLength(1);
  });

  it("injected + announced with the same rdns keep the announced one, in the injected one's place", () => {
    const injected = connector({
      id: 'metaMask',
      name: 'MetaMask',
      type: 'INJECTED',
      info: { rdns: 'io.metamask' },
    });
    const other = announced('Rabby', 'io.rabby');
    const ann = announced('MetaMask', 'io.metamask');
    expect(dedupeConnectors([injected, other, ann])).toEqual([ann, other]);
  });

  it('injected without rdns + announced with the same name (any case) keep the announced one', () => {
    const injected = connector({ id: 'metaMask', name: 'metamask', type: 'INJECTED' });
    const ann = announced('MetaMask', 'io.metamask');
    expect(dedupeConnectors([ann, injected])).toEqual([ann]);
  });

  it('a legacy injected connector listed first is replaced in place by the announced one of the same name', () => {
    const injected = connector({ id: 'metaMask', name: 'MetaMask', type: 'INJECTED' });
    const other = announced('Rabby', 'io.rabby');
    const ann = announced('MetaMask', 'io.metamask');
    expect(dedupeConnectors([injected, other, ann])).toEqual([ann, other]);
  });

  it('a connector without rdns whose name two rdns wallets share joins the first of them only (which keeps its rdns)', () => {
    const a = connector({ id: 'a', name: 'Wallet', type: 'INJECTED', info: { rdns: 'a.wallet' } });
    const b = connector({ id: 'b', name: 'Wallet', type: 'INJECTED', info: { rdns: 'b.wallet' } });
    const legacy = connector({ id: 'c', name: 'wallet', type: 'ANNOUNCED' });
    expect(dedupeConnectors([a, b, legacy])).toEqual([a, b]);
  });

  it('without an announced one, the connector with an rdns is kept', () => {
    const legacy = connector({ id: 'legacy', name: 'MetaMask', type: 'INJECTED' });
    const withRdns = connector({
      id: 'mm',
      name: 'MetaMask',
      type: 'INJECTED',
      info: { rdns: 'io.metamask' },
    });
    expect(dedupeConnectors([legacy, withRdns])).toEqual([withRdns]);
  });

  it('different rdns are different wallets even with the same name', () => {
    const list = [announced('Wallet', 'a.wallet'), announced('Wallet', 'b.wallet')];
    expect(dedupeConnectors(list)).toEqual(list);
  });

  it('the generic Browser Wallet and non-installed connectors are never merged', () => {
    const generic = connector({ id: 'injected', name: 'MetaMask', type: 'INJECTED' });
    const wc = connector({ id: 'walletConnect', name: 'MetaMask', type: 'WALLET_CONNECT' });
    const ann = announced('MetaMask', 'io.metamask');
    expect(dedupeConnectors([generic, wc, ann])).toEqual([generic, wc, ann]);
  });

  it('the same wallet on two namespaces is two connectors', () => {
    const list = [
      announced('Phantom', 'app.phantom'),
      announced('Phantom', 'app.phantom', { chain: 'solana' }),
    ];
    expect(dedupeConnectors(list)).toEqual(list);
  });

  it('property: idempotent, never grows, keeps one per rdns and namespace', () => {
    const arb = fc.record({
      id: fc.constantFrom('a', 'b', 'injected'),
      name: fc.constantFrom('A', 'a', 'B'),
      type: fc.constantFrom('INJECTED', 'ANNOUNCED', 'EXTERNAL') as fc.Arbitrary<Connector['type']>,
      chain: fc.constantFrom('eip155', 'solana') as fc.Arbitrary<Connector['chain']>,
      info: fc.option(fc.record({ rdns: fc.constantFrom('x.a', 'X.A', 'y.b') }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 8 }), (list) => {
        // Nothing invented: every kept connector is one of the inputs.
        for (const kept of dedupeConnectors(list)) expect(list).toContain(kept);
        const once = dedupeConnectors(list);
        expect(once.length).toBeLessThanOrEqual(list.length);
        expect(dedupeConnectors(once)).toEqual(once);
        const keys = once
          .filter((c) => c.info?.rdns !== undefined && c.type !== 'EXTERNAL' && c.id !== 'injected')
          .map((c) => `${c.chain}:${c.info?.rdns?.toLowerCase()}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('registry wallets whose rdns matches an installed connector are marked installed and not listed twice', () => {
  const registryMetaMask: WalletListing = { id: 'reg-mm', name: 'MetaMask', rdns: 'io.metamask' };
  const registryRainbow: WalletListing = { id: 'reg-rb', name: 'Rainbow', rdns: 'me.rainbow' };
  const installed = [announced('MetaMask', 'IO.METAMASK')];

  it('counts announced, multi-chain and named injected connectors as installed, not the others', () => {
    expect(isInstalledConnector(announced('A', 'a'))).toBe(true);
    expect(isInstalledConnector(connector({ id: 'm', type: 'MULTI_CHAIN' }))).toBe(true);
    expect(isInstalledConnector(connector({ id: 'io.metamask', type: 'INJECTED' }))).toBe(true);
    expect(isInstalledConnector(connector({ id: 'injected', type: 'INJECTED' }))).toBe(false);
    expect(isInstalledConnector(connector({ id: 'coinbaseWalletSDK', type: 'EXTERNAL' }))).toBe(false);
    expect(isInstalledConnector(connector({ id: 'walletConnect', type: 'WALLET_CONNECT' }))).toBe(false);
  });

  it('matches by rdns (any case) or by the connector naming the registry id as explorerId', () => {
    expect(findInstalledConnector(registryMetaMask, installed)).toBe(installed[0]);
    const byExplorer = announced('Rainbow', 'other.rdns', { explorerId: 'reg-rb' });
    expect(findInstalledConnector(registryRainbow, [byExplorer])).toBe(byExplorer);
    expect(findInstalledConnector(registryRainbow, installed)).toBeUndefined();
  });

  it('an external (SDK) connector with the same rdns does not make the wallet installed', () => {
    const sdk = connector({ id: 'coinbaseWalletSDK', type: 'EXTERNAL', info: { rdns: 'io.metamask' } });
    expect(findInstalledConnector(registryMetaMask, [sdk])).toBeUndefined();
  });

  it('markInstalledWallets flags them', () => {
    expect(markInstalledWallets([registryMetaMask, registryRainbow], installed)).toEqual([
      { ...registryMetaMask, installed: true },
      { ...registryRainbow, installed: false },
    ]);
  });

  it('withoutInstalledWallets drops them so they are not listed twice', () => {
    expect(withoutInstalledWallets([registryMetaMask, registryRainbow], installed)).toEqual([
      registryRainbow,
    ]);
  });
});
