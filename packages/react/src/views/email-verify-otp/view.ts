import { defineView } from '../view-declaration.js';

/** The six-digit code mailed for an email login. */
export const emailVerifyOtpView = defineView({
  name: 'EmailVerifyOtp',
  title: 'modal.title.emailVerifyOtp',
  load: () => import('./EmailVerifyOtpView.js'),
});
