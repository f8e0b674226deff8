// @vitest-environment happy-dom
import { createRegistryClient } from '@walletport/core/internal';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWalletPages } from '../../../src/views/all-wallets/use-wallet-pages.js';

const FILTER = { include: [], exclude: [], chains: [] };

describe('useWalletPages', () => {
  it('when neither the server nor the bundled list answers: error, and retry starts over', async () => {
    let failing = true;
    const registry = createRegistryClient({
      http: undefined,
      projectId: 'p',
      sdkType: 's',
      sdkVersion: 'v',
      loadBundled: () =>
        failing ? Promise.reject(new Error('chunk failed')) : Promise.resolve([{ id: 'a', name: 'Alpha' }]),
    });
    const { result } = renderHook(() => useWalletPages(registry, FILTER, 'key', ''));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    failing = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state.wallets.map((wallet) => wallet.name)).toEqual(['Alpha']);
    expect(result.current.hasMore).toBe(false);
  });

  it('loads the next page on demand, once at a time', async () => {
    const wallets = Array.from({ length: 90 }, (_, index) => ({ id: `w${index}`, name: `W ${index}` }));
    const registry = createRegistryClient({
      http: undefined,
      projectId: 'p',
      sdkType: 's',
      sdkVersion: 'v',
      loadBundled: () => Promise.resolve(wallets),
    });
    const { result } = renderHook(() => useWalletPages(registry, FILTER, 'key', ''));
    await waitFor(() => expect(result.current.state.wallets).toHaveLength(40));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.state.wallets).toHaveLength(80));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.state.wallets).toHaveLength(90));
    expect(result.current.hasMore).toBe(false);
  });
});
