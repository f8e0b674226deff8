// Public surface of the errors module: the base error, the message and alert catalogues, wallet and
// node error classification, replacement classification. error-chain.ts stays internal.
export * from './alert-ids.js';
export * from './alerts.js';
export * from './base.js';
export * from './coded-text.js';
export * from './english-text.js';
export * from './messages.js';
export * from './node-errors.js';
export * from './parse-wallet-error.js';
export * from './replaced.js';
export * from './revert-reason.js';
export * from './wallet-errors.js';
export * from './wrap-error.js';
