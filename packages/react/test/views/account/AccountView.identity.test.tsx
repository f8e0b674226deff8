// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { updateAccount } from '@walletport/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountView from '../../../src/views/account/AccountView.js';
import { ADDRESS, createViewHarness, teardown, type ViewHarness } from './harness.js';

let harness: ViewHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
  vi.unstubAllGlobals();
});

/** A Walletport server (reached through the global fetch) that knows `identity` for every address. */
function serverKnowing(identity: { name: string | null; avatar: string | null }) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input);
    if (url.pathname.startsWith('/v1/identity/')) return Response.json(identity);
    if (url.pathname === '/v1/supported-chains') return Response.json({ http: [], ws: [] });
    return Response.json({ isAnalyticsEnabled: false });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function connected() {
  harness = createViewHarness({ apiUrl: 'https://api.walletport.test', features: { analytics: false } });
  await harness.connect();
  return harness;
}

describe('AccountView: the identity from the Walletport server', () => {
  it('shows the name the server knows instead of the short address', async () => {
    serverKnowing({ name: 'alice.wp', avatar: 'https://img.walletport.test/alice.png' });
    const h = await connected();
    h.render(AccountView);
    expect(await screen.findByRole('heading', { name: 'alice.wp' })).toBeTruthy();
    expect(screen.queryByText('0x12…345678')).toBeNull();
    expect(screen.getByRole('heading', { name: 'alice.wp' }).getAttribute('title')).toBe(ADDRESS);
  });

  it('keeps the short address when the server knows no name', async () => {
    const fetch = serverKnowing({ name: null, avatar: null });
    const h = await connected();
    h.render(AccountView);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/v1/identity/'))).toBe(true),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('heading', { name: '0x12…345678' })).toBeTruthy();
  });

  it('the wallet’s own profile name wins over the server’s', async () => {
    serverKnowing({ name: 'alice.wp', avatar: null });
    const h = await connected();
    act(() => updateAccount(h.instance.stores.accounts, 'eip155', { profileName: 'alice.eth' }));
    h.render(AccountView);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('heading', { name: 'alice.eth' })).toBeTruthy();
  });
});
