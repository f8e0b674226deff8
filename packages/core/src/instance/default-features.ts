/**
 * The features every instance installs, in order. A new feature is a folder that exports an
 * InstanceFeature and one line here; createAppKitCore itself never changes for it. WalletConnect comes
 * first: adapters that receive its universal-provider handle list their own connector before connectors load; the
 * embedded wallet likewise hands its connector to the eip155 adapter.
 */
import type { InstanceFeature } from '../feature/index.js';
import { embeddedWalletFeature } from '../embedded/feature/install-embedded.js';
import { siwxFeature } from '../siwx/feature/install-siwx.js';
import { walletConnectFeature } from '../walletconnect/feature/install-walletconnect.js';

export const defaultFeatures: readonly InstanceFeature[] = Object.freeze([
  walletConnectFeature,
  embeddedWalletFeature,
  siwxFeature,
]);
