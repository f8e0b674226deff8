/** The options of `new EthersAdapter(options?)`; AppKit's constructor takes none, and none are needed. */
import type { CaipNetwork, StorageBackend } from '@walletport/core';

export interface EthersAdapterOptions {
  /**
   * The adapter's networks. Leave out with createAppKit (AppKit's way): the app's eip155 networks are
   * handed over then. Given here, they win over the app's (for an adapter used on its own).
   */
  networks?: readonly CaipNetwork[];
  /**
   * Where explicit disconnects are remembered across page loads (see disconnect-marks.ts). Default: the
   * browser's localStorage; null: memory only.
   */
  storage?: StorageBackend | null;
}
