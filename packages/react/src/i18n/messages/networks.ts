// Strings of the Networks and UnsupportedChain views (they share the network list and its switching).
// English texts that come from core's error catalogue are kept word for word.
export const networks = {
  'networks.listLabel': 'Networks',
  'networks.active': 'Active',
  'networks.approveInWallet': 'Approve in your wallet',
  'networks.switchDeclined': 'Switch declined',
  'networks.readOnly': 'This app does not allow switching networks from here.',
  'networks.testnet': 'Testnet',
  'networks.unsupportedMessage':
    "This app doesn't support your current network. Switch to an available option to continue.",
  'networks.availableNetworks': 'Available networks',
} as const;
