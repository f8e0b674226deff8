// The Connect view's strings: the wallet list, its badges, the "All wallets" row and the legal footer.
export const connect = {
  'connect.walletList': 'Wallets',
  'connect.loadingWallets': 'Loading wallets',
  'connect.badge.installed': 'Installed',
  'connect.badge.recent': 'Recent',
  'connect.allWallets': 'All wallets',
  'connect.allWalletsCount': { one: '{count} wallet', other: '{count} wallets' },
  'connect.noWallets': 'No wallets are available here.',
  'connect.legal.both': 'By connecting your wallet, you agree to our {terms} and {privacy}.',
  'connect.legal.terms': 'By connecting your wallet, you agree to our {terms}.',
  'connect.legal.privacy': 'By connecting your wallet, you agree to our {privacy}.',
  'connect.termsOfService': 'Terms of Service',
  'connect.privacyPolicy': 'Privacy Policy',
  'connect.opensInNewTab': '(opens in a new tab)',
} as const;
