import { defineView } from '../view-declaration.js';

/** The embedded wallet's key step after the code: create a recovery passphrase, or enter it. */
export const embeddedWalletKeyView = defineView({
  name: 'EmbeddedWalletKey',
  title: 'modal.title.embeddedWalletKey',
  load: () => import('./EmbeddedWalletKeyView.js'),
});
