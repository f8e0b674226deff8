import type { StoredSocialProvider } from '@walletport/core/internal';

/** The providers' own names: brand names, the same in every language. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<StoredSocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};
