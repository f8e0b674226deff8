import { defineView } from '../view-declaration.js';

/** The sign-in (SIWX) message. */
export const siwxSignMessageView = defineView({
  name: 'SIWXSignMessage',
  title: 'modal.title.signIn',
  load: () => import('./SIWXSignMessageView.js'),
});
