// The modal shell's strings: header titles per view, the alert bar, and the shell's fallbacks.
export const modal = {
  'modal.title.connect': 'Connect wallet',
  'modal.title.allWallets': 'All wallets',
  'modal.title.account': 'Account',
  'modal.title.networks': 'Choose network',
  'modal.title.unsupportedChain': 'Switch network',
  'modal.title.walletConnect': 'WalletConnect',
  'modal.title.signIn': 'Sign in',
  'modal.title.approveTransaction': 'Approve transaction',
  'modal.title.emailVerifyOtp': 'Confirm your email',
  'modal.title.embeddedWalletKey': 'Your wallet',
  'modal.title.updateEmail': 'Update email',
  'modal.title.updateEmailPrimaryOtp': 'Confirm current email',
  'modal.title.updateEmailSecondaryOtp': 'Confirm new email',
  'modal.alerts': 'Notifications',
  'modal.viewUnavailable': 'This screen is not available in this version.',
  'modal.viewFailed': 'This screen could not be loaded. Check your connection and try again.',
} as const;
