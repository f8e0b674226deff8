// Sign in with X (see docs/siwx.md): message text, the flow service and ready configs.
export {
  buildCaip122Message,
  buildEip4361Message,
  createSiwxMessage,
  type FormatSiwxMessageOptions,
  formatSiwxMessage,
  SIWX_CHAIN_NAMES,
} from './build-message.js';
export { isDateTime as isSiwxDateTime, isUri as isSiwxUri } from './message-fields.js';
export { parseSiwxMessage, readSiwxMessage, type SiwxMessageParts } from './parse-message.js';
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
export { type SiwxAccount, signInError } from './siwx-rules.js';
// Types only: the flow itself (createSiwxService) is loaded with import() by the SIWX feature, and a
// value export here would let esbuild pull it into the page's first chunks through this barrel.
export type {
  SiwxAccountPort,
  SiwxEventSink,
  SiwxEvents,
  SiwxService,
  SiwxServiceDeps,
  SiwxSignerPort,
} from './siwx-service.js';
export { createSiwxStore, type SiwxStore } from './siwx-store.js';
export { randomSiwxNonce, type SiwxPageOptions } from './config-helpers.js';
export { createLocalSiwx, LOCAL_SIWX_SESSIONS_KEY, type LocalSiwxOptions } from './local-siwx.js';
export { createServerSiwx, type ServerSiwxOptions } from './server-siwx.js';
