// Strings of the buttons the app places in its own page (AppKitButton, AppKitConnectButton,
// AppKitAccountButton, AppKitNetworkButton). `{name}` is a wallet name or address, `{balance}` a formatted
// amount with its symbol.
export const buttons = {
  en: {
    'buttons.connect': 'Connect Wallet',
    'buttons.connecting': 'Connecting…',
    'buttons.account': 'Account {name}',
    // No word between name and balance: the label must hold the button's visible text in one piece.
    'buttons.accountWithBalance': 'Account {name}, {balance}',
    'buttons.loadingBalance': 'Loading balance',
    'buttons.network': 'Network',
    'buttons.networkLabel': 'Network: {name}. Change network',
    'buttons.unsupportedNetworkLabel': 'Unsupported network: {name}. Change network',
  },
  es: {
    'buttons.connect': 'Conectar billetera',
    'buttons.connecting': 'Conectando…',
    'buttons.account': 'Cuenta {name}',
    'buttons.accountWithBalance': 'Cuenta {name}, {balance}',
    'buttons.loadingBalance': 'Cargando saldo',
    'buttons.network': 'Red',
    'buttons.networkLabel': 'Red: {name}. Cambiar de red',
    'buttons.unsupportedNetworkLabel': 'Red no compatible: {name}. Cambiar de red',
  },
} as const;
