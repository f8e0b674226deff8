// @vitest-environment happy-dom
import { loadCatalogue } from '../../../src/i18n/catalog.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SiwxAuthError } from '@walletport/core/siwx';
import { afterEach, describe, expect, it } from 'vitest';
import SIWXSignMessageView from '../../../src/views/siwx-sign-message/SIWXSignMessageView.js';
import { ADDRESS, createSiwxHarness, DOMAIN, type SiwxHarness, settle, teardown } from './harness.js';

// Spanish from the views' first render, as the modal's mount loads it before mounting.
await loadCatalogue('es');

let harness: SiwxHarness | undefined;

afterEach(() => {
  teardown(harness);
  harness = undefined;
});

const signButton = () => screen.getByRole('button', { name: 'Sign in' });
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

async function onSignView(options: Parameters<typeof createSiwxHarness>[0] = {}) {
  harness = createSiwxHarness(options);
  await harness.connect();
  expect(harness.instance.stores.router.getState().view.name).toBe('SIWXSignMessage');
  const rendered = harness.render(SIWXSignMessageView);
  await act(settle);
  return { h: harness, ...rendered };
}

describe('SIWXSignMessageView: ready', () => {
  it('says in plain words what signing means, for the app by name', async () => {
    await onSignView();
    expect(screen.getByRole('heading', { name: 'Shop wants you to sign in with your wallet.' })).toBeTruthy();
    expect(
      screen.getByText('This proves you own this address. It costs nothing and sends no transaction.'),
    ).toBeTruthy();
  });

  it('shows the domain from the message, the short address and the network', async () => {
    const { container } = await onSignView();
    const details = container.querySelector('dl') as HTMLElement;
    expect(within(details).getByText(DOMAIN)).toBeTruthy();
    expect(within(details).getByText('0x12…345678').getAttribute('title')).toBe(ADDRESS);
    expect(within(details).getByText('Ethereum')).toBeTruthy();
    expect(signButton().hasAttribute('disabled')).toBe(false);
  });

  it('"Show message" reveals the exact text to be signed, focusable and collapsible', async () => {
    const { h } = await onSignView();
    const toggle = screen.getByRole('button', { name: 'Show message' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(panel?.hidden).toBe(false);
    expect(panel?.querySelector('pre')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'The exact message your wallet will sign' })).toBe(panel);
    expect(panel?.textContent).toBe(h.instance.stores.siwx.getState().pending?.message);
    expect(panel?.textContent?.toLowerCase()).toContain(
      `${DOMAIN} wants you to sign in with your ethereum account:\n${ADDRESS}`,
    );
    expect(panel?.getAttribute('tabindex')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Hide message' }));
    expect(panel?.hidden).toBe(true);
  });

  it('names "This app" when the app has no name', async () => {
    await onSignView({
      options: { metadata: { name: '', description: '', url: `https://${DOMAIN}`, icons: [] } },
    });
    expect(
      screen.getByRole('heading', { name: 'This app wants you to sign in with your wallet.' }),
    ).toBeTruthy();
  });

  it('speaks Spanish with the locale option', async () => {
    await onSignView({ options: { locale: 'es' } });
    expect(
      screen.getByRole('heading', { name: 'Shop quiere que inicies sesión con tu billetera.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });
});

describe('SIWXSignMessageView: loading', () => {
  it('shows skeletons and keeps Sign in disabled while the message is created', async () => {
    harness = createSiwxHarness();
    const release = harness.creating.hold();
    await harness.connect();
    const { container } = harness.render(SIWXSignMessageView);
    await act(settle);
    expect(container.querySelector('.wp-siwx[aria-busy="true"] .wp-skeleton')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Preparing the sign-in message');
    expect(signButton().hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show message' })).toBeNull();
    // The address and network are known already; only the domain waits for the message.
    expect(screen.getByText('0x12…345678')).toBeTruthy();
    expect(screen.queryByText(DOMAIN)).toBeNull();

    await act(async () => {
      release();
      await settle();
    });
    expect(screen.getByText(DOMAIN)).toBeTruthy();
    expect(signButton().hasAttribute('disabled')).toBe(false);
    expect(container.querySelector('.wp-skeleton')).toBeNull();
  });
});

describe('SIWXSignMessageView: signing and success', () => {
  it('waits for the wallet with a spinner and Sign in disabled, then signs in and closes', async () => {
    const { h } = await onSignView();
    const release = h.signing.hold();
    await act(async () => {
      fireEvent.click(signButton());
      await settle();
    });
    expect(screen.getByRole('status').textContent).toBe('Waiting for your wallet…');
    expect(screen.getByText('Approve the signature request in your wallet.')).toBeTruthy();
    expect(signButton().hasAttribute('disabled')).toBe(true);
    expect(h.signing.calls).toHaveLength(1);
    expect(h.signing.calls[0]?.message).toBe(h.instance.stores.siwx.getState().pending?.message);

    await act(async () => {
      release();
      await settle();
    });
    expect(h.instance.stores.siwx.getState().status).toBe('signed-in');
    expect(h.instance.stores.modal.getState().open).toBe(false);
    expect(screen.getByRole('heading', { name: 'Signed in' })).toBeTruthy();
    expect(await h.config.getSessions('eip155:1', ADDRESS)).toHaveLength(1);
  });
});

describe('SIWXSignMessageView: errors', () => {
  it('a declined signature shows "Signature declined" as an alert; Try again signs in', async () => {
    const { h } = await onSignView();
    h.signing.fail(rejection(), 1);
    await act(async () => {
      fireEvent.click(signButton());
      await settle();
    });
    expect(screen.getByRole('alert').textContent).toBe('Signature declined');
    expect(h.instance.stores.modal.getState().open).toBe(true);
    // The spent message is gone, but the domain it named stays on screen.
    expect(screen.getByText(DOMAIN)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await settle();
      await settle();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(h.instance.stores.siwx.getState().status).toBe('signed-in');
    expect(h.signing.calls).toHaveLength(2);
  });

  it('a verifier that refuses shows its reason, in the visitor’s language', async () => {
    await onSignView({
      options: { locale: 'es' },
      addSession: async () => {
        throw new SiwxAuthError('The nonce has expired; ask for a new nonce.');
      },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      await settle();
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Se rechazó el inicio de sesión: The nonce has expired; ask for a new nonce.',
    );
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('any other failure shows the generic retry sentence', async () => {
    await onSignView({
      addSession: async () => {
        throw new Error('socket hang up');
      },
    });
    await act(async () => {
      fireEvent.click(signButton());
      await settle();
    });
    expect(screen.getByRole('alert').textContent).toBe('Sign-in failed. Please try again.');
  });
});

describe('SIWXSignMessageView: cancel', () => {
  it('when sign-in is required, Cancel disconnects and the router is back on Connect', async () => {
    const { h } = await onSignView({ required: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await settle();
    });
    expect(h.instance.getIsConnectedState()).toBe(false);
    expect(h.instance.stores.router.getState().view.name).toBe('Connect');
  });

  it('when sign-in is optional, Cancel closes the modal and stays connected', async () => {
    const { h } = await onSignView();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await settle();
    });
    await waitFor(() => expect(h.instance.stores.modal.getState().open).toBe(false));
    expect(h.instance.getIsConnectedState()).toBe(true);
    expect(h.instance.stores.siwx.getState().status).toBe('ready');
  });
});

describe('SIWXSignMessageView without SIWX configured', () => {
  it('opened by hand, it waits with Sign in disabled, and Cancel just closes', async () => {
    harness = createSiwxHarness({ noSiwx: true });
    const h = harness;
    await h.connect();
    act(() => h.instance.services.modal.open({ view: { name: 'SIWXSignMessage' } }));
    h.render(SIWXSignMessageView);
    expect(signButton().hasAttribute('disabled')).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(h.instance.stores.modal.getState().open).toBe(false);
    expect(h.instance.getIsConnectedState()).toBe(true);
  });
});
