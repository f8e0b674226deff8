import { defineView } from '../view-declaration.js';

/** Send: the token, the amount and the recipient, then review (docs/send-receive.md). */
export const sendView = defineView({
  name: 'Send',
  title: 'send.title',
  load: () => import('./SendView.js'),
});
