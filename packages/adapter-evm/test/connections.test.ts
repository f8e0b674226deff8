import type { Connection } from '@wagmi/core';
import { describe, expect, it } from 'vitest';
import { diffConnections, isLiveConnection, liveConnections } from '../src/connections.js';

const A = '0x00000000000000000000000000000000000000aa';
const B = '0x00000000000000000000000000000000000000bb';

function connection(
  id: string,
  accounts: readonly `0x${string}`[],
  chainId: number,
  live = true,
): Connection {
  const connector = live ? { id, uid: `uid-${id}`, getProvider: async () => ({}) } : { id, uid: `uid-${id}` };
  return { accounts, chainId, connector } as unknown as Connection;
}
const map = (...connections: Connection[]) =>
  new Map(connections.map((entry) => [entry.connector.uid, entry] as const));

describe('diffConnections', () => {
  it('a vanished connection is a disconnect of its connector', () => {
    expect(diffConnections(map(connection('w', [A], 1)), map())).toEqual([
      { name: 'disconnect', data: { connectorId: 'w' } },
    ]);
  });

  it('new accounts give accountsChanged, and accountChanged when the active address moved', () => {
    expect(diffConnections(map(connection('w', [A], 1)), map(connection('w', [B, A], 1)))).toEqual([
      {
        name: 'accountsChanged',
        data: {
          accounts: [
            { address: B, type: 'eoa' },
            { address: A, type: 'eoa' },
          ],
          connectorId: 'w',
        },
      },
      { name: 'accountChanged', data: { address: B, chainId: 1, connectorId: 'w' } },
    ]);
    // Same active address, one more account: the list changed, the active account did not.
    expect(
      diffConnections(map(connection('w', [A], 1)), map(connection('w', [A, B], 1))).map((e) => e.name),
    ).toEqual(['accountsChanged']);
  });

  it('a new chain gives chainChanged; an unchanged connection gives nothing', () => {
    expect(diffConnections(map(connection('w', [A], 1)), map(connection('w', [A], 10)))).toEqual([
      { name: 'chainChanged', data: { chainId: 10, connectorId: 'w' } },
    ]);
    expect(diffConnections(map(connection('w', [A], 1)), map(connection('w', [A], 1)))).toEqual([]);
  });

  it('a new connection gives nothing: connect and reconnect report it to their caller', () => {
    expect(diffConnections(map(), map(connection('w', [A], 1)))).toEqual([]);
    expect(diffConnections(map(), map(connection('w', [A], 1)), () => false)).toEqual([]);
  });

  it('a new connection the wallet made by itself (unlocked) is a connect with its accounts and chain', () => {
    const byWallet = (uid: string) => uid === 'uid-w';
    expect(
      diffConnections(
        map(connection('v', [B], 1)),
        map(connection('v', [B], 1), connection('w', [A], 10)),
        byWallet,
      ),
    ).toEqual([
      { name: 'connect', data: { connectorId: 'w', accounts: [{ address: A, type: 'eoa' }], chainId: 10 } },
    ]);
    // A connection that was already there is never a connect again.
    expect(diffConnections(map(connection('w', [A], 1)), map(connection('w', [A], 1)), byWallet)).toEqual([]);
  });
});

describe('live connections', () => {
  it('a connection wagmi restored from storage (a connector without methods) is not live', () => {
    const restored = connection('old', [A], 1, false);
    const live = connection('w', [A], 1);
    expect(isLiveConnection(restored)).toBe(false);
    expect([...liveConnections(map(restored, live)).values()]).toEqual([live]);
  });
});
