/**
 * wagmi's connectors as the modal sees them (core's AdapterConnector), and the way back from a stored or
 * clicked connector id to the wagmi connector that does the work.
 */
import type { Config, Connector } from '@wagmi/core';
import {
  type AdapterConnector,
  BROWSER_WALLET_NAME,
  dedupeEip155Connectors,
  INJECTED_CONNECTOR_ID,
  readInjectedProvider,
} from '@walletport/core/internal';
import type { EIP6963ProviderDetail } from 'mipd';

/** wagmi connector types → core connector types; everything else is an SDK-backed EXTERNAL wallet. */
const CONNECTOR_TYPES: Readonly<Record<string, AdapterConnector['type']>> = {
  walletConnect: 'WALLET_CONNECT',
  injected: 'INJECTED',
  AUTH: 'AUTH',
};

/** Wallets that announced themselves (EIP-6963), first announcement per rdns, as wagmi keeps them. */
export function announcedWallets(config: Config): Map<string, EIP6963ProviderDetail> {
  const byRdns = new Map<string, EIP6963ProviderDetail>();
  for (const detail of config._internal.mipd?.getProviders() ?? []) {
    if (!byRdns.has(detail.info.rdns)) byRdns.set(detail.info.rdns, detail);
  }
  return byRdns;
}

function toAdapterConnector(
  connector: Connector,
  announced: Map<string, EIP6963ProviderDetail>,
  injectedProvider: unknown,
): AdapterConnector {
  // wagmi builds an announced wallet's connector as injected({ target }) with the rdns as its id.
  const detail = connector.type === 'injected' ? announced.get(connector.id) : undefined;
  if (detail !== undefined) {
    const { info } = detail;
    return {
      id: connector.id,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: info.icon,
      info: { rdns: info.rdns, name: info.name, icon: info.icon, uuid: info.uuid },
      provider: detail.provider,
    };
  }
  if (connector.type === 'injected' && connector.id === INJECTED_CONNECTOR_ID) {
    return {
      id: connector.id,
      name: BROWSER_WALLET_NAME,
      type: 'INJECTED',
      chain: 'eip155',
      provider: injectedProvider,
    };
  }
  const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0];
  return {
    id: connector.id,
    name: connector.name,
    type: CONNECTOR_TYPES[connector.type] ?? 'EXTERNAL',
    chain: 'eip155',
    ...(connector.icon === undefined ? {} : { imageUrl: connector.icon }),
    ...(rdns === undefined ? {} : { info: { rdns, name: connector.name } }),
  };
}

/** Every wallet this config can connect now, each once (see dedupeEip155Connectors). Synchronous and cheap. */
export function listConnectors(config: Config): AdapterConnector[] {
  const announced = announcedWallets(config);
  const injectedProvider = readInjectedProvider();
  return dedupeEip155Connectors(
    config.connectors.map((connector) => toAdapterConnector(connector, announced, injectedProvider)),
  );
}

/**
 * The wagmi connector for a connector id (or an rdns among announced wallets). The plain injected id
 * resolves to the announcing wallet when `window.ethereum` is that wallet's provider: the connector list
 * shows only the announced entry, and connecting both would give one wallet two connections.
 */
export function findWagmiConnector(
  config: Config,
  { connectorId, rdns }: { connectorId: string; rdns?: string | undefined },
): Connector | undefined {
  const byId = (id: string) => config.connectors.find((connector) => connector.id === id);
  if (rdns !== undefined && rdns !== '') {
    const announced = byId(rdns);
    if (announced !== undefined) return announced;
  }
  if (connectorId === INJECTED_CONNECTOR_ID) {
    const injectedProvider = readInjectedProvider();
    for (const detail of announcedWallets(config).values()) {
      if (injectedProvider === undefined || detail.provider !== injectedProvider) continue;
      const twin = byId(detail.info.rdns);
      if (twin !== undefined) return twin;
    }
  }
  return byId(connectorId);
}

/**
 * Resolves the connector once it exists, or undefined after `timeoutMs`. On page load an extension may
 * announce itself a moment after the app starts; an injected wallet gets 1000 ms (INJECTED_WALLET_WAIT_MS).
 */
export function waitForWagmiConnector(
  config: Config,
  params: { connectorId: string; rdns?: string | undefined },
  timeoutMs: number,
): Promise<Connector | undefined> {
  const found = findWagmiConnector(config, params);
  if (found !== undefined || timeoutMs <= 0) return Promise.resolve(found);
  return new Promise((resolve) => {
    const finish = (connector: Connector | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(connector);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    const unsubscribe = config._internal.connectors.subscribe(() => {
      const connector = findWagmiConnector(config, params);
      if (connector !== undefined) finish(connector);
    });
  });
}
