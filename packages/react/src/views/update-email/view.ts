import { defineView } from '../view-declaration.js';

/** The email update's first step: the new address. */
export const updateEmailView = defineView({
  name: 'UpdateEmail',
  title: 'modal.title.updateEmail',
  load: () => import('./UpdateEmailView.js'),
});
