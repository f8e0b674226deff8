'use client';
import {
  type CaipNetwork,
  type ResolvedOptions,
  selectIsActiveNetworkSupported,
} from '@walletport/core/internal';
import { useAppKitInstance } from '../context.js';
import { useStoreSelector } from '../hooks/use-store.js';
import { useButtonTranslate } from '../i18n/use-button-translate.js';
import { ButtonNetworkImage } from './ButtonImage.js';
import type { ButtonSize } from './ConnectButtonContent.js';
import { useModalTrigger } from './use-modal-trigger.js';

/** Opens straight on the network list (a constant, so the click handlers stay the same object). */
const OPEN_NETWORKS = { view: { name: 'Networks' } } as const;

export interface NetworkButtonProps {
  size?: ButtonSize;
  disabled?: boolean;
}

/** The app's image for the network (`chainImages`, by chain id or CAIP-2 id), else the network's own. */
function networkImage(options: ResolvedOptions, network: CaipNetwork): string | undefined {
  return (
    options.chainImages[String(network.id)] ??
    options.chainImages[network.caipNetworkId] ??
    network.assets?.imageUrl
  );
}

/**
 * The network button itself (no shadow host): the active network's image and name. A network the app
 * did not configure, or did not request, reads 'Unknown Network' with a warning sign. Opens the
 * Networks view.
 */
export function NetworkButtonContent({ size = 'md', disabled }: NetworkButtonProps) {
  const t = useButtonTranslate();
  const instance = useAppKitInstance();
  const network = useStoreSelector(instance.stores.chains, (state) => state.activeCaipNetwork);
  const requestedSupport = useStoreSelector(instance.stores.chains, selectIsActiveNetworkSupported);
  const trigger = useModalTrigger(OPEN_NETWORKS);
  const configured =
    network !== undefined && instance.options.networks.some((n) => n.caipNetworkId === network.caipNetworkId);
  const unsupported = network !== undefined && !(configured && requestedSupport);
  const name =
    network === undefined ? t('buttons.network') : unsupported ? t('common.unknownNetwork') : network.name;
  const classes = ['wp-btn', 'wp-btn-surface', 'wp-btn-network'];
  if (unsupported) classes.push('wp-btn-warning');
  if (size === 'sm') classes.push('wp-btn-sm');
  return (
    <button
      type="button"
      className={classes.join(' ')}
      disabled={disabled}
      aria-label={t(unsupported ? 'buttons.unsupportedNetworkLabel' : 'buttons.networkLabel', { name })}
      {...trigger}
    >
      <ButtonNetworkImage
        src={network === undefined ? undefined : networkImage(instance.options, network)}
        imageId={network?.assets?.imageId}
        name={network?.name}
        warning={unsupported}
      />
      <span className="wp-btn-name" aria-hidden="true">
        {name}
      </span>
    </button>
  );
}
