import { DEFAULT_FEATURES, type ConnectMethod } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { visibleConnectMethods } from '../../../src/views/connect/connect-methods.js';

const ALL: ReadonlySet<ConnectMethod> = new Set(['email', 'social', 'wallet']);
const WALLET_ONLY: ReadonlySet<ConnectMethod> = new Set(['wallet']);
const base = { features: DEFAULT_FEATURES, enableWallets: true, hasInjectedWallets: false, implemented: ALL };

describe('Connect sections', () => {
  it("core's order: email, social, wallet; wallet first with injected wallets; the app's order wins", () => {
    expect(visibleConnectMethods(base)).toEqual(['email', 'social', 'wallet']);
    expect(visibleConnectMethods({ ...base, hasInjectedWallets: true })).toEqual([
      'wallet',
      'email',
      'social',
    ]);
    expect(
      visibleConnectMethods({
        ...base,
        features: { ...DEFAULT_FEATURES, connectMethodsOrder: ['social', 'wallet', 'email'] },
      }),
    ).toEqual(['social', 'wallet', 'email']);
  });

  it('a method shows only when its feature is on', () => {
    expect(
      visibleConnectMethods({ ...base, features: { ...DEFAULT_FEATURES, email: false, socials: false } }),
    ).toEqual(['wallet']);
    expect(visibleConnectMethods({ ...base, features: { ...DEFAULT_FEATURES, socials: [] } })).toEqual([
      'email',
      'wallet',
    ]);
    expect(visibleConnectMethods({ ...base, enableWallets: false })).toEqual(['email', 'social']);
  });

  it('email and socials on but not implemented: only the wallet section, no placeholders', () => {
    expect(visibleConnectMethods({ ...base, implemented: WALLET_ONLY })).toEqual(['wallet']);
  });
});
