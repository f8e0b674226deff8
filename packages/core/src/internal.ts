/**
 * `@walletport/core/internal`: everything Walletport's own packages (react, adapters, server, apps, tools)
 * share: stores, services, rules, catalogues, validation, API clients. No stability promise: names here
 * change with the packages that use them. Apps and adapter authors use the root entry (index.ts,
 * docs/core.md), whose names this entry also re-exports, so one import source is enough inside Walletport.
 *
 * Every module keeps its own barrel; this file only re-exports them.
 */
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
export * from './balance/index.js';
export * from './chains/index.js';
export * from './instance/index.js';
export * from './feature/index.js';
// The Account area (docs/account.md): token and NFT lists, the Activity list, the wallet feature buttons.
// Types only: the values are at `@walletport/core/account-data` (their own entry, for the reason given for
// SIWX above: the Account view's chunks and the adapters' getAssets use them, never the page).
export type * from './assets/index.js';
export type * from './activity/index.js';
export type * from './wallet-features/index.js';

// SIWX values live at `@walletport/core/siwx` (its own entry, like AppKit's separate SIWX package): a
// value re-export here would put the lazily loaded sign-in code into every page's first chunks under
// esbuild, which places code a lazy chunk uses in the first chunks when the page's imports reach it.
// Types are erased, so they stay reachable from here.
export type {
  SiwxAccount,
  SiwxAccountPort,
  SiwxConfig,
  SiwxEvents,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageField,
  SiwxMessageParts,
  SiwxPending,
  SiwxService,
  SiwxSession,
  SiwxState,
  SiwxStatus,
  SiwxStore,
  LocalSiwxOptions,
  ServerSiwxOptions,
} from './siwx/index.js';
// Wallet-connect: the universal-provider port and session helpers.
export * from './walletconnect/index.js';
// What eip155 adapters share (chain ids, EIP-1193 requests, add-chain, injected-connector rules).
export * from './eip155/index.js';
// SIWX parser consolidation: the server reads messages (and EIP-4361's optional scheme) with core's parser.
export * from './embedded/index.js';
// Send: the flow's types. Its values (the receipt timings adapters apply among them) are at
// `@walletport/core/send`, their own entry, for the reason given for SIWX above.
export type {
  PendingTransaction,
  SendFailure,
  SendFailureCode,
  SendFlow,
  SendFlowState,
  SendService,
  SendStep,
  SendToken,
} from './send/index.js';
