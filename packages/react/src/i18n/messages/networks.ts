// Strings of the Networks and UnsupportedChain views (they share the network list and its switching).
// English texts that come from core's error catalogue are kept word for word.
export const networks = {
  en: {
    'networks.listLabel': 'Networks',
    'networks.active': 'Active',
    'networks.approveInWallet': 'Approve in your wallet',
    'networks.switchDeclined': 'Switch declined',
    'networks.readOnly': 'This app does not allow switching networks from here.',
    'networks.testnet': 'Testnet',
    'networks.unsupportedMessage':
      "This app doesn't support your current network. Switch to an available option to continue.",
    'networks.availableNetworks': 'Available networks',
  },
  es: {
    'networks.listLabel': 'Redes',
    'networks.active': 'Activa',
    'networks.approveInWallet': 'Aprueba en tu billetera',
    'networks.switchDeclined': 'Cambio rechazado',
    'networks.readOnly': 'Esta aplicación no permite cambiar de red desde aquí.',
    'networks.testnet': 'Red de prueba',
    'networks.unsupportedMessage':
      'Esta aplicación no admite tu red actual. Cambia a una de las opciones disponibles para continuar.',
    'networks.availableNetworks': 'Redes disponibles',
  },
} as const;
