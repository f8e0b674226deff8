// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announced,
  createKit,
  eventually,
  type Kit,
  rowNames,
  settle,
  teardown,
} from '../connect/harness.js';
import {
  json,
  listRegistry,
  type RegistryServer,
  startRegistry,
} from '../../../../core/test/api/registry-server.js';

let kit: Kit | undefined;
let server: RegistryServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  teardown(kit);
  kit = undefined;
  await server?.close();
  server = undefined;
});

const RABBY = announced('Rabby Wallet', 'io.rabby');
const list = () => screen.getByRole('list', { name: 'Wallets' });
const search = () => screen.getByRole('searchbox', { name: 'Search wallets' });

async function showAllWallets(options: Parameters<typeof createKit>[0] = {}) {
  kit = createKit({ connectors: [RABBY], ...options });
  kit.instance.services.modal.open();
  kit.instance.services.router.push({ name: 'AllWallets' });
  kit.renderOutlet();
  await eventually(() => expect(list().getAttribute('aria-busy')).toBeNull());
  return kit;
}

const manyWallets = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `w-${index}`,
    name: `Wallet ${String(index).padStart(4, '0')}`,
  }));

describe('AllWalletsView', () => {
  it('shows a skeleton list while loading, then installed wallets first (marked) and the bundled list', async () => {
    kit = createKit({ connectors: [RABBY] });
    kit.instance.services.router.push({ name: 'AllWallets' });
    kit.renderOutlet();
    // Installed wallets at once; placeholders stand for the registry until it answers.
    expect(rowNames(list())).toEqual(['Rabby Wallet']);
    expect(list().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading wallets')).toBeTruthy();
    expect(list().querySelectorAll('.wp-skeleton').length).toBeGreaterThan(5);
    await eventually(() => expect(list().getAttribute('aria-busy')).toBeNull());
    expect(list().querySelectorAll('.wp-skeleton')).toHaveLength(0);
    const names = rowNames(list());
    expect(names.slice(0, 3)).toEqual(['Rabby Wallet', 'MetaMask', 'Trust Wallet']);
    // Rabby is in the bundled list too: listed once, as the installed wallet.
    expect(names.filter((name) => name === 'Rabby Wallet')).toHaveLength(1);
    expect(within(screen.getByRole('button', { name: /^Rabby Wallet/ })).getByText('Installed')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /^MetaMask/ })).queryByText('Installed')).toBeNull();
    expect(screen.queryByText(/built-in list/)).toBeNull();
  });

  it('search waits 300 ms after the last key, then filters by name', async () => {
    await showAllWallets();
    vi.useFakeTimers();
    fireEvent.change(search(), { target: { value: 'ra' } });
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(search(), { target: { value: 'rain' } });
    await act(async () => vi.advanceTimersByTimeAsync(299));
    // Still the full list: the last key was 299 ms ago.
    expect(rowNames(list())).toContain('MetaMask');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(rowNames(list())).toEqual(['Rainbow']);
    expect(screen.getByText('1 wallet found')).toBeTruthy();
  });

  it('a search sends one request to the server per pause, with up to 100 entries', async () => {
    server = await startRegistry(listRegistry(manyWallets(120)));
    await showAllWallets({ options: { apiUrl: server.url } });
    const before = server.requests.length;
    for (const value of ['w', 'wa', 'wal', 'wallet 001']) fireEvent.change(search(), { target: { value } });
    const searches = () =>
      server?.requests.slice(before).filter((url) => url.searchParams.has('search')) ?? [];
    await eventually(() => expect(searches()).toHaveLength(1));
    await eventually(() => expect(rowNames(list())).toHaveLength(10));
    expect(rowNames(list())[0]).toBe('Wallet 0010');
    await settle();
    expect(
      searches().map((url) => [url.searchParams.get('search'), url.searchParams.get('entries')]),
    ).toEqual([['wallet 001', '100']]);
  });

  it('says "No wallets found" when nothing matches', async () => {
    await showAllWallets();
    fireEvent.change(search(), { target: { value: 'zzzz-no-such-wallet' } });
    await eventually(() => expect(screen.getByText('No wallets found')).toBeTruthy());
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull();
  });

  it('a server answering 500 falls back to the bundled list with a quiet note', async () => {
    server = await startRegistry((_url, response) => json(response, 500, { error: 'down' }));
    await showAllWallets({ options: { apiUrl: server.url } });
    expect(rowNames(list()).slice(0, 2)).toEqual(['Rabby Wallet', 'MetaMask']);
    expect(
      screen.getByText('The wallet directory is unavailable, so a built-in list is shown.'),
    ).toBeTruthy();
    expect(server.requests.length).toBeGreaterThan(0);
  });

  it('a server with a small list is what the view shows', async () => {
    server = await startRegistry(
      listRegistry([
        { id: 'alpha', name: 'Alpha Wallet' },
        { id: 'rabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
      ]),
    );
    await showAllWallets({ options: { apiUrl: server.url } });
    await eventually(() => expect(rowNames(list())).toEqual(['Rabby Wallet', 'Alpha Wallet']));
    expect(screen.queryByText(/built-in list/)).toBeNull();
    const first = server.requests.find(
      (url) => url.searchParams.get('page') === '1' && !url.searchParams.has('search'),
    );
    expect(first?.searchParams.get('entries')).toBe('40');
  });

  it('1,000 wallets: only the rows in view are rendered, and scrolling loads the next pages', async () => {
    server = await startRegistry(listRegistry(manyWallets(1000)));
    await showAllWallets({ connectors: [], options: { apiUrl: server.url } });
    await eventually(() => expect(rowNames(list())[0]).toBe('Wallet 0000'));
    const rendered = list().querySelectorAll('li');
    expect(rendered.length).toBeLessThan(25);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('40');
    const scroller = list().parentElement as HTMLElement;
    for (let page = 2; page <= 3; page += 1) {
      await act(async () => {
        scroller.scrollTop = 62 * 40 * (page - 1);
        fireEvent.scroll(scroller);
      });
      await eventually(() =>
        expect(server?.requests.some((url) => url.searchParams.get('page') === String(page))).toBe(true),
      );
    }
    await eventually(() => expect(list().querySelector('li')?.getAttribute('aria-setsize')).toBe('120'));
    expect(list().querySelectorAll('li').length).toBeLessThan(25);
  });

  it('choosing an installed wallet connects it; a registry wallet opens its links view', async () => {
    const k = await showAllWallets();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Rainbow/ }));
    });
    expect(k.view()).toEqual({
      name: 'ConnectingExternal',
      params: { connectorId: 'rainbow', walletName: 'Rainbow' },
    });
    act(() => {
      k.instance.services.router.goBack();
    });
    await eventually(() => expect(list()).toBeTruthy());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Rabby Wallet/ }));
    });
    expect(k.view()).toEqual({
      name: 'ConnectingExternal',
      params: { connectorId: 'io.rabby', walletName: 'Rabby Wallet' },
    });
  });

  it('keyboard: the search field, then the rows in order; Enter chooses', async () => {
    const k = await showAllWallets();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(search());
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Rabby Wallet');
    await user.tab();
    expect(document.activeElement?.textContent).toContain('MetaMask');
    await user.keyboard('{Enter}');
    expect(k.view()).toMatchObject({ name: 'ConnectingExternal', params: { connectorId: 'metamask' } });
    await settle();
  });
});
