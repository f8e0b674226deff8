/**
 * Analytics for one instance. The HTTP and analytics clients exist only when the app has a server
 * (`apiUrl`) and left analytics on; creating them sends nothing. `startAnalytics` (from start()) asks the
 * server for the project's config and forwards bus events to it.
 */
import type { AlertsStore } from '../alerts/index.js';
import {
  type AnalyticsClient,
  createAnalyticsClient,
  forwardEventsToAnalytics,
  type WalletportEventMap,
} from '../analytics/index.js';
import { createHttpClient, type HttpClient } from '../http/index.js';
import type { ResolvedOptions } from '../options/index.js';
import type { EventBus } from '../store/index.js';
import type { ResolvedEnvironment } from './environment.js';

export interface AnalyticsWiring {
  http: HttpClient | undefined;
  analytics: AnalyticsClient | undefined;
}

export function createAnalyticsWiring(
  options: ResolvedOptions,
  env: ResolvedEnvironment,
  alerts: AlertsStore,
): AnalyticsWiring {
  if (options.apiUrl === undefined || !options.features.analytics)
    return { http: undefined, analytics: undefined };
  const http = createHttpClient({
    baseUrl: options.apiUrl,
    ...(env.fetch === undefined ? {} : { fetch: env.fetch }),
  });
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
