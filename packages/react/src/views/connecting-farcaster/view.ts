import { defineView } from '../view-declaration.js';

/** Sign In With Farcaster: the channel's QR code and links, waiting for the Farcaster wallet's answer. */
export const connectingFarcasterView = defineView({
  name: 'ConnectingFarcaster',
  title: 'farcaster.title',
  load: () => import('./ConnectingFarcasterView.js'),
});
