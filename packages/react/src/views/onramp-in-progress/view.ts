import { defineView } from '../view-declaration.js';

/** After Continue: the checkout is open, then the tokens arrive or the provider declines (docs/onramp.md). */
export const onRampInProgressView = defineView({
  name: 'OnRampInProgress',
  title: 'onramp.inProgress.title',
  load: () => import('./OnRampInProgressView.js'),
});
