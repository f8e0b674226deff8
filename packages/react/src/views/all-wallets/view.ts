import { defineView } from '../view-declaration.js';

/** The full wallet list, with search and paging. */
export const allWalletsView = defineView({
  name: 'AllWallets',
  title: 'modal.title.allWallets',
  load: () => import('./AllWalletsView.js'),
});
