import { defineView } from '../view-declaration.js';

/** Receive: the account's address as a QR code and as text, with copy, and the networks it works on. */
export const receiveView = defineView({
  name: 'Receive',
  title: 'receive.title',
  load: () => import('./ReceiveView.js'),
});
