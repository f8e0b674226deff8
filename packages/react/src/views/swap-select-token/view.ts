import { defineView } from '../view-declaration.js';

/** The tokens a swap can pay with or receive on the network, with balances, searchable. */
export const swapSelectTokenView = defineView({
  name: 'SwapSelectToken',
  title: 'swap.selectToken.title',
  load: () => import('./SwapSelectTokenView.js'),
});
