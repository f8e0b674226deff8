import { defineView } from '../view-declaration.js';

/** The currencies the providers take payment in (docs/onramp.md). */
export const onRampFiatSelectView = defineView({
  name: 'OnRampFiatSelect',
  title: 'onramp.fiatSelect.title',
  load: () => import('./OnRampFiatSelectView.js'),
});
