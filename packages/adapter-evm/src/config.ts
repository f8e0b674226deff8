/**
 * The options of `new WagmiAdapter(...)` (AppKit's names) and the wagmi config built from them.
 */
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  fallback,
  http,
  injected,
  type Storage,
  type Transport,
} from '@wagmi/core';
import { type CaipNetwork, createError, evmNetworks } from '@walletport/core/internal';
import { type Chain, shouldThrow as viemFallbackThrows } from 'viem';
import { pageWagmiStorage } from './page-storage.js';

export interface WagmiAdapterOptions {
  /** The app's networks; only the eip155 ones are this adapter's (the others belong to other adapters). */
  networks: readonly CaipNetwork[];
  /** The project id from the Walletport dashboard (or a self-hosted server). */
  projectId: string;
  /** Server rendering: wagmi skips reading storage until the page runs in a browser. */
  ssr?: boolean;
  /** wagmi storage, e.g. createStorage({ storage: cookieStorage }); default: localStorage, guarded. null: none. */
  storage?: Storage | null;
  /** Per chain id; a network without one gets http() on its RPC URL (several: fallback over them in order). */
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

/** EIP-1193 user rejection and unsupported method: the answer of the request itself, not of the endpoint. */
const FINAL_RPC_ERROR_CODES: ReadonlySet<number> = new Set([4001, 4200]);

/**
 * Whether a failed request stops at this endpoint instead of going on to the next one: a user rejection or
 * an unsupported method would be the same answer from any endpoint (docs/adapters.md "RPC endpoints"), and
 * viem's own rule stops on reverts and rejected transactions, which another node would repeat.
 */
export function isFinalRpcError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number' && FINAL_RPC_ERROR_CODES.has(code)) return true;
  return viemFallbackThrows(error);
}

/**
 * http() on the network's RPC URL; with several, each in order behind viem's fallback, so a read goes to
 * the next endpoint when one is down or failing. 'No URL was provided to the Transport…' when it has none.
 */
export function defaultTransport(network: CaipNetwork): Transport {
  const urls = network.rpcUrls.default.http.filter((url) => url !== '');
  const [first] = urls;
  if (first === undefined) {
    throw createError('TRANSPORT_URL_MISSING', {
      details: `Network ${network.caipNetworkId} has no RPC URL.`,
    });
  }
  if (urls.length === 1) return http(first);
  return fallback(
    urls.map((url) => http(url)),
    { shouldThrow: isFinalRpcError },
  );
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
    // Guarded localStorage unless the app chose: wagmi's own default throws where storage is refused.
    storage: options.storage === undefined ? pageWagmiStorage() : options.storage,
    ...(options.pollingInterval === undefined ? {} : { pollingInterval: options.pollingInterval }),
  }) as unknown as Config;
}
