import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Connection,
  chainIdFromCaipNetworkId,
  findConnection,
  reconnectCandidates,
  removeConnection,
  toStoredConnection,
  upsertConnection,
  upsertStoredConnection,
} from './connections.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const connection = (connectorId: string, chainId: number | string | undefined = 1): Connection => ({
  connectorId,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  chainId,
});

describe('connections list (accounts, chainId, connector)', () => {
  it('keeps the most recently used connection first and each connector once', () => {
    const list = upsertConnection(upsertConnection([connection('a')], connection('b')), connection('a', 10));
    expect(list.map((entry) => entry.connectorId)).toEqual(['a', 'b']);
    expect(list[0]?.chainId).toBe(10);
  });

  it('removes one connection and keeps the order of the others', () => {
    const list = [connection('c'), connection('b'), connection('a')];
    expect(removeConnection(list, 'b').map((entry) => entry.connectorId)).toEqual(['c', 'a']);
    expect(findConnection(list, 'a')?.connectorId).toBe('a');
    expect(findConnection(undefined, 'a')).toBeUndefined();
  });

  it('stores the chain as a CAIP-2 id, and leaves out a chain storage could not read back', () => {
    expect(toStoredConnection('eip155', connection('a', 1))).toEqual({
      connectorId: 'a',
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      caipNetworkId: 'eip155:1',
    });
    expect(
      toStoredConnection('eip155', { ...connection('a'), chainId: undefined }).caipNetworkId,
    ).toBeUndefined();
    expect(toStoredConnection('eip155', connection('a', 'not valid!')).caipNetworkId).toBeUndefined();
  });

  it('moves a used connection first in the stored list too', () => {
    const stored = upsertStoredConnection(
      [toStoredConnection('eip155', connection('a')), toStoredConnection('eip155', connection('b'))],
      'eip155',
      connection('b'),
    );
    expect(stored.map((entry) => entry.connectorId)).toEqual(['b', 'a']);
  });

  it('reads eip155 chain ids back as numbers and others as strings', () => {
    expect(chainIdFromCaipNetworkId('eip155:137')).toBe(137);
    expect(chainIdFromCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    );
    expect(chainIdFromCaipNetworkId(undefined)).toBeUndefined();
    expect(chainIdFromCaipNetworkId('no-separator')).toBeUndefined();
  });

  it('round-trips numeric eip155 chain ids through storage (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (chainId) => {
        const stored = toStoredConnection('eip155', connection('a', chainId));
        expect(chainIdFromCaipNetworkId(stored.caipNetworkId)).toBe(chainId);
      }),
    );
  });
});

describe('reconnectCandidates (stored authorized connectors, most recently used first)', () => {
  const stored = [
    { connectorId: 'b', accounts: [], caipNetworkId: 'eip155:10' },
    { connectorId: 'a', accounts: [], caipNetworkId: 'eip155:1' },
  ];

  it('tries the stored connector id first, then the stored connections in their (most recent first) order', () => {
    expect(reconnectCandidates('a', stored)).toEqual([
      { connectorId: 'a', chainId: 1 },
      { connectorId: 'b', chainId: 10 },
    ]);
    expect(reconnectCandidates('b', stored).map((candidate) => candidate.connectorId)).toEqual(['b', 'a']);
  });

  it('still tries a stored connector id that is missing from the connections list', () => {
    expect(reconnectCandidates('c', stored)).toEqual([
      { connectorId: 'c', chainId: undefined },
      { connectorId: 'b', chainId: 10 },
      { connectorId: 'a', chainId: 1 },
    ]);
    expect(reconnectCandidates('c', undefined)).toEqual([{ connectorId: 'c', chainId: undefined }]);
  });

  it('tries nothing without a stored connector id (an explicit disconnect removed it)', () => {
    expect(reconnectCandidates(undefined, stored)).toEqual([]);
  });

  it('lists each connector once, the stored one first (property)', () => {
    const idArb = fc.constantFrom('a', 'b', 'c', 'd');
    fc.assert(
      fc.property(idArb, fc.array(idArb), (current, ids) => {
        const candidates = reconnectCandidates(
          current,
          ids.map((connectorId) => ({ connectorId, accounts: [] })),
        ).map((candidate) => candidate.connectorId);
        expect(candidates[0]).toBe(current);
        expect(new Set(candidates).size).toBe(candidates.length);
        expect(new Set(candidates)).toEqual(new Set([current, ...ids]));
      }),
    );
  });
});
