import { defineView } from '../view-declaration.js';

/** Buy: the currency and amount, the token, the quote with fees, then the provider (docs/onramp.md). */
export const onRampView = defineView({
  name: 'OnRamp',
  title: 'onramp.title',
  load: () => import('./OnRampView.js'),
});
