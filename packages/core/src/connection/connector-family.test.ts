import { describe, expect, it } from 'vitest';
import type { Connection, ConnectionsByNamespace } from './connections.js';
import { connectionSource, connectorFamily, disconnectTargets } from './connector-family.js';

const conn = (connectorId: string, type?: 'WALLET_CONNECT' | 'AUTH' | 'INJECTED'): Connection => ({
  connectorId,
  accounts: [],
  chainId: 1,
  ...(type === undefined ? {} : { connector: { id: connectorId, name: connectorId, type, chain: 'eip155' } }),
});

describe('connector families (wallet-connect or embedded login)', () => {
  it('recognises wallet-connect and the embedded login by id or by connector type', () => {
    expect(connectorFamily('walletConnect')).toBe('walletConnect');
    expect(connectorFamily('custom-wc', 'WALLET_CONNECT')).toBe('walletConnect');
    expect(connectorFamily('ID_AUTH')).toBe('embedded');
    expect(connectorFamily('my-auth', 'AUTH')).toBe('embedded');
    expect(connectorFamily('injected', 'INJECTED')).toBeUndefined();
  });

  it('"the existing connection is synced (remote wallet, embedded auth, or adapter)": picks the source', () => {
    expect(connectionSource('walletConnect')).toBe('walletConnect');
    expect(connectionSource('ID_AUTH')).toBe('embedded');
    expect(connectionSource('io.metamask', 'ANNOUNCED' as never)).toBe('adapter');
  });
});

describe('disconnectTargets (each chain of the same connector family, or all chains if none is specified)', () => {
  const connections: ConnectionsByNamespace = {
    eip155: [conn('walletConnect'), conn('injected')],
    solana: [conn('walletConnect')],
    bip122: [conn('xverse')],
    polkadot: [conn('ID_AUTH')],
  };
  const current = { eip155: 'walletConnect', solana: 'walletConnect', bip122: 'xverse', polkadot: 'ID_AUTH' };

  it('closes the wallet-connect connection on every chain it serves', () => {
    expect(disconnectTargets(connections, current, { namespace: 'eip155' })).toEqual([
      { namespace: 'eip155', connectorId: 'walletConnect' },
      { namespace: 'solana', connectorId: 'walletConnect' },
    ]);
  });

  it('closes the embedded login on every chain it serves', () => {
    const embedded: ConnectionsByNamespace = { eip155: [conn('ID_AUTH')], solana: [conn('ID_AUTH')] };
    expect(
      disconnectTargets(embedded, { eip155: 'ID_AUTH', solana: 'ID_AUTH' }, { namespace: 'solana' }),
    ).toEqual([
      { namespace: 'solana', connectorId: 'ID_AUTH' },
      { namespace: 'eip155', connectorId: 'ID_AUTH' },
    ]);
  });

  it('a connector of no family closes only its own chain', () => {
    expect(disconnectTargets(connections, current, { namespace: 'bip122' })).toEqual([
      { namespace: 'bip122', connectorId: 'xverse' },
    ]);
  });

  it('with nothing specified, closes the current connection of all chains', () => {
    expect(disconnectTargets(connections, current)).toEqual([
      { namespace: 'eip155', connectorId: 'walletConnect' },
      { namespace: 'solana', connectorId: 'walletConnect' },
      { namespace: 'bip122', connectorId: 'xverse' },
      { namespace: 'polkadot', connectorId: 'ID_AUTH' },
    ]);
  });

  it('closes a named connection that is not current, and nothing where it does not exist', () => {
    expect(disconnectTargets(connections, current, { namespace: 'eip155', connectorId: 'injected' })).toEqual(
      [{ namespace: 'eip155', connectorId: 'injected' }],
    );
    expect(disconnectTargets(connections, current, { namespace: 'cosmos' })).toEqual([]);
    expect(disconnectTargets(connections, current, { connectorId: 'nope' })).toEqual([]);
  });

  it('finds a connector on every chain when only the connector is named', () => {
    expect(disconnectTargets(connections, current, { connectorId: 'xverse' })).toEqual([
      { namespace: 'bip122', connectorId: 'xverse' },
    ]);
  });

  it('uses the connector type the adapter reported for the family', () => {
    const typed: ConnectionsByNamespace = {
      eip155: [conn('wc-eip', 'WALLET_CONNECT')],
      solana: [conn('wc-sol', 'WALLET_CONNECT')],
    };
    expect(disconnectTargets(typed, { eip155: 'wc-eip', solana: 'wc-sol' }, { namespace: 'eip155' })).toEqual(
      [
        { namespace: 'eip155', connectorId: 'wc-eip' },
        { namespace: 'solana', connectorId: 'wc-sol' },
      ],
    );
  });
});
