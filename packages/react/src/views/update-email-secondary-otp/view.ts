import { defineView } from '../view-declaration.js';

/** The email update's last step: the code sent to the new address. */
export const updateEmailSecondaryOtpView = defineView({
  name: 'UpdateEmailSecondaryOtp',
  title: 'modal.title.updateEmailSecondaryOtp',
  load: () => import('./UpdateEmailSecondaryOtpView.js'),
});
