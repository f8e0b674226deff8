import { defineView } from '../view-declaration.js';

/** Choosing and registering a name for the connected eip155 account (docs/names.md). */
export const registerAccountNameView = defineView({
  name: 'RegisterAccountName',
  title: 'names.register.title',
  load: () => import('./RegisterAccountNameView.js'),
});
