export {
  DEFAULT_MAX_FRAME_BYTES,
  DEFAULT_PING_INTERVAL_MS,
  type Relay,
  type RelayOptions,
  startRelay,
} from './relay.js';
