// Analytics (see docs/events.md): the typed event map, the wire format and the analytics client.
export {
  ANALYTICS_CONFIG_PATH,
  ANALYTICS_EVENT_PATH,
  type AnalyticsAlertsPort,
  type AnalyticsClient,
  type AnalyticsClientOptions,
  type AnalyticsTrackEvent,
  createAnalyticsClient,
} from './analytics-client.js';
export {
  ANALYTICS_EVENTS,
  type AnalyticsEventName,
  type ConnectEventMethod,
  ERROR_EVENTS,
  type ErrorEventProperties,
  type InitializeEventProperties,
  isAnalyticsEvent,
  type SiwxEventProperties,
  WALLETPORT_EVENTS,
  type WalletportEventMap,
  type WalletportEventName,
} from './events.js';
export { forwardEventsToAnalytics } from './forward-events.js';
export {
  type AnalyticsEventBody,
  type AnalyticsPageInfo,
  buildEventBody,
  describeErrorForAnalytics,
  type ErrorEventProps,
  errorProps,
  MAX_ERROR_MESSAGE_LENGTH,
  MAX_STACK_TRACE_LENGTH,
  type TrackEventProps,
  trackProps,
} from './payload.js';
export {
  admitInWindow,
  createSlidingWindowLimiter,
  ERROR_EVENT_WINDOW_MS,
  MAX_ERROR_EVENTS_PER_WINDOW,
  type SlidingWindowDecision,
  type SlidingWindowLimiter,
} from './rate-limit.js';
