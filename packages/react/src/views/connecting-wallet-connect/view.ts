import { defineView } from '../view-declaration.js';

/** The QR code or deep link of a wallet-connect wallet. */
export const connectingWalletConnectView = defineView({
  name: 'ConnectingWalletConnect',
  title: 'modal.title.walletConnect',
  load: () => import('./ConnectingWalletConnectView.js'),
});
