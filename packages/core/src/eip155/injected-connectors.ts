/**
 * The injected wallets an eip155 adapter lists, one entry per wallet. A browser wallet reaches an adapter
 * twice: announced through EIP-6963 (its own connector, id = rdns) and as `window.ethereum` behind the
 * catch-all injected connector. A wallet can also announce more than once with fresh uuids (an extension
 * reloaded), and an app may configure a connector for a wallet that also announces itself.
 *
 * (The modal's own de-duplication across adapters and the registry is connectors/dedupe.ts.)
 */
import type { AdapterConnector } from '../adapter/index.js';
import { CONNECTOR_IDS } from '../connectors/types.js';

/** The catch-all connector for `window.ethereum`; core calls it the generic Browser Wallet. */
export const INJECTED_CONNECTOR_ID = CONNECTOR_IDS.INJECTED;

/** The generic injected connector's display name, as AppKit shows it. */
export const BROWSER_WALLET_NAME = 'Browser Wallet';

type InjectedWindow = { ethereum?: { providers?: readonly unknown[] } | undefined };

/**
 * The provider behind the plain injected connector: the first of `window.ethereum.providers` (wallets
 * that share the global), else `window.ethereum`. Undefined on a server. Read on every call, never at
 * import: an extension may inject after the page's scripts ran.
 */
export function readInjectedProvider(): unknown {
  const ethereum = (globalThis as { window?: InjectedWindow }).window?.ethereum;
  return ethereum?.providers?.[0] ?? ethereum;
}

export function isPlainInjected(connector: AdapterConnector): boolean {
  return connector.type === 'INJECTED' && connector.id === INJECTED_CONNECTOR_ID;
}

/**
 * Keeps the first connector of each id and of each rdns (case-insensitive), in order, and hides the plain
 * injected connector when there is no `window.ethereum` (nothing to connect to) or when `window.ethereum`
 * is the very provider object an announced wallet handed over (the same wallet, better described by its
 * announcement). Provider identity, not the name, decides: two wallets may well share a name.
 */
export function dedupeEip155Connectors(connectors: readonly AdapterConnector[]): AdapterConnector[] {
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
