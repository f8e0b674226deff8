import { defineView } from '../view-declaration.js';

/** The name is registered: what it is now, and back to the account (docs/names.md). */
export const registerAccountNameSuccessView = defineView({
  name: 'RegisterAccountNameSuccess',
  title: 'names.success.title',
  load: () => import('./RegisterAccountNameSuccessView.js'),
});
