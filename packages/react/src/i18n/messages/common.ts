// Strings shared by every view. Each area file holds one area's English strings, the source of truth for
// the keys; locales/<locale>.ts translates every area (english.ts types what each must hold).
export const common = {
  'common.close': 'Close',
  'common.back': 'Back',
  'common.retry': 'Try again',
  'common.copy': 'Copy',
  'common.copied': 'Copied',
  'common.loading': 'Loading',
  'common.unknownNetwork': 'Unknown Network',
  'common.modalLabel': 'Connect a wallet',
  'common.dismissAlert': 'Dismiss',
} as const;
