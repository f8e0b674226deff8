// Strings shared by every view. Each area file holds one area's strings in every supported locale,
// so a view and its translations change together. English is the source of truth for the keys.
export const common = {
  en: {
    'common.close': 'Close',
    'common.back': 'Back',
    'common.retry': 'Try again',
    'common.copy': 'Copy',
    'common.copied': 'Copied',
    'common.loading': 'Loading',
    'common.unknownNetwork': 'Unknown Network',
    'common.modalLabel': 'Connect a wallet',
    'common.dismissAlert': 'Dismiss',
  },
  es: {
    'common.close': 'Cerrar',
    'common.back': 'Atrás',
    'common.retry': 'Reintentar',
    'common.copy': 'Copiar',
    'common.copied': 'Copiado',
    'common.loading': 'Cargando',
    'common.unknownNetwork': 'Red desconocida',
    'common.modalLabel': 'Conectar una billetera',
    'common.dismissAlert': 'Descartar',
  },
} as const;
