/**
 * The adapter's live connections: one per connector (a Wallet Standard wallet, or the wallet-connect
 * session's solana namespace), each on one Solana network (its CAIP-2 reference). The most recent one is
 * the current connection, as in the other adapters.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base';

interface ConnectionBase {
  connectorId: string;
  /** The CAIP-2 reference of the network the connection is on. */
  chainId: string;
}

export interface StandardConnection extends ConnectionBase {
  kind: 'standard';
  wallet: Wallet;
  accounts: readonly WalletAccount[];
  /** Stops listening to the wallet's `change` events. */
  stop(): void;
}

export interface WalletConnectConnection extends ConnectionBase {
  kind: 'walletConnect';
  /** Base58 addresses the session approved on `chainId`. */
  accounts: readonly string[];
  /** The solana methods the wallet approved. */
  methods: readonly string[];
  /** A request on the connection's chain through the session. */
  request(method: string, params: unknown): Promise<unknown>;
}

export type SolanaConnection = StandardConnection | WalletConnectConnection;

export function addressesOf(connection: SolanaConnection): string[] {
  return connection.kind === 'standard'
    ? connection.accounts.map((account) => account.address)
    : [...connection.accounts];
}

export interface ConnectionRegistry {
  /** The connection of `connectorId`, or the current one when no id is given. */
  get(connectorId?: string): SolanaConnection | undefined;
  add(connection: SolanaConnection): void;
  update(
    connectorId: string,
    change: Partial<Pick<SolanaConnection, 'chainId'>> & { accounts?: never },
  ): void;
  replace(connection: SolanaConnection): void;
  remove(connectorId: string): void;
}

export function createConnectionRegistry(): ConnectionRegistry {
  // Insertion order: the last added is the current connection.
  const connections = new Map<string, SolanaConnection>();
  const latest = () => [...connections.values()].at(-1);
  return {
    get: (connectorId) => (connectorId === undefined ? latest() : connections.get(connectorId)),
    add(connection) {
      const previous = connections.get(connection.connectorId);
      if (previous?.kind === 'standard' && previous !== connection) previous.stop();
      connections.delete(connection.connectorId);
      connections.set(connection.connectorId, connection);
    },
    update(connectorId, change) {
      const connection = connections.get(connectorId);
      if (connection !== undefined)
        connections.set(connectorId, { ...connection, ...change } as SolanaConnection);
    },
    replace(connection) {
      if (connections.has(connection.connectorId)) connections.set(connection.connectorId, connection);
    },
    remove(connectorId) {
      const connection = connections.get(connectorId);
      if (connection?.kind === 'standard') connection.stop();
      connections.delete(connectorId);
    },
  };
}
