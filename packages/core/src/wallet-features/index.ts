// The Account view's wallet feature buttons: which show, in which order, and the view each opens.
export {
  isWalletFeatureSupported,
  type VisibleWalletFeaturesInput,
  visibleWalletFeatures,
  WALLET_FEATURE_NAMESPACES,
  WALLET_FEATURE_VIEWS,
} from './wallet-features.js';
