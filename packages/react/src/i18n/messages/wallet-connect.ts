// The wallet-connect views' strings: the QR code, its states, the wallet's links and the compact list.
export const walletConnect = {
  'walletConnect.qrLabel': 'QR code to connect a wallet',
  'walletConnect.qrLabelWallet': 'QR code to connect {wallet}',
  'walletConnect.scan': 'Scan this QR code with your phone',
  'walletConnect.scanWallet': 'Scan this QR code with {wallet} on your phone',
  'walletConnect.loading': 'Creating a connection code',
  'walletConnect.copyLink': 'Copy link',
  'walletConnect.copied': 'Link copied',
  'walletConnect.copyFailed': 'The link could not be copied',
  'walletConnect.errorTitle': 'Connection failed',
  'walletConnect.errorHint':
    'The wallet declined the request or the connection code could not be created. Try again for a new code.',
  'walletConnect.tryAgain': 'Try again',
  'walletConnect.openDesktop': 'Open desktop app',
  'walletConnect.openWebApp': 'Open web app',
  'walletConnect.openMobile': 'Open {wallet}',
  'walletConnect.walletsLabel': 'Wallets',
  'walletConnect.chooseWallet': 'Or choose your wallet',
  'walletConnect.allWallets': 'All wallets',
} as const;
