// Social login: the Connect view's provider buttons, the list of every provider and the waiting view.
// Provider names are brand names, never translated (social/social-icons.tsx). What the frame or the
// server says (an expired result, an unreachable server) is shown as it comes.
export const social = {
  'social.sectionLabel': 'Log in with a social account',
  'social.continueWith': 'Continue with {provider}',
  'social.more': 'More sign-in options',
  'social.title.list': 'Log in with',
  'social.title.connecting': 'Social login',
  'social.waiting': 'Continue in the {provider} window',
  'social.waitingHint': 'Log in there and allow access. This screen moves on by itself.',
  'social.redirecting': 'Taking you to {provider}',
  'social.finishing': 'Opening your wallet',
  'social.cancel': 'Cancel',
  'social.error.access_denied': 'Access was not allowed at {provider}.',
  'social.error.invalid_state': 'This login expired or was already used. Please try again.',
  'social.error.provider_error': '{provider} could not complete the login. Please try again.',
  'social.error.popup_closed': 'The {provider} window was closed before the login finished.',
  'farcaster.title': 'Sign in with Farcaster',
  'farcaster.opening': 'Preparing your sign-in link…',
  'farcaster.scan': 'Scan with your phone’s camera or Farcaster app, then approve the sign-in there.',
  'farcaster.qrLabel': 'QR code to sign in with Farcaster',
  'farcaster.copyLink': 'Copy link',
  'farcaster.openHere': 'Open on this device',
  'farcaster.newLink': 'Get a new link',
} as const;

/** What each locale's social strings must hold (locales/social/<locale>.ts): every key, as text. */
export type SocialMessages = { readonly [K in keyof typeof social]: string };
