/**
 * The features every instance installs, in order. A new feature is a folder that exports an
 * InstanceFeature and one line here; createAppKitCore itself never changes for it. WalletConnect comes
 * first: adapters that receive its universal-provider handle list their own connector before connectors load.
 */
import type { InstanceFeature } from '../feature/index.js';
import { siwxFeature } from '../siwx/feature/install-siwx.js';
import { walletConnectFeature } from '../walletconnect/feature/install-walletconnect.js';

export const defaultFeatures: readonly InstanceFeature[] = Object.freeze([walletConnectFeature, siwxFeature]);
