/** Ends a Wallet Standard wallet's connection to this site, when the wallet offers `standard:disconnect`. */
import type { Wallet } from '@wallet-standard/base';
import type { StandardDisconnectFeature } from '@wallet-standard/features';
import { STANDARD_DISCONNECT } from './feature-names.js';

export async function disconnectStandardWallet(wallet: Wallet): Promise<void> {
  const feature = (wallet.features as Partial<StandardDisconnectFeature>)[STANDARD_DISCONNECT];
  await feature?.disconnect();
}
