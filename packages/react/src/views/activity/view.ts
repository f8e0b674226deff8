import { defineView } from '../view-declaration.js';

/** The account's transactions on the active network, full height (the Account view's Activity tab, larger). */
export const activityView = defineView({
  name: 'Activity',
  title: 'activity.title',
  load: () => import('./ActivityView.js'),
});
