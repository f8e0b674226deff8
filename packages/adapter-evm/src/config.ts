/**
 * The options of `new WagmiAdapter(...)` (AppKit's names) and the wagmi config built from them.
 */
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  http,
  injected,
  type Storage,
  type Transport,
} from '@wagmi/core';
import { type CaipNetwork, createError, evmNetworks } from '@walletport/core/internal';
import type { Chain } from 'viem';

export interface WagmiAdapterOptions {
  /** The app's networks; only the eip155 ones are this adapter's (the others belong to other adapters). */
  networks: readonly CaipNetwork[];
  /** The project id from the Walletport dashboard (or a self-hosted server). */
  projectId: string;
  /** Server rendering: wagmi skips reading storage until the page runs in a browser. */
  ssr?: boolean;
  /** wagmi storage, e.g. createStorage({ storage: cookieStorage }); default: localStorage. null: none. */
  storage?: Storage | null;
  /** Per chain id; a network without one gets http() on its first RPC URL. */
  transports?: Readonly<Record<number, Transport>>;
  /** Extra wagmi connectors, listed before the built-in injected connector. */
  connectors?: readonly CreateConnectorFn[];
  /** EIP-6963 discovery of installed wallets. Default true. */
  multiInjectedProviderDiscovery?: boolean;
  /** wagmi: follow the connected wallet's chain with the config's chain. Default true. */
  syncConnectedChain?: boolean;
  /** viem polling interval in ms for watchers (blocks, receipts). */
  pollingInterval?: number;
}

/** http() on the network's first RPC URL; 'No URL was provided to the Transport…' when it has none. */
export function defaultTransport(network: CaipNetwork): Transport {
  const url = network.rpcUrls.default.http[0];
  if (url === undefined || url === '') {
    throw createError('TRANSPORT_URL_MISSING', {
      details: `Network ${network.caipNetworkId} has no RPC URL.`,
    });
  }
  return http(url);
}

/**
 * createConfig with the app's connectors followed by the catch-all injected connector (which wagmi
 * de-duplicates against nothing; the adapter's connector list does that). Throws 'Chain not configured'
 * without any eip155 network, because wagmi needs at least one chain.
 */
export function buildWagmiConfig(options: WagmiAdapterOptions): Config {
  const networks = evmNetworks(options.networks);
  const [first, ...rest] = networks;
  if (first === undefined) {
    throw createError('CHAIN_NOT_CONFIGURED', { details: 'WagmiAdapter needs at least one eip155 network.' });
  }
  const transports: Record<number, Transport> = {};
  for (const network of networks)
    transports[network.id] = options.transports?.[network.id] ?? defaultTransport(network);
  // CaipNetwork is a superset of viem's Chain by design (see core's networks/types.ts).
  const chains = [first, ...rest] as unknown as readonly [Chain, ...Chain[]];
  return createConfig({
    chains,
    transports,
    connectors: [...(options.connectors ?? []), injected({ shimDisconnect: true })],
    multiInjectedProviderDiscovery: options.multiInjectedProviderDiscovery ?? true,
    ssr: options.ssr ?? false,
    syncConnectedChain: options.syncConnectedChain ?? true,
    ...(options.storage === undefined ? {} : { storage: options.storage }),
    ...(options.pollingInterval === undefined ? {} : { pollingInterval: options.pollingInterval }),
  }) as unknown as Config;
}
