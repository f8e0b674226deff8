/**
 * The features every instance installs, in order. A new feature is a folder that exports an
 * InstanceFeature and one line here; createAppKitCore itself never changes for it. WalletConnect comes
 * first: adapters that receive its universal-provider handle list their own connector before connectors load; the
 * embedded wallet likewise hands its connector to the eip155 adapter.
 */
import type { InstanceFeature } from '../feature/index.js';
import { activityFeature } from '../activity/feature/install-activity.js';
import { walletAssetsFeature } from '../assets/feature/install-wallet-assets.js';
import { embeddedWalletFeature } from '../embedded/feature/install-embedded.js';
import { namesFeature } from '../names/feature/install-names.js';
import { onrampFeature } from '../onramp/feature/install-onramp.js';
import { sendFeature } from '../send/feature/install-send.js';
import { siwxFeature } from '../siwx/feature/install-siwx.js';
import { swapsFeature } from '../swap/feature/install-swap.js';
import { walletConnectFeature } from '../walletconnect/feature/install-walletconnect.js';

export const defaultFeatures: readonly InstanceFeature[] = Object.freeze([
  walletConnectFeature,
  embeddedWalletFeature,
  siwxFeature,
  walletAssetsFeature,
  activityFeature,
  sendFeature,
  swapsFeature,
  onrampFeature,
  namesFeature,
]);
