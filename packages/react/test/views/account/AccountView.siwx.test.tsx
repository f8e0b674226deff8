// @vitest-environment happy-dom
import { loadCatalogue } from '../../../src/i18n/catalog.js';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTextTranslator } from '../../../src/i18n/index.js';
import AccountView from '../../../src/views/account/AccountView.js';
import {
  createSiwxHarness,
  DOMAIN,
  type SiwxHarness,
  settle,
  teardown,
} from '../siwx-sign-message/harness.js';

// The views speak Spanish from their first render once its chunk is here (the modal's mount loads it).
await loadCatalogue('es');

let harness: SiwxHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
});

async function connected(options: Parameters<typeof createSiwxHarness>[0] = {}) {
  harness = createSiwxHarness(options);
  await harness.connect();
  return harness;
}

async function signedIn(options: Parameters<typeof createSiwxHarness>[0] = {}) {
  const h = await connected(options);
  await act(async () => {
    await h.instance.services.siwx?.requestSignIn();
    await settle();
  });
  expect(h.instance.stores.siwx.getState().status).toBe('signed-in');
  act(() => h.instance.services.modal.open({ view: { name: 'Account' } }));
  return h;
}

describe('AccountView: sign-in session (SIWX)', () => {
  it('shows "Signed in" with the session’s domain and time, and Sign out', async () => {
    const h = await signedIn();
    h.render(AccountView);
    expect(screen.getByText('Signed in')).toBeTruthy();
    // Signed in just now: the time of day alone.
    const detail = screen.getByText(
      new RegExp(`^${DOMAIN.replace('.', '\\.')} · since \\d{1,2}:\\d{2}\\s?[AP]M$`),
    );
    expect(detail.getAttribute('title')).toBe(detail.textContent);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign in with your wallet/ })).toBeNull();
  });

  it('Sign out revokes the session and offers Sign in, which opens the sign view', async () => {
    const h = await signedIn();
    h.render(AccountView);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await settle();
    });
    expect(screen.queryByText('Signed in')).toBeNull();
    expect(await h.config.getSessions('eip155:1', h.instance.getAddress() ?? '')).toEqual([]);
    expect(h.instance.getIsConnectedState()).toBe(true);

    const signIn = screen.getByRole('button', { name: /Sign in with your wallet/ });
    expect(signIn.textContent).toContain('Not signed in');
    act(() => fireEvent.click(signIn));
    expect(h.instance.stores.router.getState().view.name).toBe('SIWXSignMessage');
  });

  it('when sign-in is required, Sign out also disconnects and closes the modal', async () => {
    const h = await signedIn({ required: true });
    h.render(AccountView);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await settle();
    });
    await waitFor(() => expect(h.instance.getIsConnectedState()).toBe(false));
    expect(h.instance.stores.modal.getState().open).toBe(false);
  });

  it('a failed sign-out says so in the alert bar and keeps the session shown', async () => {
    const h = await signedIn();
    h.config.revokeSession = async () => {
      throw new Error('offline');
    };
    h.render(AccountView);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      await settle();
    });
    // The store holds the catalogue key; the alert bar words it.
    const message = h.instance.stores.alerts.getState().current?.message;
    expect(message).toEqual({ code: 'siwx.signOutFailed' });
    expect(message && createTextTranslator('en')(message)).toBe('Could not sign out. Please try again.');
    expect(screen.getByText('Signed in')).toBeTruthy();
  });

  it('speaks Spanish with the locale option', async () => {
    const h = await signedIn({ options: { locale: 'es' } });
    h.render(AccountView);
    expect(screen.getByText('Sesión iniciada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('shows nothing about sign-in when the app has no SIWX', async () => {
    const h = await connected({ noSiwx: true });
    expect(h.instance.services.siwx).toBeUndefined();
    h.render(AccountView);
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    expect(screen.queryByText('Signed in')).toBeNull();
    expect(screen.queryByText(/Sign in|Sign out|Not signed in/)).toBeNull();
  });
});
