import { defineView } from '../view-declaration.js';

/** The tokens the providers sell on the active network (docs/onramp.md). */
export const onRampTokenSelectView = defineView({
  name: 'OnRampTokenSelect',
  title: 'onramp.tokenSelect.title',
  load: () => import('./OnRampTokenSelectView.js'),
});
