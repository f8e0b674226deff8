/**
 * The WalletConnect feature: one universal-provider port per instance (it and Walletport's WalletConnect
 * client load on first use, see lazy-universal-provider-port.ts), handed to every adapter that can expose
 * its namespace over it; the connection service's pairing port and sync source; a WALLET_CONNECT
 * connector in the list (at once); and the session's end followed by the connection state. Installing
 * stays passive: nothing here loads the client or touches the network.
 */
import { type ChainAdapter, type ConnectResult, hasCapability } from '../../adapter/index.js';
import type { ChainNamespace } from '../../caip/index.js';
import type {
  ConnectionService,
  ConnectionStore,
  SyncSources,
  WalletConnectApproval,
  WalletConnectPort,
} from '../../connection/index.js';
import { CONNECTOR_IDS, type Connector, type ConnectorsStore } from '../../connectors/index.js';
import type { InstanceFeature } from '../../feature/index.js';
import type { ResolvedOptions } from '../../options/index.js';
import type { UniversalProviderFactory } from '../universal-provider-port.js';
import type { ResolvedEnvironment } from '../../instance/environment.js';
import {
  createLazyUniversalProviderPort,
  type LazyUniversalProviderPort,
} from './lazy-universal-provider-port.js';

/** The connector the Connect view lists for wallet-connect when no adapter lists its own. */
export function walletConnectConnector(chain: ChainNamespace): Connector {
  return { id: CONNECTOR_IDS.WALLET_CONNECT, name: 'WalletConnect', type: 'WALLET_CONNECT', chain };
}

/** AppKit's rule: wallet-connect needs a project id and is on unless `enableWalletConnect: false`. */
export function canUseWalletConnect(options: ResolvedOptions): boolean {
  return options.enableWalletConnect && options.projectId.trim() !== '';
}

export interface WalletConnectWiringDeps {
  options: ResolvedOptions;
  env: ResolvedEnvironment;
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>;
  /** Tests replace the provider factory; the product always uses Walletport's client (client/provider.ts). */
  loadSdk?: () => Promise<UniversalProviderFactory>;
}

export interface WalletConnectWiring {
  readonly port: LazyUniversalProviderPort;
  /** For the connection service. */
  readonly walletConnect: WalletConnectPort;
  readonly syncSources: SyncSources;
  /** Connector list and session-end following; returns the teardown (also closes the relay socket). */
  attach(deps: { connection: ConnectionService; connectors: ConnectorsStore }): () => void;
}

export function wireWalletConnect(deps: WalletConnectWiringDeps): WalletConnectWiring | undefined {
  const { options, env, adapters } = deps;
  if (!canUseWalletConnect(options)) return undefined;
  // The port (namespaces builder, the client's storage, the client) is its own chunk, loaded on first use.
  const port = createLazyUniversalProviderPort(async () =>
    (await import('./instance-port.js')).createInstanceUniversalProviderPort({
      options,
      env,
      loadSdk: deps.loadSdk,
    }),
  );

  const capable = (Object.entries(adapters) as [ChainNamespace, ChainAdapter | undefined][]).flatMap(
    ([namespace, adapter]) =>
      adapter !== undefined && hasCapability(adapter, 'setUniversalProvider') ? [{ namespace, adapter }] : [],
  );
  for (const { adapter } of capable) adapter.setUniversalProvider(port.handle);
  const capableAdapter = (namespace: ChainNamespace) =>
    capable.find((entry) => entry.namespace === namespace)?.adapter;

  /**
   * The adapter of a namespace connects its wallet-connect connector over the approved session (no
   * prompt: the session exists), so its signing and sending go through the session; its answer (the
   * provider's current chain) wins over the approval's.
   */
  const throughAdapters = async (approvals: readonly WalletConnectApproval[]) =>
    Promise.all(
      approvals.map(async (approval) => {
        const adapter = capableAdapter(approval.namespace);
        if (adapter === undefined || approval.accounts.length === 0) return approval;
        const result = await adapter.connect({ connectorId: CONNECTOR_IDS.WALLET_CONNECT });
        return { ...approval, accounts: result.accounts, chainId: result.chainId };
      }),
    );

  const walletConnect: WalletConnectPort = {
    connect: async (onUri) => throughAdapters(await port.connect(onUri)),
    disconnect: () => port.disconnect(),
    sessionChains: () => port.sessionChains(),
    preload: () => port.preload(),
  };

  const syncSources: SyncSources = {
    walletConnect: {
      async sync({ namespace, chainId }): Promise<ConnectResult | undefined> {
        const approvals = await port.restore();
        const approval = approvals?.find((entry) => entry.namespace === namespace);
        if (approval === undefined || approval.accounts.length === 0) return undefined;
        const adapter = capableAdapter(namespace);
        if (adapter !== undefined) {
          return adapter.reconnect({
            connectorId: CONNECTOR_IDS.WALLET_CONNECT,
            ...(chainId === undefined ? {} : { chainId }),
          });
        }
        return {
          accounts: [...approval.accounts],
          chainId: approval.chainId ?? chainId ?? '',
          connectorId: CONNECTOR_IDS.WALLET_CONNECT,
        };
      },
    },
  };

  const fallbackChain =
    (Object.keys(adapters)[0] as ChainNamespace | undefined) ??
    (options.defaultNetwork.chainNamespace as ChainNamespace);

  return {
    port,
    walletConnect,
    syncSources,
    attach({ connection, connectors }) {
      const stops = [
        ensureListed(connectors, fallbackChain),
        port.onSessionEnd(() => {
          // A disconnect from the wallet side disconnects the modal.
          connection.disconnect({ connectorId: CONNECTOR_IDS.WALLET_CONNECT }).catch((error: unknown) => {
            env.logger.error('Failed to apply the wallet-side wallet-connect disconnect', { error });
          });
        }),
        endSessionWhenClosed(connection.store, port, env.logger),
      ];
      return () => {
        for (const stop of stops) stop();
        void port.close();
      };
    },
  };
}

/** Keeps one WALLET_CONNECT connector listed: the adapters' own, else Walletport's on `chain`. */
function ensureListed(connectors: ConnectorsStore, chain: ChainNamespace): () => void {
  const apply = () => {
    const list = connectors.getState().connectors;
    if (list.some((connector) => connector.type === 'WALLET_CONNECT')) return;
    connectors.setNamespaceConnectors(chain, [
      ...list.filter((connector) => connector.chain === chain),
      walletConnectConnector(chain),
    ]);
  };
  apply();
  return connectors.subscribe(apply);
}

/**
 * When the last wallet-connect connection closes (the visitor disconnected, on a namespace whose adapter
 * has no wallet-connect connector to end it), the session itself ends too, so the wallet hears of it.
 */
function endSessionWhenClosed(
  store: ConnectionStore,
  port: LazyUniversalProviderPort,
  logger: ResolvedEnvironment['logger'],
): () => void {
  const hasSessionConnection = () =>
    Object.values(store.getState().connections).some((list) =>
      list?.some((entry) => entry.connectorId === CONNECTOR_IDS.WALLET_CONNECT),
    );
  let had = hasSessionConnection();
  return store.subscribe(() => {
    const has = hasSessionConnection();
    if (had && !has) {
      port
        .disconnect()
        .catch((error: unknown) => logger.error('Failed to end the wallet-connect session', { error }));
    }
    had = has;
  });
}

/**
 * Installed before the connectors load, so adapters that got the universal provider already list their
 * own wallet-connect connector. `loadSdk` replaces the client's provider factory in tests.
 */
export function createWalletConnectFeature(
  overrides: { loadSdk?: () => Promise<UniversalProviderFactory> } = {},
): InstanceFeature {
  return {
    name: 'walletConnect',
    install(ctx) {
      const wiring = wireWalletConnect({
        options: ctx.options,
        env: ctx.env,
        adapters: ctx.adapters,
        ...(overrides.loadSdk === undefined ? {} : { loadSdk: overrides.loadSdk }),
      });
      if (wiring === undefined) return undefined;
      ctx.provideWalletConnect(wiring.walletConnect);
      if (wiring.syncSources.walletConnect !== undefined)
        ctx.provideSyncSource('walletConnect', wiring.syncSources.walletConnect);
      return wiring.attach({ connection: ctx.services.connection, connectors: ctx.stores.connectors });
    },
  };
}

export const walletConnectFeature = createWalletConnectFeature();
