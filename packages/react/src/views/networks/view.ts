import { defineView } from '../view-declaration.js';

/** The network list. */
export const networksView = defineView({
  name: 'Networks',
  title: 'modal.title.networks',
  load: () => import('./NetworksView.js'),
});
