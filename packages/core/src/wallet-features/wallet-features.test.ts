import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../options/index.js';
import type { ViewName } from '../modal/index.js';
import { isWalletFeatureSupported, visibleWalletFeatures } from './wallet-features.js';

const everyView = () => true;
const built =
  (...views: ViewName[]) =>
  (view: ViewName) =>
    views.includes(view);

describe('the wallet feature buttons', () => {
  it('follow walletFeaturesOrder (default onramp, swaps, receive, send)', () => {
    expect(
      visibleWalletFeatures({
        features: DEFAULT_FEATURES,
        namespace: 'eip155',
        isViewImplemented: everyView,
      }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send']);
    const features = { ...DEFAULT_FEATURES, walletFeaturesOrder: ['send', 'receive', 'send'] as const };
    expect(visibleWalletFeatures({ features, namespace: 'eip155', isViewImplemented: everyView })).toEqual([
      'send',
      'receive',
    ]);
  });

  it('hide a feature that is off', () => {
    const features = { ...DEFAULT_FEATURES, send: false, onramp: false };
    expect(visibleWalletFeatures({ features, namespace: 'eip155', isViewImplemented: everyView })).toEqual([
      'swaps',
      'receive',
    ]);
  });

  it('hide a feature the namespace does not support', () => {
    expect(
      visibleWalletFeatures({
        features: DEFAULT_FEATURES,
        namespace: 'solana',
        isViewImplemented: everyView,
      }),
    ).toEqual(['onramp', 'receive', 'send']);
    expect(
      visibleWalletFeatures({
        features: DEFAULT_FEATURES,
        namespace: 'bip122',
        isViewImplemented: everyView,
      }),
    ).toEqual(['receive']);
    expect(
      visibleWalletFeatures({
        features: DEFAULT_FEATURES,
        namespace: undefined,
        isViewImplemented: everyView,
      }),
    ).toEqual([]);
  });

  it('hide a feature whose view is not implemented yet (today: only receive and send)', () => {
    expect(
      visibleWalletFeatures({
        features: DEFAULT_FEATURES,
        namespace: 'eip155',
        isViewImplemented: built('Receive', 'Send'),
      }),
    ).toEqual(['receive', 'send']);
  });

  it("defer to the feature's own service where it has a say (send's flow on eip155 only today)", () => {
    const canUse = (feature: string, namespace: string) =>
      feature === 'send' ? namespace === 'eip155' : undefined;
    expect(
      visibleWalletFeatures({
        features: DEFAULT_FEATURES,
        namespace: 'solana',
        isViewImplemented: everyView,
        canUse,
      }),
    ).toEqual(['onramp', 'receive']);
    expect(
      visibleWalletFeatures({
        features: DEFAULT_FEATURES,
        namespace: 'eip155',
        isViewImplemented: everyView,
        canUse,
      }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('support table: send and onramp on eip155 and solana, swaps on eip155, receive anywhere', () => {
    expect(isWalletFeatureSupported('send', 'solana')).toBe(true);
    expect(isWalletFeatureSupported('send', 'polkadot')).toBe(false);
    expect(isWalletFeatureSupported('swaps', 'solana')).toBe(false);
    expect(isWalletFeatureSupported('receive', 'cosmos')).toBe(true);
  });
});
