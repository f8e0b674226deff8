/**
 * The wallets the adapter can connect, as the modal sees them (core's AdapterConnector), and the way back
 * from a stored or clicked connector id to the EIP-1193 provider that does the work. Three sources: wallets
 * announced through EIP-6963, the wallet at `window.ethereum`, and the wallet-connect session.
 */
import {
  type AdapterConnector,
  BROWSER_WALLET_NAME,
  CONNECTOR_IDS,
  dedupeEip155Connectors,
  type Eip1193Provider,
  INJECTED_CONNECTOR_ID,
  isEip1193Provider,
  readInjectedProvider,
} from '@walletport/core/internal';
import type { AnnouncedWallets } from './eip6963.js';
import type { WalletConnectEip1193Provider } from './walletconnect-provider.js';

export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect';

export interface ConnectorSources {
  /** Undefined on a server, or when the app turned EIP-6963 discovery off. */
  announced: AnnouncedWallets | undefined;
  /** Whether the wallet at `window.ethereum` is listed (AppKit's enableInjected). */
  injected: boolean;
  /** Present once core handed over its universal-provider handle. */
  walletConnect: WalletConnectEip1193Provider | undefined;
}

/** A connector the adapter can act on: its id (what core stores), its kind and its provider. */
export interface ResolvedConnector {
  id: string;
  type: 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT';
  provider: Eip1193Provider;
}

/** Every wallet the adapter can connect now, each once. Synchronous and cheap (core calls it often). */
export function listConnectors(sources: ConnectorSources): AdapterConnector[] {
  const connectors: AdapterConnector[] = [];
  if (sources.injected) {
    connectors.push({
      id: INJECTED_CONNECTOR_ID,
      name: BROWSER_WALLET_NAME,
      type: 'INJECTED',
      chain: 'eip155',
      provider: readInjectedProvider(),
    });
  }
  for (const { info, provider } of sources.announced?.list() ?? []) {
    connectors.push({
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: info.icon,
      info: { rdns: info.rdns, name: info.name, icon: info.icon, uuid: info.uuid },
      provider,
    });
  }
  if (sources.walletConnect !== undefined) {
    connectors.push({
      id: CONNECTOR_IDS.WALLET_CONNECT,
      name: WALLET_CONNECT_CONNECTOR_NAME,
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      provider: sources.walletConnect,
    });
  }
  // The plain injected entry disappears when window.ethereum is absent or is an announced wallet.
  return dedupeEip155Connectors(connectors);
}

/**
 * The connector behind an id (or an rdns among announced wallets). The plain injected id resolves to the
 * announcing wallet when `window.ethereum` is that wallet's provider: the list shows only the announced
 * entry, and connecting both would give one wallet two connections.
 */
export function resolveConnector(
  sources: ConnectorSources,
  { connectorId, rdns }: { connectorId: string; rdns?: string | undefined },
): ResolvedConnector | undefined {
  const announced = sources.announced?.list() ?? [];
  const byRdns = (id: string): ResolvedConnector | undefined => {
    const detail = announced.find((entry) => entry.info.rdns === id);
    return detail === undefined ? undefined : { id, type: 'ANNOUNCED', provider: detail.provider };
  };
  if (rdns !== undefined && rdns !== '') {
    const chosen = byRdns(rdns);
    if (chosen !== undefined) return chosen;
  }
  if (connectorId === CONNECTOR_IDS.WALLET_CONNECT) {
    return sources.walletConnect === undefined
      ? undefined
      : { id: connectorId, type: 'WALLET_CONNECT', provider: sources.walletConnect };
  }
  if (connectorId === INJECTED_CONNECTOR_ID) {
    if (!sources.injected) return undefined;
    const injected = readInjectedProvider();
    if (!isEip1193Provider(injected)) return undefined;
    const twin = announced.find((entry) => entry.provider === injected);
    return twin === undefined
      ? { id: connectorId, type: 'INJECTED', provider: injected }
      : { id: twin.info.rdns, type: 'ANNOUNCED', provider: twin.provider };
  }
  return byRdns(connectorId);
}

/**
 * Resolves the connector once it exists, or undefined after `timeoutMs`. On page load an extension may
 * announce itself a moment after the app starts.
 */
export function waitForConnector(
  sources: ConnectorSources,
  params: { connectorId: string; rdns?: string | undefined },
  timeoutMs: number,
): Promise<ResolvedConnector | undefined> {
  const found = resolveConnector(sources, params);
  if (found !== undefined || timeoutMs <= 0 || sources.announced === undefined) return Promise.resolve(found);
  const { announced } = sources;
  return new Promise((resolve) => {
    const finish = (connector: ResolvedConnector | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(connector);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    const unsubscribe = announced.subscribe(() => {
      const connector = resolveConnector(sources, params);
      if (connector !== undefined) finish(connector);
    });
  });
}
