import { describe, expect, it, vi } from 'vitest';
import { createConnectorsStore, replaceNamespaceConnectors } from './connectors-store.js';
import { selectShownConnectors } from './shown-connectors.js';
import type { Connector } from './types.js';

const evm = (id: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...extra,
});
const sol = (id: string): Connector => ({ id, name: id, type: 'ANNOUNCED', chain: 'solana' });

describe('connectors store', () => {
  it('starts empty and unfiltered', () => {
    expect(createConnectorsStore().getState()).toEqual({
      connectors: [],
      filterByNamespace: undefined,
    });
  });

  it('replaces the connectors of one namespace and keeps the others', () => {
    const store = createConnectorsStore();
    store.setNamespaceConnectors('eip155', [evm('a'), evm('b')]);
    store.setNamespaceConnectors('solana', [sol('s')]);
    store.setNamespaceConnectors('eip155', [evm('c')]);
    expect(store.getState().connectors.map((c) => c.id)).toEqual(['s', 'c']);
  });

  it('an adapter only speaks for its own namespace, and an id is kept once per namespace', () => {
    expect(
      replaceNamespaceConnectors([], 'eip155', [evm('a'), sol('s'), evm('a', { name: 'again' })]),
    ).toEqual([evm('a')]);
  });

  it('finds a connector by id, optionally on a namespace', () => {
    const store = createConnectorsStore({ connectors: [evm('a'), sol('a')] });
    expect(store.getConnector('a', 'solana')).toEqual(sol('a'));
    expect(store.getConnector('a')).toEqual(evm('a'));
    expect(store.getConnector('zzz')).toBeUndefined();
  });

  it('notifies subscribers, and instances are independent', () => {
    const one = createConnectorsStore();
    const two = createConnectorsStore();
    const listener = vi.fn();
    one.subscribe(listener);
    one.setFilterByNamespace('solana');
    expect(listener).toHaveBeenCalledOnce();
    expect(two.getState().filterByNamespace).toBeUndefined();
  });

  it('shown connectors follow the namespace filter, the visibility rules and de-duplication', () => {
    const state = {
      connectors: [
        evm('io.metamask', { info: { rdns: 'io.metamask' } }),
        evm('again', { info: { rdns: 'io.metamask' } }),
        evm('excluded', { name: 'Excluded' }),
        sol('phantom'),
      ],
      filterByNamespace: 'eip155' as const,
    };
    const context = { isMobile: false, hasInjectedWallet: true, excludedWallets: [{ name: 'excluded' }] };
    expect(selectShownConnectors(state, context).map((c) => c.id)).toEqual(['io.metamask']);
    expect(
      selectShownConnectors({ ...state, filterByNamespace: undefined }, context).map((c) => c.id),
    ).toEqual(['io.metamask', 'phantom']);
  });
});
