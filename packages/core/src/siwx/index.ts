// Sign in with X (spec §3 SIWX session, §4 SIWX): message text, the flow service and ready configs.
export {
  buildCaip122Message,
  buildEip4361Message,
  createSiwxMessage,
  type FormatSiwxMessageOptions,
  formatSiwxMessage,
  SIWX_CHAIN_NAMES,
} from './build-message.js';
export { isDateTime as isSiwxDateTime, isUri as isSiwxUri } from './message-fields.js';
export { parseSiwxMessage } from './parse-message.js';
export { SiwxAuthError, type SiwxMessageField, SiwxMessageError } from './siwx-errors.js';
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxPending,
  SiwxSession,
  SiwxState,
  SiwxStatus,
} from './types.js';
export { type SiwxAccount, SIWX_ERROR_TEXTS, signInErrorText } from './siwx-rules.js';
export {
  createSiwxService,
  requireSiwxService,
  type SiwxAccountPort,
  type SiwxEventSink,
  type SiwxEvents,
  type SiwxService,
  type SiwxServiceDeps,
  type SiwxSignerPort,
} from './siwx-service.js';
export { createSiwxStore, type SiwxStore } from './siwx-store.js';
export { randomSiwxNonce, type SiwxPageOptions } from './config-helpers.js';
export { createLocalSiwx, LOCAL_SIWX_SESSIONS_KEY, type LocalSiwxOptions } from './local-siwx.js';
export { createServerSiwx, type ServerSiwxOptions } from './server-siwx.js';
