import { defineView } from '../view-declaration.js';

/** The tokens Send can move: the native token and the tokens held on the network, searchable. */
export const sendSelectTokenView = defineView({
  name: 'SendSelectToken',
  title: 'send.selectToken.title',
  load: () => import('./SendSelectTokenView.js'),
});
