'use client';
import { visibleWalletFeatures, WALLET_FEATURE_VIEWS } from '@walletport/core/account-data';
import {
  type ChainNamespace,
  isImplementedView,
  type RouterView,
  type WalletFeature,
} from '@walletport/core/internal';
import { useAppKitInstance } from '../../context.js';
import { type MessageKey, useTranslate } from '../../i18n/index.js';
import { useViewLoader } from '../view-loader.js';
import { AccountIcon } from './feature-icons.js';

const LABELS: Readonly<Record<WalletFeature, MessageKey>> = {
  onramp: 'account.features.onramp',
  swaps: 'account.features.swaps',
  receive: 'account.features.receive',
  send: 'account.features.send',
};

/**
 * The wallet feature buttons under the account's identity, in the app's `walletFeaturesOrder`: each shows
 * when its feature is on, the namespace supports it and its view exists in this version
 * (docs/account.md "Wallet features"). A button opens its view; pointing at it loads that view's code.
 */
export function WalletFeatureButtons({ namespace }: { namespace: ChainNamespace | undefined }) {
  const instance = useAppKitInstance();
  const t = useTranslate();
  const { preloadView } = useViewLoader();
  const shown = visibleWalletFeatures({
    features: instance.options.features,
    namespace,
    isViewImplemented: isImplementedView,
    // Send, Swap and Buy show where their flows work, as their services say (Buy needs the server).
    canUse: (feature, target) =>
      feature === 'send'
        ? instance.services.features.send?.isSupported(target)
        : feature === 'swaps'
          ? instance.services.features.swaps?.isSupported(target)
          : feature === 'onramp'
            ? instance.services.features.onramp?.isSupported(target)
            : undefined,
  });
  if (shown.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form: a fieldset would say otherwise
    <div className="wp-account-features" role="group" aria-label={t('account.features.label')}>
      {shown.map((feature) => {
        const view = WALLET_FEATURE_VIEWS[feature];
        const warm = () => void preloadView(view).catch(() => undefined);
        return (
          <button
            key={feature}
            type="button"
            className="wp-account-feature"
            onPointerEnter={warm}
            onFocus={warm}
            onClick={() => instance.services.router.push({ name: view } as RouterView)}
          >
            <span className="wp-account-feature__icon">
              <AccountIcon name={feature} size={18} />
            </span>
            <span className="wp-account-feature__label">{t(LABELS[feature])}</span>
          </button>
        );
      })}
    </div>
  );
}
