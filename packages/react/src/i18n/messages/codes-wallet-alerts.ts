// Wallet error classes (core errors/wallet-errors.ts, by numeric code) and the alert catalogue (core
// errors/alerts.ts: title and details per alert), keyed `code.<TextCode>` like codes-messages.ts.
// English is core's text word for word; test/i18n/codes.test.ts checks it.
export const codeWalletAlerts = {
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
} as const;
