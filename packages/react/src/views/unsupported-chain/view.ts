import { defineView } from '../view-declaration.js';

/** The wallet is on a network the app does not support. */
export const unsupportedChainView = defineView({
  name: 'UnsupportedChain',
  title: 'modal.title.unsupportedChain',
  load: () => import('./UnsupportedChainView.js'),
});
