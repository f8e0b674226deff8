import { defineView } from '../view-declaration.js';

/** The plain wallet-connect QR code, shown when the app has no adapters (desktop). */
export const connectingWalletConnectBasicView = defineView({
  name: 'ConnectingWalletConnectBasic',
  title: 'modal.title.connect',
  load: () => import('./ConnectingWalletConnectBasicView.js'),
});
