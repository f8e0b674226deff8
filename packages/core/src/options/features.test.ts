import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEATURES,
  DEFAULT_WALLET_FEATURES_ORDER,
  getConnectMethodsOrder,
  SOCIAL_PROVIDERS,
} from './features.js';

describe('feature defaults', () => {
  it('"On by default: swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets."', () => {
    for (const name of [
      'swaps',
      'onramp',
      'receive',
      'send',
      'email',
      'emailShowWallets',
      'history',
      'analytics',
      'allWallets',
    ] as const) {
      expect(DEFAULT_FEATURES[name], name).toBe(true);
    }
  });

  it('"Off by default: legalCheckbox, smartSessions, collapseWallets, pay."', () => {
    for (const name of ['legalCheckbox', 'smartSessions', 'collapseWallets', 'pay'] as const) {
      expect(DEFAULT_FEATURES[name], name).toBe(false);
    }
  });

  it('"Socials: google, x, discord, farcaster, github, apple, facebook." (default list and order)', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
    expect(DEFAULT_FEATURES.socials).toEqual(SOCIAL_PROVIDERS);
  });

  it('"Wallet features order: onramp, swaps, receive, send."', () => {
    expect(DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send']);
    expect(DEFAULT_FEATURES.walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('defaults cannot be edited in place (they are shared by every instance)', () => {
    expect(Object.isFrozen(DEFAULT_FEATURES)).toBe(true);
    expect(Object.isFrozen(DEFAULT_FEATURES.socials)).toBe(true);
    expect(Object.isFrozen(SOCIAL_PROVIDERS)).toBe(true);
  });
});

describe('getConnectMethodsOrder', () => {
  const options = { features: { connectMethodsOrder: undefined } };

  it('"Default connect method order: email, social, wallet."', () => {
    expect(getConnectMethodsOrder({ options, hasInjectedWallets: false })).toEqual([
      'email',
      'social',
      'wallet',
    ]);
  });

  it('"Where injected wallets exist the order is wallet, email, social."', () => {
    expect(getConnectMethodsOrder({ options, hasInjectedWallets: true })).toEqual([
      'wallet',
      'email',
      'social',
    ]);
  });

  it("the app's connectMethodsOrder wins, with or without injected wallets", () => {
    const chosen = { features: { connectMethodsOrder: ['social', 'wallet'] as const } };
    expect(getConnectMethodsOrder({ options: chosen, hasInjectedWallets: true })).toEqual([
      'social',
      'wallet',
    ]);
    expect(getConnectMethodsOrder({ options: chosen, hasInjectedWallets: false })).toEqual([
      'social',
      'wallet',
    ]);
  });
});
