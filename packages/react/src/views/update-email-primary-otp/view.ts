import { defineView } from '../view-declaration.js';

/** The email update's second step: the code sent to the current address. */
export const updateEmailPrimaryOtpView = defineView({
  name: 'UpdateEmailPrimaryOtp',
  title: 'modal.title.updateEmailPrimaryOtp',
  load: () => import('./UpdateEmailPrimaryOtpView.js'),
});
