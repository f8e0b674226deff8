export * from './types.js';
export * from './universal-provider.js';
