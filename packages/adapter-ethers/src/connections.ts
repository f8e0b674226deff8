/**
 * The live connections of one adapter, by connector id, and the wallet events that change them. Each
 * connection follows its provider's EIP-1193 events (accountsChanged, chainChanged, disconnect) and every
 * change leaves as the adapter's events, the way WagmiAdapter reports wagmi's store changes:
 * - changed accounts give `accountsChanged` (plus `accountChanged` when the active address moved);
 * - an empty account list (locked, or access revoked) ends the connection: `disconnect`;
 * - a changed chain gives `chainChanged`;
 * - the provider's `disconnect` ends it too, unless the wallet still lists accounts (MetaMask emits
 *   disconnect while it merely reconnects to its own backend).
 */
import {
  type AdapterAccount,
  type AdapterEvents,
  type Eip1193EventListener,
  type Eip1193Provider,
  toChecksumAddress,
} from '@walletport/core/internal';

export interface Connection {
  connectorId: string;
  provider: Eip1193Provider;
  /** Checksummed; the first is the active account. */
  accounts: readonly `0x${string}`[];
  chainId: number;
}

export type AdapterEvent = {
  [Name in keyof AdapterEvents]: { name: Name; data: AdapterEvents[Name] };
}[keyof AdapterEvents];

export interface ConnectionRegistry {
  /** The connection of `connectorId`, or the current one when no id is given. */
  get(connectorId?: string): Connection | undefined;
  /** Records (or replaces) a connection, follows its wallet's events and makes it current. */
  add(connection: Connection): void;
  /** Applies what the wallet reports now (a switch it did not announce); emits what changed. */
  update(connectorId: string, change: { accounts?: readonly string[]; chainId?: number }): void;
  /** Ends a connection: no more events from its wallet, `disconnect` emitted, another one becomes current. */
  remove(connectorId: string): void;
}

export function toAdapterAccounts(addresses: readonly string[]): AdapterAccount[] {
  // Injected, announced and wallet-connect wallets expose externally owned accounts.
  return addresses.map((address) => ({ address, type: 'eoa' }));
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The eip155 addresses among what a wallet reported, checksummed and unique, in its order. Wallets send
 * checksummed, lowercase or uppercase hex; anything else (another namespace's account on a shared
 * wallet-connect session, garbage) is dropped rather than thrown inside the wallet's event emitter.
 */
export function checksummed(addresses: readonly unknown[]): `0x${string}`[] {
  const valid = addresses.filter(
    (value): value is string => typeof value === 'string' && EVM_ADDRESS.test(value),
  );
  return [...new Set(valid.map(toChecksumAddress))];
}

/** A chain id as wallets emit it: a number, hex or decimal text, or CAIP-2 'eip155:1'. */
export function parseEventChainId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  // A CAIP-2 id counts only in this adapter's namespace: 'cosmos:5' is not chain 5.
  if (text.includes(':') && !text.startsWith('eip155:')) return undefined;
  const id = Number(text.includes(':') ? text.slice('eip155:'.length) : text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The events between two states of one connection (see the module comment). */
export function diffConnection(before: Connection, after: Connection): AdapterEvent[] {
  const { connectorId } = after;
  const events: AdapterEvent[] = [];
  if (after.accounts.join() !== before.accounts.join()) {
    events.push({
      name: 'accountsChanged',
      data: { accounts: toAdapterAccounts(after.accounts), connectorId },
    });
    const [address] = after.accounts;
    if (address !== undefined && address !== before.accounts[0]) {
      events.push({ name: 'accountChanged', data: { address, chainId: after.chainId, connectorId } });
    }
  }
  if (after.chainId !== before.chainId) {
    events.push({ name: 'chainChanged', data: { chainId: after.chainId, connectorId } });
  }
  return events;
}

export function createConnectionRegistry(emit: (event: AdapterEvent) => void): ConnectionRegistry {
  // Insertion order is recency: the last entry is the most recently connected (or reconnected) wallet.
  const connections = new Map<string, { connection: Connection; unfollow: () => void }>();
  let currentId: string | undefined;

  const mostRecent = () => [...connections.keys()].at(-1);

  const update: ConnectionRegistry['update'] = (connectorId, change) => {
    const entry = connections.get(connectorId);
    if (entry === undefined) return;
    const before = entry.connection;
    const accounts = change.accounts === undefined ? before.accounts : checksummed(change.accounts);
    if (accounts.length === 0) {
      remove(connectorId);
      return;
    }
    const after: Connection = { ...before, accounts, chainId: change.chainId ?? before.chainId };
    entry.connection = after;
    for (const event of diffConnection(before, after)) emit(event);
  };

  const remove: ConnectionRegistry['remove'] = (connectorId) => {
    const entry = connections.get(connectorId);
    if (entry === undefined) return;
    connections.delete(connectorId);
    entry.unfollow();
    if (currentId === connectorId) currentId = mostRecent();
    emit({ name: 'disconnect', data: { connectorId } });
  };

  const follow = (connection: Connection): (() => void) => {
    const { provider, connectorId } = connection;
    if (typeof provider.on !== 'function') return () => {};
    const onAccountsChanged = (accounts: unknown) => {
      if (!Array.isArray(accounts)) return;
      // An empty list is the wallet locking or revoking access; a list without eip155 addresses is not ours.
      if (accounts.length === 0) remove(connectorId);
      else if (checksummed(accounts).length > 0) update(connectorId, { accounts });
    };
    const onChainChanged = (chain: unknown) => {
      const chainId = parseEventChainId(chain);
      if (chainId !== undefined) update(connectorId, { chainId });
    };
    const onDisconnect = () => {
      // Stale handler of a connection already replaced or removed: nothing to do.
      if (connections.get(connectorId)?.connection.provider !== provider) return;
      provider.request({ method: 'eth_accounts' }).then(
        (accounts) => {
          if (!Array.isArray(accounts) || accounts.length === 0) remove(connectorId);
        },
        () => remove(connectorId),
      );
    };
    const listeners: [string, Eip1193EventListener][] = [
      ['accountsChanged', onAccountsChanged as Eip1193EventListener],
      ['chainChanged', onChainChanged as Eip1193EventListener],
      ['disconnect', onDisconnect as Eip1193EventListener],
    ];
    for (const [event, listener] of listeners) provider.on?.(event, listener);
    return () => {
      for (const [event, listener] of listeners) provider.removeListener?.(event, listener);
    };
  };

  return {
    get(connectorId) {
      const id = connectorId ?? currentId;
      return id === undefined ? undefined : connections.get(id)?.connection;
    },
    add(connection) {
      connections.get(connection.connectorId)?.unfollow();
      connections.delete(connection.connectorId);
      connections.set(connection.connectorId, { connection, unfollow: follow(connection) });
      currentId = connection.connectorId;
    },
    update,
    remove,
  };
}
