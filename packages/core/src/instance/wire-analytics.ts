/**
 * Analytics for one instance. The analytics client exists only when the app has a server (`apiUrl`) and
 * left analytics on; it sends through the instance's one HTTP client (wire-api.ts `createInstanceHttp`),
 * which exists whenever `apiUrl` is set. Creating them sends nothing. `startAnalytics` (from start())
 * asks the server for the project's config and forwards bus events to it.
 */
import type { AlertsStore } from '../alerts/index.js';
import {
  type AnalyticsClient,
  createAnalyticsClient,
  forwardEventsToAnalytics,
  type WalletportEventMap,
} from '../analytics/index.js';
import type { HttpClient } from '../http/index.js';
import type { ResolvedOptions } from '../options/index.js';
import type { EventBus } from '../store/index.js';
import type { ResolvedEnvironment } from './environment.js';
import { createInstanceHttp } from './wire-api.js';

export interface AnalyticsWiring {
  /** The instance's HTTP client: present whenever `apiUrl` is set, analytics on or off. */
  http: HttpClient | undefined;
  /** Present only when `apiUrl` is set and analytics is enabled. */
  analytics: AnalyticsClient | undefined;
}

/**
 * The analytics client over `http`, the instance's one client (created here when not given, so the
 * returned `http` is the one to hand to createApiWiring and to expose as `services.http`).
 */
export function createAnalyticsWiring(
  options: ResolvedOptions,
  env: ResolvedEnvironment,
  alerts: AlertsStore,
  http: HttpClient | undefined = createInstanceHttp(options, env),
): AnalyticsWiring {
  if (http === undefined || !options.features.analytics) return { http, analytics: undefined };
  const analytics = createAnalyticsClient({
    http,
    projectId: options.projectId,
    sdkType: env.sdkType,
    sdkVersion: env.sdkVersion,
    enabled: true,
    alerts,
    now: env.clock.now,
    onError: (error) => env.logger.warn('Analytics request failed', { error }),
  });
  return { http, analytics };
}

/** What INITIALIZE reports: the configuration, without addresses or URLs. */
export function initializeEvent(options: ResolvedOptions): WalletportEventMap['INITIALIZE'] {
  const features: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(options.features))
    if (typeof value === 'boolean') features[name] = value;
  return {
    namespaces: options.adapters.map((adapter) => adapter.namespace),
    networks: options.networks.map((network) => network.caipNetworkId),
    defaultNetwork: options.defaultNetwork.caipNetworkId,
    features,
    siwx: options.siwx !== undefined,
    themeMode: options.themeMode,
  };
}

/** Starts analytics; returns the unsubscribe of the forwarding. */
export function startAnalytics(
  client: AnalyticsClient | undefined,
  bus: EventBus<WalletportEventMap>,
  getAddress: () => string | undefined,
): () => void {
  if (client === undefined) return () => {};
  const stop = forwardEventsToAnalytics(bus, client, getAddress);
  void client.init();
  return stop;
}
