/**
 * One wallet, one entry. A browser wallet can reach the modal several ways at once: announced twice
 * (EIP-6963 re-announces on every request), announced and also as the legacy injected provider, and
 * listed in the registry. These helpers decide when two of those are the same wallet.
 */
import type { Connector, WalletListing } from './types.js';
import { isGenericBrowserWallet } from './visibility.js';

const lower = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value.toLowerCase() : undefined;

/** Connectors that stand for a wallet installed in this browser. */
export function isInstalledConnector(connector: Connector): boolean {
  if (connector.type === 'ANNOUNCED' || connector.type === 'MULTI_CHAIN') return true;
  return connector.type === 'INJECTED' && !isGenericBrowserWallet(connector);
}

/**
 * The connector kept for a wallet. An announced (EIP-6963) connector carries the wallet's own provider
 * and metadata, so it beats injected; one with an rdns beats one without, so the kept connector is still
 * recognisable by the rdns its group was formed on (and de-duplicating twice changes nothing).
 */
function preferred<C extends Connector>(members: readonly C[]): C {
  const hasRdns = (member: C) => lower(member.info?.rdns) !== undefined;
  return (
    members.find((member) => member.type === 'ANNOUNCED' && hasRdns(member)) ??
    members.find(hasRdns) ??
    members.find((member) => member.type === 'ANNOUNCED') ??
    (members[0] as C)
  );
}

/**
 * Each wallet once: duplicates collapse into one connector (see {@link preferred}: the announced one
 * when there is one) placed where the first duplicate was, so the order stays
 * stable. On one namespace:
 * - connectors with the same rdns (case-insensitive) are the same wallet ("the same rdns announced twice");
 * - a connector without rdns (a legacy injected provider) joins the first-listed wallet that has a
 *   connector of the same name (case-insensitive), with or without rdns ("injected + announced").
 * Names never merge two different rdns: distinct wallets may share a display name. The generic Browser
 * Wallet and non-installed connectors (wallet-connect, SDKs, the embedded login) are nobody's duplicate.
 */
export function dedupeConnectors<C extends Connector>(connectors: readonly C[]): C[] {
  // Two passes: rdns groups first, so a name-matched legacy connector can join a wallet listed after it.
  const groups: { position: number; members: C[] }[] = [];
  const byRdns = new Map<string, { position: number; members: C[] }>();
  connectors.forEach((connector, position) => {
    const rdns = lower(connector.info?.rdns);
    if (!isInstalledConnector(connector) || rdns === undefined) return;
    const key = `${connector.chain}\n${rdns}`;
    const group = byRdns.get(key);
    if (group === undefined) {
      const created = { position, members: [connector] };
      byRdns.set(key, created);
      groups.push(created);
    } else {
      group.members.push(connector);
    }
  });
  connectors.forEach((connector, position) => {
    if (isInstalledConnector(connector) && lower(connector.info?.rdns) !== undefined) return;
    const name = lower(connector.name);
    const group =
      isInstalledConnector(connector) && name !== undefined
        ? groups
            .filter((candidate) => candidate.members[0]?.chain === connector.chain)
            .filter((candidate) => candidate.members.every(isInstalledConnector))
            .sort((a, b) => a.position - b.position)
            .find((candidate) => candidate.members.some((member) => lower(member.name) === name))
        : undefined;
    if (group === undefined) {
      groups.push({ position, members: [connector] });
    } else {
      group.members.push(connector);
      group.position = Math.min(group.position, position);
    }
  });
  return groups.sort((a, b) => a.position - b.position).map((group) => preferred(group.members));
}

/**
 * The installed connector that is this registry wallet: same rdns, or the connector names it as its
 * explorerId (for a multi-chain connector, the same holds of one of its per-namespace connectors).
 */
export function findInstalledConnector<C extends Connector>(
  wallet: WalletListing,
  connectors: readonly C[],
): C | undefined {
  const rdns = lower(wallet.rdns);
  const isWallet = (connector: Connector) =>
    (rdns !== undefined && lower(connector.info?.rdns) === rdns) || connector.explorerId === wallet.id;
  // A multi-chain connector is the wallet when any of its per-namespace connectors is.
  return connectors.find(
    (connector) =>
      isInstalledConnector(connector) && (isWallet(connector) || (connector.connectors ?? []).some(isWallet)),
  );
}

export type MarkedWallet<W extends WalletListing> = W & { installed: boolean };

/**
 * Registry wallets with an `installed` flag: true when an installed connector is the same wallet.
 * Used by the all-wallets list, which shows installed wallets with a badge.
 */
export function markInstalledWallets<W extends WalletListing>(
  wallets: readonly W[],
  connectors: readonly Connector[],
): MarkedWallet<W>[] {
  return wallets.map((wallet) => ({
    ...wallet,
    installed: findInstalledConnector(wallet, connectors) !== undefined,
  }));
}

/** Registry wallets that no installed connector already stands for (those are listed as connectors). */
export function withoutInstalledWallets<W extends WalletListing>(
  wallets: readonly W[],
  connectors: readonly Connector[],
): W[] {
  return wallets.filter((wallet) => findInstalledConnector(wallet, connectors) === undefined);
}
