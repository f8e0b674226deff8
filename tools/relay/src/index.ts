export { AUTH_CLOCK_SKEW_SECONDS, type AuthTokenCheck, verifyAuthToken } from './auth-token.js';
export { DEFAULT_MAX_MESSAGE_LENGTH, MAX_TTL_SECONDS, MIN_TTL_SECONDS } from './params.js';
export type { PublishEvent, PublishListener } from './publish-events.js';
export {
  DEFAULT_MAX_FRAME_BYTES,
  DEFAULT_PING_INTERVAL_MS,
  type Relay,
  type RelayOptions,
  startRelay,
} from './relay.js';
