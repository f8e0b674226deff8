// Strings of the Account view. English texts that come from core's error catalogue are kept word for
// word ('Token Balance Unavailable', 'Failed to disconnect').
export const account = {
  'account.copyAddress': 'Copy address',
  'account.copyFailed': 'Could not copy the address',
  'account.balanceLabel': 'Balance',
  'account.balanceUnavailable': 'Token Balance Unavailable',
  'account.balanceRetry': 'Try again',
  'account.balanceRetryIn': { one: 'Try again in {count} second', other: 'Try again in {count} seconds' },
  'account.network': 'Network',
  'account.switchNetwork': 'Switch network, current: {network}',
  'account.blockExplorer': 'Block Explorer',
  'account.opensInNewTab': '(opens in a new tab)',
  'account.disconnect': 'Disconnect',
  'account.disconnecting': 'Disconnecting',
  'account.disconnectFailed': 'Failed to disconnect',
  'account.connectedWith': 'Connected with {wallet}',
  'account.updateEmail': 'Update email',
} as const;
