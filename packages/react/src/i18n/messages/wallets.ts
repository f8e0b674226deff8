// The AllWallets view's strings: search, list states and the fallback note.
export const wallets = {
  'wallets.searchLabel': 'Search wallets',
  'wallets.searchPlaceholder': 'Search wallet',
  'wallets.listLabel': 'Wallets',
  'wallets.loading': 'Loading wallets',
  'wallets.loadingMore': 'Loading more wallets',
  'wallets.empty': 'No wallets found',
  'wallets.emptyHint': 'Check the spelling or try another name.',
  'wallets.resultCount': { one: '{count} wallet found', other: '{count} wallets found' },
  'wallets.installed': 'Installed',
  'wallets.fallbackNote': 'The wallet directory is unavailable, so a built-in list is shown.',
  'wallets.loadFailed': 'The wallet list could not be loaded.',
} as const;
