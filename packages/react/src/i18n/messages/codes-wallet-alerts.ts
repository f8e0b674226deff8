// Wallet error classes (core errors/wallet-errors.ts, by numeric code) and the alert catalogue (core
// errors/alerts.ts: title and details per alert), keyed `code.<TextCode>` like codes-messages.ts.
// English is core's text word for word; test/i18n/codes.test.ts checks it.
export const codeWalletAlerts = {
  en: {
    'code.WALLET_4001': 'User rejected the request.',
    'code.WALLET_4100': 'The requested method and/or account has not been authorized by the user.',
    'code.WALLET_4200': 'The wallet does not support the requested method.',
    'code.WALLET_4900': 'The wallet is disconnected from all chains.',
    'code.WALLET_4901': 'The wallet is not connected to the requested chain.',
    'code.WALLET_4902': 'The wallet does not recognise the chain. Add it with wallet_addEthereumChain first.',
    'code.WALLET_5000': 'The wallet could not complete the request.',
    'code.WALLET_32603': 'The wallet reports an invalid chain id.',
    'code.WALLET_503': 'The service is unavailable. Try again later.',
    'code.WALLET_-32700': 'Invalid JSON was received.',
    'code.WALLET_-32600': 'The JSON sent is not a valid request object.',
    'code.WALLET_-32601': 'The method does not exist or is not available.',
    'code.WALLET_-32602': 'Invalid method parameters.',
    'code.WALLET_-32603': 'Internal JSON-RPC error.',
    'code.WALLET_-32000': 'Missing or invalid parameters.',
    'code.WALLET_-32001': 'The requested resource was not found.',
    'code.WALLET_-32002': 'The requested resource is not available.',
    'code.WALLET_-32003': 'Transaction creation failed.',
    'code.WALLET_-32004': 'The method is not implemented.',
    'code.WALLET_-32005': 'The request exceeds a defined limit.',
    'code.WALLET_-32006': 'The JSON-RPC version is not supported.',
    'code.WALLET_UNKNOWN': 'An unknown wallet error occurred.',
    'code.ALERT_INVALID_APP_CONFIGURATION': 'Invalid App Configuration',
    'code.ALERT_INVALID_APP_CONFIGURATION_DETAILS':
      "Origin {origin} not found on Allowlist - update the project's allowed origins on your Walletport server",
    'code.ALERT_INVALID_PROJECT_ID': 'Invalid Project ID',
    'code.ALERT_INVALID_PROJECT_ID_DETAILS':
      'The project ID is invalid - check the projectId option against the projects on your Walletport server',
    'code.ALERT_PROJECT_ID_NOT_CONFIGURED': 'Project ID Not Configured',
    'code.ALERT_PROJECT_ID_NOT_CONFIGURED_DETAILS':
      'No project ID is configured - set the projectId option to a project of your Walletport server',
    'code.ALERT_NETWORK_NOT_FOUND': 'Network Not Found',
    'code.ALERT_NETWORK_NOT_FOUND_DETAILS':
      'The network to switch to was not found - make sure it is included in the networks option',
    'code.ALERT_IFRAME_REQUEST_TIMEOUT': 'Embedded Wallet Request Timed Out',
    'code.ALERT_IFRAME_REQUEST_TIMEOUT_DETAILS':
      'The embedded wallet did not answer in time - check your connection and try again',
    'code.ALERT_IFRAME_LOAD_FAILED': 'Network Error - Could not load embedded wallet',
    'code.ALERT_IFRAME_LOAD_FAILED_DETAILS':
      'The embedded wallet could not be loaded - check your connection and reload the page',
    'code.ALERT_UNVERIFIED_DOMAIN': 'Unverified domain',
    'code.ALERT_UNVERIFIED_DOMAIN_DETAILS':
      "This domain is not verified for the project - add it to the project's domains on your Walletport server",
    'code.ALERT_SESSION_EXPIRED': 'Session Expired',
    'code.ALERT_SESSION_EXPIRED_DETAILS':
      'Your session is invalid or has expired - check that your device clock is correct, then reconnect',
  },
  es: {
    'code.WALLET_4001': 'Rechazaste la solicitud.',
    'code.WALLET_4100': 'No autorizaste el método o la cuenta solicitados.',
    'code.WALLET_4200': 'La billetera no admite el método solicitado.',
    'code.WALLET_4900': 'La billetera está desconectada de todas las redes.',
    'code.WALLET_4901': 'La billetera no está conectada a la red solicitada.',
    'code.WALLET_4902': 'La billetera no reconoce la red. Añádela primero con wallet_addEthereumChain.',
    'code.WALLET_5000': 'La billetera no pudo completar la solicitud.',
    'code.WALLET_32603': 'La billetera informa de un id. de red no válido.',
    'code.WALLET_503': 'El servicio no está disponible. Inténtalo más tarde.',
    'code.WALLET_-32700': 'Se recibió un JSON no válido.',
    'code.WALLET_-32600': 'El JSON enviado no es una solicitud válida.',
    'code.WALLET_-32601': 'El método no existe o no está disponible.',
    'code.WALLET_-32602': 'Parámetros del método no válidos.',
    'code.WALLET_-32603': 'Error interno de JSON-RPC.',
    'code.WALLET_-32000': 'Faltan parámetros o no son válidos.',
    'code.WALLET_-32001': 'No se encontró el recurso solicitado.',
    'code.WALLET_-32002': 'El recurso solicitado no está disponible.',
    'code.WALLET_-32003': 'No se pudo crear la transacción.',
    'code.WALLET_-32004': 'El método no está implementado.',
    'code.WALLET_-32005': 'La solicitud supera un límite definido.',
    'code.WALLET_-32006': 'La versión de JSON-RPC no es compatible.',
    'code.WALLET_UNKNOWN': 'Ocurrió un error desconocido en la billetera.',
    'code.ALERT_INVALID_APP_CONFIGURATION': 'Configuración de la aplicación no válida',
    'code.ALERT_INVALID_APP_CONFIGURATION_DETAILS':
      'El origen {origin} no está en la lista de permitidos: actualiza los orígenes permitidos del proyecto en tu servidor Walletport',
    'code.ALERT_INVALID_PROJECT_ID': 'Id. de proyecto no válido',
    'code.ALERT_INVALID_PROJECT_ID_DETAILS':
      'El id. de proyecto no es válido: compara la opción projectId con los proyectos de tu servidor Walletport',
    'code.ALERT_PROJECT_ID_NOT_CONFIGURED': 'Id. de proyecto no configurado',
    'code.ALERT_PROJECT_ID_NOT_CONFIGURED_DETAILS':
      'No hay ningún id. de proyecto configurado: define la opción projectId con un proyecto de tu servidor Walletport',
    'code.ALERT_NETWORK_NOT_FOUND': 'Red no encontrada',
    'code.ALERT_NETWORK_NOT_FOUND_DETAILS':
      'No se encontró la red a la que cambiar: asegúrate de incluirla en la opción networks',
    'code.ALERT_IFRAME_REQUEST_TIMEOUT': 'La billetera integrada no respondió a tiempo',
    'code.ALERT_IFRAME_REQUEST_TIMEOUT_DETAILS':
      'La billetera integrada no respondió a tiempo: revisa tu conexión e inténtalo de nuevo',
    'code.ALERT_IFRAME_LOAD_FAILED': 'Error de red: no se pudo cargar la billetera integrada',
    'code.ALERT_IFRAME_LOAD_FAILED_DETAILS':
      'No se pudo cargar la billetera integrada: revisa tu conexión y recarga la página',
    'code.ALERT_UNVERIFIED_DOMAIN': 'Dominio no verificado',
    'code.ALERT_UNVERIFIED_DOMAIN_DETAILS':
      'Este dominio no está verificado para el proyecto: añádelo a los dominios del proyecto en tu servidor Walletport',
    'code.ALERT_SESSION_EXPIRED': 'Sesión caducada',
    'code.ALERT_SESSION_EXPIRED_DETAILS':
      'Tu sesión no es válida o ha caducado: comprueba que la hora de tu dispositivo sea correcta y vuelve a conectar',
  },
} as const;
