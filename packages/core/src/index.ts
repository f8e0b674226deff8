// Public entry of @walletport/core. Every module keeps its own barrel; this file only re-exports them.
export * from './caip/index.js';
export * from './networks/index.js';
export * from './validation/index.js';
export * from './format/index.js';
export * from './errors/index.js';
export * from './storage/index.js';
export * from './http/index.js';
export * from './api/index.js';
export * from './store/index.js';
export * from './adapter/index.js';
export * from './modal/index.js';
export * from './connectors/index.js';
export * from './alerts/index.js';
export * from './analytics/index.js';
export * from './connection/index.js';
export * from './options/index.js';
export * from './theme/index.js';
export * from './accounts/index.js';
export * from './chains/index.js';
export * from './instance/index.js';

// SIWX (issue 7): message text (EIP-4361 / CAIP-122), the flow service, createServerSiwx / createLocalSiwx.
export * from './siwx/index.js';
// Wallet-connect (issue 8): the universal-provider port and session helpers.
export * from './walletconnect/index.js';
// SIWX parser consolidation: the server reads messages (and EIP-4361's optional scheme) with core's parser.
export { readSiwxMessage, type SiwxMessageParts } from './siwx/parse-message.js';
