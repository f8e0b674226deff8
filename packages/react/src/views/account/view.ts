import { defineView } from '../view-declaration.js';

/** The connected account. Its title only names the dialog: the view draws the account as its heading. */
export const accountView = defineView({
  name: 'Account',
  title: 'modal.title.account',
  titleHidden: true,
  load: () => import('./AccountView.js'),
});
