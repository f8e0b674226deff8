/** Sent to the Walletport server as `st` and `sv` with every request. A leaf module so views can read it too. */
export const SDK_TYPE = 'walletport';
export const SDK_VERSION = 'react-0.1.0';
