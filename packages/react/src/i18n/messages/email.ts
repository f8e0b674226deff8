// Email login and the embedded wallet: the Connect view's email field, the code views, the key step, the
// approval caption and the email update. What the frame or the server says (a wrong code, an expired or a
// locked one) is shown as it comes; the 30 s rule and an invalid address are core codes
// (codes-messages.ts: EMAIL_LOGIN_THROTTLED, SCHEMA_INVALID_EMAIL).
export const email = {
  'email.sectionLabel': 'Log in with email',
  'email.label': 'Email address',
  'email.placeholder': 'Email',
  'email.continue': 'Continue',
  'email.sending': 'Sending the code',
  'email.otp.intro': 'Enter the code we sent to {email}',
  'email.otp.codeLabel': 'Verification code',
  'email.otp.digit': 'Digit {index} of {total}',
  'email.otp.checking': 'Checking the code',
  'email.otp.resend': 'Resend code',
  'email.otp.resendIn': 'Resend in {seconds} s',
  'email.otp.resent': 'We sent you a new code',
  'email.key.createTitle': 'Protect your wallet',
  'email.key.createHint':
    'Choose a recovery passphrase below. You will need it to open your wallet on another device.',
  'email.key.recoverTitle': 'Unlock on this device',
  'email.key.recoverHint': 'Enter the recovery passphrase of {email} below to use your wallet here.',
  'email.key.loading': 'Loading your wallet',
  'email.approve.caption': 'Review the request in your wallet below',
  'email.update.intro':
    'Enter your new email. We will send a code to your current email first, then one to the new one.',
  'email.update.newLabel': 'New email address',
  'email.update.same': 'This is already your email',
  'email.update.primaryIntro': 'Enter the code we sent to your current email',
  'email.update.done': 'Email updated',
} as const;
