import { describe, expect, it } from 'vitest';
import type { RegistryWallet, WalletPage } from '../../../src/views/all-wallets/registry-types.js';
import {
  hasMorePages,
  initialPagesState,
  pageQuery,
  withPage,
} from '../../../src/views/all-wallets/wallet-pages.js';

const wallets = (from: number, to: number): RegistryWallet[] =>
  Array.from({ length: to - from }, (_, index) => ({
    id: `w${from + index}`,
    name: `Wallet ${from + index}`,
  }));
const page = (list: RegistryWallet[], count: number, fallback = false): WalletPage => ({
  wallets: list,
  count,
  source: fallback ? 'bundled' : 'api',
  fallback,
});
const FILTER = { include: [], exclude: ['x'], chains: ['eip155:1'] };

describe('AllWallets pages', () => {
  it('the full list comes 40 per page; a search is one page of up to 100', () => {
    expect(pageQuery(FILTER, '', 3)).toEqual({ page: 3, entries: 40, exclude: ['x'], chains: ['eip155:1'] });
    expect(pageQuery(FILTER, '  rain ', 3)).toEqual({
      page: 1,
      entries: 100,
      search: 'rain',
      exclude: ['x'],
      chains: ['eip155:1'],
    });
  });

  it('the first page replaces, later pages append without repeats', () => {
    const first = withPage(initialPagesState(), 1, page(wallets(0, 40), 95));
    expect(first).toMatchObject({ status: 'ready', page: 1, count: 95 });
    expect(hasMorePages(first)).toBe(true);
    const second = withPage({ ...first, loadingMore: true }, 2, page(wallets(39, 79), 95));
    expect(second.wallets).toHaveLength(79);
    expect(second.loadingMore).toBe(false);
    const last = withPage(second, 3, page(wallets(79, 95), 95));
    expect(last.wallets).toHaveLength(95);
    expect(hasMorePages(last)).toBe(false);
  });

  it('a later page that adds nothing ends the list even when the count promised more', () => {
    const first = withPage(initialPagesState(), 1, page(wallets(0, 40), 500));
    const stuck = withPage(first, 2, page(wallets(0, 40), 500));
    expect(stuck.count).toBe(40);
    expect(hasMorePages(stuck)).toBe(false);
  });

  it('a search never pages further; a fallback page is remembered', () => {
    const searched = withPage(initialPagesState('rain'), 1, page(wallets(0, 100), 300, true));
    expect(hasMorePages(searched)).toBe(false);
    expect(searched.fallback).toBe(true);
    expect(hasMorePages(initialPagesState())).toBe(false);
  });
});
