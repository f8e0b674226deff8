// Strings of the buttons the app places in its own page (AppKitButton, AppKitConnectButton,
// AppKitAccountButton, AppKitNetworkButton). `{name}` is a wallet name or address, `{balance}` a formatted
// amount with its symbol.
export const buttons = {
  'buttons.connect': 'Connect Wallet',
  'buttons.connecting': 'Connecting…',
  'buttons.account': 'Account {name}',
  // No word between name and balance: the label must hold the button's visible text in one piece.
  'buttons.accountWithBalance': 'Account {name}, {balance}',
  'buttons.loadingBalance': 'Loading balance',
  'buttons.network': 'Network',
  'buttons.networkLabel': 'Network: {name}. Change network',
  'buttons.unsupportedNetworkLabel': 'Unsupported network: {name}. Change network',
} as const;
