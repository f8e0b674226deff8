import { defineView } from '../view-declaration.js';

/** The connect methods: email, socials and wallets. */
export const connectView = defineView({
  name: 'Connect',
  title: 'modal.title.connect',
  load: () => import('./ConnectView.js'),
});
