/**
 * The work an instance does on start() rather than at creation: follow adapter events, start analytics,
 * report INITIALIZE and restore the stored connection (startup sync: a session that was connected
 * before the page loaded is reconnected without prompting). stop() undoes the subscriptions.
 */
import type { ChainAdapter } from '../adapter/index.js';
import type { AnalyticsClient, WalletportEventMap } from '../analytics/index.js';
import type { ChainNamespace } from '../caip/index.js';
import { applyActiveNetwork, type ChainsStore, getChainState } from '../chains/index.js';
import type { ConnectionService } from '../connection/index.js';
import type { ResolvedOptions } from '../options/index.js';
import { storageKeys, type TypedStorage } from '../storage/index.js';
import type { EventBus } from '../store/index.js';
import type { ResolvedEnvironment } from './environment.js';
import type { AppKitApiServices, AppKitCoreStores } from './types.js';
import { initializeEvent, startAnalytics } from './wire-analytics.js';
import { checkPageOrigin } from './wire-api.js';
import { watchConnectorChanges } from './wire-connection.js';

/**
 * An async storage backend could not be read at creation; its stored active network is applied here,
 * when it is still configured. A sync backend was already read, so this changes nothing for it.
 */
export async function applyStoredState(chains: ChainsStore, storage: TypedStorage): Promise<void> {
  const pending = storage.get(storageKeys.activeCaipNetworkId);
  if (!(pending instanceof Promise)) return;
  const storedId = await pending;
  if (storedId === undefined) return;
  const state = chains.getState();
  const network = Object.values(state.chains)
    .flatMap((chain) => chain?.caipNetworks ?? [])
    .find((candidate) => candidate.caipNetworkId === storedId);
  if (network === undefined || state.activeCaipNetwork?.caipNetworkId === storedId) return;
  if (getChainState(state, network.chainNamespace as ChainNamespace).caipNetworks.length === 0) return;
  chains.replaceState(applyActiveNetwork(state, network));
}

export interface StartupDeps {
  options: ResolvedOptions;
  env: ResolvedEnvironment;
  stores: AppKitCoreStores;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  connection: ConnectionService;
  bus: EventBus<WalletportEventMap>;
  analytics: AnalyticsClient | undefined;
  api: AppKitApiServices | undefined;
  getAddress: () => string | undefined;
  applyStoredState: () => Promise<void>;
  /** What features asked to run on start (read at start, so every installed feature is seen). */
  featureTasks: () => readonly (() => void | Promise<void>)[];
}

export interface Startup {
  start(): Promise<void>;
  stop(): void;
}

export function createStartup(deps: StartupDeps): Startup {
  const stops: (() => void)[] = [];
  let started: Promise<void> | undefined;
  let stopped = false;

  const run = async () => {
    stops.push(
      deps.connection.watchAdapterEvents(),
      watchConnectorChanges(deps.stores.connectors, deps.adapters),
      startAnalytics(deps.analytics, deps.bus, deps.getAddress),
    );
    deps.bus.emit('INITIALIZE', initializeEvent(deps.options));
    for (const task of deps.featureTasks()) {
      // A feature's startup work runs beside the restore; its failure is its own.
      Promise.resolve()
        // A destroy right after start() removed the feature: its task no longer runs.
        .then(() => (stopped ? undefined : task()))
        .catch((error: unknown) => deps.env.logger.error('A feature failed to start', { error }));
    }
    // In the background: restoring the connection must not wait for the server. Never rejects.
    void checkPageOrigin({
      options: deps.options,
      env: deps.env,
      api: deps.api,
      alerts: deps.stores.alerts,
      isActive: () => !stopped,
    });
    await deps.applyStoredState();
    if (stopped || !deps.options.enableReconnect) return;
    // Never rejects (it logs and sets disconnected per namespace); the catch guards a broken port.
    await deps.connection.syncExistingConnections().catch((error: unknown) => {
      deps.env.logger.error('Failed to restore the stored connection', { error });
    });
  };

  return {
    start() {
      started ??= run().catch((error: unknown) => {
        deps.env.logger.error('Instance start failed', { error });
      });
      return started;
    },
    stop() {
      stopped = true;
      for (const stop of stops.splice(0)) stop();
    },
  };
}
