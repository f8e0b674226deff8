/**
 * The analytics client (see docs/events.md): asks the server once whether analytics is on for the project
 * (GET /getAnalyticsConfig, off on any failure), then sends events as POST /e. It never throws to its
 * caller and never sends anything when the app turned analytics off or the server said no.
 */
import type { AlertId } from '../errors/index.js';
import { HttpRequestError, type HttpClient } from '../http/index.js';
import {
  type AnalyticsEventName,
  ERROR_EVENTS,
  type ErrorEventProperties,
  type WalletportEventMap,
} from './events.js';
import {
  type AnalyticsPageInfo,
  buildEventBody,
  describeErrorForAnalytics,
  type ErrorEventProps,
  errorProps,
  type TrackEventProps,
  trackProps,
} from './payload.js';
import { createSlidingWindowLimiter } from './rate-limit.js';

export const ANALYTICS_CONFIG_PATH = '/getAnalyticsConfig';
export const ANALYTICS_EVENT_PATH = '/e';
/** A 403 response shows the Invalid App Configuration modal message, once. */
const FORBIDDEN = 403;

/** The alert store's once-only entry point (alerts/ provides it). */
export interface AnalyticsAlertsPort {
  showOnce(id: AlertId): unknown;
}

export interface AnalyticsClientOptions {
  http: Pick<HttpClient, 'get' | 'post'>;
  projectId: string;
  /** Sent as `st`. */
  sdkType: string;
  /** Sent as `sv`, e.g. 'react-evm-0.1.0'. */
  sdkVersion: string;
  /** The app's `features.analytics` flag; false sends nothing at all, not even the config request. */
  enabled: boolean;
  alerts: AnalyticsAlertsPort;
  now: () => number;
  /** The page the events happen on; defaults to `location` when there is one. */
  getPageInfo?: () => AnalyticsPageInfo;
  /** Event ids; defaults to `crypto.randomUUID`. */
  randomUUID?: () => string;
  /** Told about failed sends (they are otherwise silent); for debugging. */
  onError?: (error: unknown) => void;
}

/** The event shape the accounts module sends (`AccountEventsPort`), and AppKit's `sendEvent`. */
export interface AnalyticsTrackEvent<K extends AnalyticsEventName = AnalyticsEventName> {
  type: 'track';
  event: K;
  properties: WalletportEventMap[K];
  address?: string;
}

export interface AnalyticsClient {
  /** Fetches the project's analytics config once; later calls share the answer. Resolves to the decision. */
  init(): Promise<boolean>;
  /** The decision once known: analytics on for this project and app. */
  isEnabled(): Promise<boolean>;
  /** Sends one event (after init, which it starts if needed). Resolves when done; never rejects. */
  track<K extends AnalyticsEventName>(
    event: K,
    properties: WalletportEventMap[K],
    address?: string,
  ): Promise<void>;
  /** `track` taking one object. */
  sendEvent(event: AnalyticsTrackEvent): Promise<void>;
  /** Sends a thrown value as an error event (default INTERNAL_SDK_ERROR), under the error rate limit. */
  trackError(error: unknown, event?: string, address?: string): Promise<void>;
}

function defaultPageInfo(): AnalyticsPageInfo {
  const location = (globalThis as { location?: { href?: unknown; hostname?: unknown } }).location;
  return {
    url: typeof location?.href === 'string' ? location.href : '',
    domain: typeof location?.hostname === 'string' ? location.hostname : '',
  };
}

function defaultRandomUUID(): string {
  return globalThis.crypto.randomUUID();
}

const isErrorEvent = (event: string): boolean => (ERROR_EVENTS as readonly string[]).includes(event);

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const params = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  const errorLimiter = createSlidingWindowLimiter({ now: options.now });
  const report = options.onError ?? (() => {});
  let forbiddenAlertShown = false;
  let decision: Promise<boolean> | undefined;

  const onFailure = (error: unknown) => {
    if (error instanceof HttpRequestError && error.status === FORBIDDEN && !forbiddenAlertShown) {
      forbiddenAlertShown = true;
      try {
        options.alerts.showOnce('INVALID_APP_CONFIGURATION');
      } catch (alertError) {
        report(alertError);
      }
    }
    report(error);
  };

  const fetchDecision = async (): Promise<boolean> => {
    if (!options.enabled || options.projectId === '') return false;
    try {
      const config = await options.http.get<{ isAnalyticsEnabled?: unknown } | undefined>({
        path: ANALYTICS_CONFIG_PATH,
        params,
      });
      return config?.isAnalyticsEnabled === true;
    } catch (error) {
      onFailure(error);
      return false;
    }
  };

  const init = () => {
    decision ??= fetchDecision();
    return decision;
  };

  // Props are built inside the try too: malformed event data must not throw to the caller either.
  const send = async (buildProps: () => TrackEventProps | ErrorEventProps): Promise<void> => {
    try {
      if (!(await init())) return;
      const props = buildProps();
      if (props.type === 'error' && !errorLimiter.tryAcquire()) return;
      const body = buildEventBody({
        eventId: (options.randomUUID ?? defaultRandomUUID)(),
        page: (options.getPageInfo ?? defaultPageInfo)(),
        timestamp: options.now(),
        props,
      });
      await options.http.post({ path: ANALYTICS_EVENT_PATH, params, body });
    } catch (error) {
      onFailure(error);
    }
  };

  const track: AnalyticsClient['track'] = (event, properties, address) =>
    send(() =>
      isErrorEvent(event)
        ? errorProps(event, properties as ErrorEventProperties, address)
        : trackProps(event, properties, address),
    );

  return {
    init,
    isEnabled: init,
    track,
    sendEvent: (event) => track(event.event, event.properties, event.address),
    trackError: (error, event = 'INTERNAL_SDK_ERROR', address) =>
      send(() => errorProps(event, describeErrorForAnalytics(error), address)),
  };
}
