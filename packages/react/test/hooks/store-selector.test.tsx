// @vitest-environment happy-dom
/** useStoreSelector: a selector that reads another slice answers with that slice, without a store change. */
import { renderHook } from '@testing-library/react';
import { createStore } from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import { useStoreSelector } from '../../src/hooks/use-store.js';

describe('useStoreSelector', () => {
  it('reads the slice the current selector names, even when the store did not change', () => {
    const store = createStore({ eip155: { address: '0xabc' }, solana: { address: 'So1ana' } });
    const { result, rerender } = renderHook(
      ({ namespace }: { namespace: 'eip155' | 'solana' }) =>
        useStoreSelector(store, (state) => state[namespace]),
      { initialProps: { namespace: 'eip155' as 'eip155' | 'solana' } },
    );
    expect(result.current.address).toBe('0xabc');
    rerender({ namespace: 'solana' });
    expect(result.current.address).toBe('So1ana');
  });

  it('keeps the same value for an equal selection, so selected objects do not loop renders', () => {
    const store = createStore({ list: [1, 2], other: 0 });
    const isEqual = (a: number[], b: number[]) =>
      a.length === b.length && a.every((item, i) => item === b[i]);
    const { result } = renderHook(() => useStoreSelector(store, (state) => [...state.list], isEqual));
    const first = result.current;
    store.setState({ other: 1 });
    expect(result.current).toBe(first);
  });
});
