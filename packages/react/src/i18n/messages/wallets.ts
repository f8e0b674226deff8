// The AllWallets view's strings: search, list states and the fallback note.
export const wallets = {
  en: {
    'wallets.searchLabel': 'Search wallets',
    'wallets.searchPlaceholder': 'Search wallet',
    'wallets.listLabel': 'Wallets',
    'wallets.loading': 'Loading wallets',
    'wallets.loadingMore': 'Loading more wallets',
    'wallets.empty': 'No wallets found',
    'wallets.emptyHint': 'Check the spelling or try another name.',
    'wallets.resultCount': 'Wallets found: {count}',
    'wallets.installed': 'Installed',
    'wallets.fallbackNote': 'The wallet directory is unavailable, so a built-in list is shown.',
    'wallets.loadFailed': 'The wallet list could not be loaded.',
  },
  es: {
    'wallets.searchLabel': 'Buscar billeteras',
    'wallets.searchPlaceholder': 'Buscar billetera',
    'wallets.listLabel': 'Billeteras',
    'wallets.loading': 'Cargando billeteras',
    'wallets.loadingMore': 'Cargando más billeteras',
    'wallets.empty': 'No se encontraron billeteras',
    'wallets.emptyHint': 'Revisa la ortografía o prueba con otro nombre.',
    'wallets.resultCount': 'Billeteras encontradas: {count}',
    'wallets.installed': 'Instalada',
    'wallets.fallbackNote': 'El directorio de billeteras no está disponible; se muestra una lista integrada.',
    'wallets.loadFailed': 'No se pudo cargar la lista de billeteras.',
  },
} as const;
