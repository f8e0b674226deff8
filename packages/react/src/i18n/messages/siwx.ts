// Strings of sign-in with the wallet (SIWX): the SIWXSignMessage view and the Account view's session row.
// A failed sign-in's text is not here: the store holds a code of core's catalogue, worded from
// codes-messages.ts (SIGNATURE_DECLINED, SIWX_SIGN_IN_REFUSED, SIWX_SIGN_IN_FAILED, SIWX_UNAVAILABLE).
export const siwx = {
  'siwx.intro': '{app} wants you to sign in with your wallet.',
  'siwx.thisApp': 'This app',
  'siwx.explain': 'This proves you own this address. It costs nothing and sends no transaction.',
  'siwx.domain': 'Website',
  'siwx.account': 'Account',
  'siwx.network': 'Network',
  'siwx.showMessage': 'Show message',
  'siwx.hideMessage': 'Hide message',
  'siwx.messageLabel': 'The exact message your wallet will sign',
  'siwx.preparing': 'Preparing the sign-in message',
  'siwx.waiting': 'Waiting for your wallet…',
  'siwx.waitingHint': 'Approve the signature request in your wallet.',
  'siwx.cancel': 'Cancel',
  'siwx.signIn': 'Sign in',
  'siwx.tryAgain': 'Try again',
  'siwx.signedIn': 'Signed in',
  'siwx.signedInDetail': '{domain} · since {time}',
  'siwx.signOut': 'Sign out',
  'siwx.signingOut': 'Signing out',
  'siwx.signOutFailed': 'Could not sign out. Please try again.',
  'siwx.signInAction': 'Sign in with your wallet',
  'siwx.notSignedIn': 'Not signed in',
} as const;
