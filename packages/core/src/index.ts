// Public entry of @walletport/core. Every module keeps its own barrel; this file only re-exports them.
export * from './caip/index.js';
export * from './networks/index.js';
export * from './validation/index.js';
export * from './format/index.js';
export * from './errors/index.js';
export * from './storage/index.js';
export * from './http/index.js';
export * from './store/index.js';
export * from './adapter/index.js';
export * from './modal/index.js';
export * from './connectors/index.js';
export * from './alerts/index.js';
export * from './analytics/index.js';
export * from './connection/index.js';
