import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featureOfView, isSameView, isViewName, type RouterView, VIEW_NAMES, type View } from './views.js';

const SPEC_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'UnsupportedChain',
  'ApproveTransaction',
  'SIWXSignMessage',
  'Swap',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
];

describe('views', () => {
  it('lists every core view (Connect, Account, AllWallets, ...)', () => {
    for (const name of SPEC_VIEWS) expect(VIEW_NAMES).toContain(name);
    expect(new Set(VIEW_NAMES).size).toBe(VIEW_NAMES.length);
  });

  it('recognises view names and nothing else', () => {
    expect(isViewName('Connect')).toBe(true);
    expect(isViewName('connect')).toBe(false);
    expect(isViewName('toString')).toBe(false);
    expect(isViewName(42)).toBe(false);
  });

  it('"Feature screens (email, socials, swaps, send, receive, onramp, history, pay) load on demand"', () => {
    const features = new Set(VIEW_NAMES.map(featureOfView).filter(Boolean));
    for (const feature of ['email', 'socials', 'swaps', 'send', 'receive', 'onramp', 'history', 'pay']) {
      expect(features).toContain(feature);
    }
    expect(featureOfView('Swap')).toBe('swaps');
    expect(featureOfView('Activity')).toBe('history');
    // The connect flow itself is bundled: it must show without a chunk download.
    for (const name of ['Connect', 'Account', 'ConnectingExternal', 'SIWXSignMessage'] as const) {
      expect(featureOfView(name)).toBeUndefined();
    }
  });

  it('types params per view', () => {
    const external: View<'ConnectingExternal'> = {
      name: 'ConnectingExternal',
      params: { connectorId: 'injected' },
    };
    const swap: View<'Swap'> = { name: 'Swap', params: { fromToken: 'ETH', amount: '1.5' } };
    const bareSwap: RouterView = { name: 'Swap' };
    // @ts-expect-error ConnectingExternal needs its connectorId
    const missing: RouterView = { name: 'ConnectingExternal' };
    // @ts-expect-error Connect takes no params
    const extra: RouterView = { name: 'Connect', params: { walletId: 'x' } };
    expect([external, swap, bareSwap, missing, extra]).toHaveLength(5);
  });
});

describe('isSameView', () => {
  it('compares names and param values', () => {
    expect(isSameView({ name: 'Connect' }, { name: 'Connect' })).toBe(true);
    expect(isSameView({ name: 'Connect' }, { name: 'Account' })).toBe(false);
    const metamask: RouterView = { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } };
    const rabby: RouterView = { name: 'ConnectingExternal', params: { connectorId: 'io.rabby' } };
    expect(isSameView(metamask, { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })).toBe(
      true,
    );
    expect(isSameView(metamask, rabby)).toBe(false);
  });

  it('treats missing params, {} and undefined values alike', () => {
    expect(isSameView({ name: 'Swap' }, { name: 'Swap', params: {} })).toBe(true);
    expect(isSameView({ name: 'Swap', params: { amount: undefined } }, { name: 'Swap' })).toBe(true);
    expect(isSameView({ name: 'Swap', params: { amount: '1' } }, { name: 'Swap' })).toBe(false);
    expect(isSameView({ name: 'Swap' }, { name: 'Swap', params: { amount: '1' } })).toBe(false);
    expect(
      isSameView({ name: 'Swap', params: { amount: '1' } }, { name: 'Swap', params: { toToken: '1' } }),
    ).toBe(false);
  });

  it('is reflexive and symmetric (property)', () => {
    const swapView = fc.record(
      // A small value domain so equal and sub-/super-set params come up often.
      {
        fromToken: fc.constantFrom('ETH', 'USDC'),
        toToken: fc.constantFrom('ETH', 'USDC'),
        amount: fc.constantFrom('1', '2'),
      },
      { requiredKeys: [] },
    );
    const view = fc.oneof(
      fc.constantFrom<RouterView>({ name: 'Connect' }, { name: 'Account' }),
      swapView.map((params): RouterView => ({ name: 'Swap', params })),
    );
    fc.assert(
      fc.property(view, view, (a, b) => {
        expect(isSameView(a, a)).toBe(true);
        expect(isSameView(a, b)).toBe(isSameView(b, a));
        expect(isSameView(a, { ...a })).toBe(true);
      }),
    );
  });
});
