// The modal shell's strings: header titles per view, the alert bar, and the shell's fallbacks.
export const modal = {
  en: {
    'modal.title.connect': 'Connect wallet',
    'modal.title.allWallets': 'All wallets',
    'modal.title.account': 'Account',
    'modal.title.networks': 'Choose network',
    'modal.title.unsupportedChain': 'Switch network',
    'modal.title.walletConnect': 'WalletConnect',
    'modal.title.signIn': 'Sign in',
    'modal.title.approveTransaction': 'Approve transaction',
    'modal.alerts': 'Notifications',
    'modal.viewUnavailable': 'This screen is not available in this version.',
    'modal.viewFailed': 'This screen could not be loaded. Check your connection and try again.',
  },
  es: {
    'modal.title.connect': 'Conectar billetera',
    'modal.title.allWallets': 'Todas las billeteras',
    'modal.title.account': 'Cuenta',
    'modal.title.networks': 'Elegir red',
    'modal.title.unsupportedChain': 'Cambiar de red',
    'modal.title.walletConnect': 'WalletConnect',
    'modal.title.signIn': 'Iniciar sesión',
    'modal.title.approveTransaction': 'Aprobar transacción',
    'modal.alerts': 'Notificaciones',
    'modal.viewUnavailable': 'Esta pantalla no está disponible en esta versión.',
    'modal.viewFailed': 'No se pudo cargar esta pantalla. Revisa tu conexión e inténtalo de nuevo.',
  },
} as const;
