import { defineView } from '../view-declaration.js';

/** Swap: the token to pay with and its amount, the token to receive and the live quote (docs/swap.md). */
export const swapView = defineView({
  name: 'Swap',
  title: 'swap.title',
  load: () => import('./SwapView.js'),
});
