import { defineView } from '../view-declaration.js';

/** Every social provider on offer, one per row (the Connect view's "more" button). */
export const connectSocialsView = defineView({
  name: 'ConnectSocials',
  title: 'social.title.list',
  load: () => import('./ConnectSocialsView.js'),
});
