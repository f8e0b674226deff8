/**
 * One entry per wallet. A browser wallet reaches wagmi twice: announced through EIP-6963 (its own
 * connector, id = rdns) and as `window.ethereum` behind the catch-all injected connector. A wallet can
 * also announce more than once with fresh uuids (an extension reloaded), and an app may configure a
 * connector for a wallet that also announces itself.
 */
import type { AdapterConnector } from '@walletport/core';

/** wagmi's catch-all connector for `window.ethereum`; core calls it the generic Browser Wallet. */
export const INJECTED_CONNECTOR_ID = 'injected';

export function isPlainInjected(connector: AdapterConnector): boolean {
  return connector.type === 'INJECTED' && connector.id === INJECTED_CONNECTOR_ID;
}

/**
 * Keeps the first connector of each id and of each rdns (case-insensitive), in order, and hides the plain
 * injected connector when there is no `window.ethereum` (nothing to connect to) or when `window.ethereum`
 * is the very provider object an announced wallet handed over (the same wallet, better described by its
 * announcement). Provider identity, not the name, decides: two wallets may well share a name.
 */
export function dedupeConnectors(connectors: readonly AdapterConnector[]): AdapterConnector[] {
  const announcedProviders = new Set(
    connectors.filter((connector) => connector.type === 'ANNOUNCED').map((connector) => connector.provider),
  );
  const seenIds = new Set<string>();
  const seenRdns = new Set<string>();
  const kept: AdapterConnector[] = [];
  for (const connector of connectors) {
    if (isPlainInjected(connector)) {
      if (connector.provider === undefined || connector.provider === null) continue;
      if (announcedProviders.has(connector.provider)) continue;
    }
    if (seenIds.has(connector.id)) continue;
    const rdns = connector.info?.rdns?.toLowerCase();
    if (rdns !== undefined && rdns !== '' && seenRdns.has(rdns)) continue;
    seenIds.add(connector.id);
    if (rdns !== undefined && rdns !== '') seenRdns.add(rdns);
    kept.push(connector);
  }
  return kept;
}
