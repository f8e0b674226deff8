// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountView from '../../../src/views/account/AccountView.js';
import RegisterAccountNameView from '../../../src/views/register-account-name/RegisterAccountNameView.js';
import RegisterAccountNameSuccessView from '../../../src/views/register-account-name-success/RegisterAccountNameSuccessView.js';
import { ADDRESS, createViewHarness, teardown, type ViewHarness } from '../account/harness.js';

let harness: ViewHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
  vi.unstubAllGlobals();
});

const SUFFIX = '.example.id';

/**
 * A Walletport server (through the global fetch) with a names registry in memory: suggestions, the
 * signed registration and the identity it feeds. Its suffix is not the default one on purpose: the
 * modal must take the operator's.
 */
function registryServer(taken: Set<string> = new Set()) {
  const names = new Map<string, string>();
  const posted: unknown[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const path = url.pathname;
    if (path.startsWith('/v1/identity/')) {
      const address = decodeURIComponent(path.split('/').pop() ?? '').toLowerCase();
      return Response.json({ name: names.get(address) ?? null, avatar: null });
    }
    if (path.startsWith('/v1/profile/suggestions/')) {
      const label = decodeURIComponent(path.split('/').pop() ?? '');
      const isTaken = (name: string) => taken.has(name) || [...names.values()].includes(name);
      return Response.json({
        suggestions: [
          { name: `${label}${SUFFIX}`, registered: isTaken(`${label}${SUFFIX}`) },
          { name: `${label}1${SUFFIX}`, registered: false },
        ],
      });
    }
    if (path === '/v1/profile/account' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { address: string; message: string };
      posted.push(body);
      const { name } = JSON.parse(body.message) as { name: string };
      if (taken.has(name))
        return Response.json(
          { code: 'NAME_TAKEN', message: `The name ${name} is already registered.` },
          { status: 409 },
        );
      names.set(body.address.toLowerCase(), name);
      return Response.json({
        success: true,
        record: { name, addresses: { '60': { address: body.address } } },
      });
    }
    if (path === '/v1/supported-chains') return Response.json({ http: [], ws: [] });
    return Response.json({ isAnalyticsEnabled: false });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, posted };
}

async function connected() {
  harness = createViewHarness({ apiUrl: 'https://api.walletport.test', features: { analytics: false } });
  await harness.connect();
  return harness;
}

const nameField = () => screen.getByRole('textbox', { name: 'Name' });

describe('RegisterAccountName', () => {
  it('the Account view offers "Choose a name" for an account without one, and it opens the form', async () => {
    registryServer();
    const h = await connected();
    h.render(AccountView);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a name' }));
    expect(h.instance.stores.router.getState().view.name).toBe('RegisterAccountName');
  });

  it('shows the rule while typing: too short, then an invalid character', async () => {
    const { fetch } = registryServer();
    const h = await connected();
    h.render(RegisterAccountNameView);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'abc' } });
    expect(screen.getByText('A name needs at least 4 characters')).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: 'ab_cd' } });
    expect(screen.getByText('Use only letters, digits and hyphens')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Check the name' }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/suggestions/'))).toBe(false);
  });

  it('registers a free name: the wallet signs, success names it, the identity shows it', async () => {
    const { posted } = registryServer();
    const h = await connected();
    act(() => h.instance.services.router.push({ name: 'RegisterAccountName' }));
    h.render(RegisterAccountNameView);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Bobby' } });
    expect(await screen.findByText('bobby.example.id is available')).toBeTruthy();
    expect(screen.getByText(SUFFIX)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(h.instance.stores.router.getState().view.name).toBe('RegisterAccountNameSuccess'),
    );
    // What was posted is what the wallet signed (the test wallet answers '0x').
    const body = posted[0] as { message: string; signature: string };
    expect(body.signature).toBe('0x');
    const message = JSON.parse(body.message) as Record<string, unknown>;
    expect(message).toEqual({ name: 'bobby.example.id', attributes: {}, timestamp: expect.any(Number) });
    expect(posted).toEqual([expect.objectContaining({ coin_type: 60, address: ADDRESS })]);
    expect(h.instance.services.api?.blockchain.getCachedIdentity(ADDRESS)?.name).toBe('bobby.example.id');
  });

  it('after a registration the success view names it and the Account view shows it', async () => {
    registryServer();
    const h = await connected();
    const flow = await h.instance.services.features.names?.load();
    act(() => flow?.setText('carol'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    await act(async () => {
      await flow?.register();
    });
    h.render(RegisterAccountNameSuccessView);
    expect(screen.getByRole('heading', { name: 'carol.example.id' })).toBeTruthy();
    expect(screen.getByText('carol.example.id is now the name of this account.')).toBeTruthy();
    cleanup();
    h.render(AccountView);
    expect(await screen.findByRole('heading', { name: 'carol.example.id' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull();
  });

  it('a name taken meanwhile comes back to the form with the catalogue text and why', async () => {
    const taken = new Set<string>();
    registryServer(taken);
    const h = await connected();
    h.render(RegisterAccountNameView);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'dave1' } });
    await screen.findByText('dave1.example.id is available');
    taken.add('dave1.example.id');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error registering name');
    expect(alert.textContent).toContain('dave1.example.id is already taken. Choose another name.');
    expect(await screen.findByText('dave1.example.id is taken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'dave11.example.id' })).toBeTruthy();
  });
});
