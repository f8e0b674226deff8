/**
 * The wallet feature buttons of the Account view (docs/account.md "Wallet features"): which of onramp,
 * swaps, receive and send show, in the app's `walletFeaturesOrder`. A button shows only when its feature
 * is on, the active namespace supports it (send: eip155 and solana; onramp: eip155 and solana; swaps:
 * eip155; receive: any) and, where the feature's service has a say, that service agrees (send works where
 * its flow does), and its view is implemented in this version (the caller says which are).
 */
import type { ChainNamespace } from '../caip/index.js';
import type { ViewName } from '../modal/index.js';
import type { ResolvedFeatures, WalletFeature } from '../options/index.js';

/** The view each button opens. */
export const WALLET_FEATURE_VIEWS: Readonly<Record<WalletFeature, ViewName>> = Object.freeze({
  onramp: 'OnRamp',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
});

/** The namespaces each feature works on; `undefined` means every namespace (showing an address works anywhere). */
export const WALLET_FEATURE_NAMESPACES: Readonly<
  Record<WalletFeature, readonly ChainNamespace[] | undefined>
> = Object.freeze({
  onramp: Object.freeze(['eip155', 'solana'] as const),
  swaps: Object.freeze(['eip155'] as const),
  receive: undefined,
  send: Object.freeze(['eip155', 'solana'] as const),
});

export function isWalletFeatureSupported(
  feature: WalletFeature,
  namespace: ChainNamespace | undefined,
): boolean {
  if (namespace === undefined) return false;
  const namespaces = WALLET_FEATURE_NAMESPACES[feature];
  return namespaces === undefined || namespaces.includes(namespace);
}

export interface VisibleWalletFeaturesInput {
  features: Pick<ResolvedFeatures, WalletFeature | 'walletFeaturesOrder'>;
  namespace: ChainNamespace | undefined;
  /** Whether this version of the modal has the view (core's IMPLEMENTED_VIEW_NAMES, or a UI's registry). */
  isViewImplemented(view: ViewName): boolean;
  /**
   * The feature's own word on the namespace, when its service has one (send's `isSupported`: a namespace
   * its flow covers, with an adapter); undefined leaves it to the table above.
   */
  canUse?(feature: WalletFeature, namespace: ChainNamespace): boolean | undefined;
}

/** The buttons to show, in order, each once. */
export function visibleWalletFeatures({
  features,
  namespace,
  isViewImplemented,
  canUse,
}: VisibleWalletFeaturesInput): WalletFeature[] {
  const shown: WalletFeature[] = [];
  for (const feature of features.walletFeaturesOrder) {
    if (shown.includes(feature) || features[feature] !== true) continue;
    if (namespace === undefined || !isWalletFeatureSupported(feature, namespace)) continue;
    if (canUse?.(feature, namespace) === false) continue;
    if (isViewImplemented(WALLET_FEATURE_VIEWS[feature])) shown.push(feature);
  }
  return shown;
}
