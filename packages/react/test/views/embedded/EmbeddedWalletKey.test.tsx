// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FrameLoadError, frameAnswerError } from '@walletport/core/internal';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedKit, EMAIL, type EmbeddedKit, settle, teardown, USER } from './harness.js';

let kit: EmbeddedKit | undefined;
afterEach(() => {
  teardown(kit);
  kit = undefined;
});

function openKeyView(step: 'create-key' | 'recover-key' = 'create-key'): EmbeddedKit {
  const created = createEmbeddedKit();
  created.openOn({ name: 'EmbeddedWalletKey', params: { email: EMAIL, step } }, [{ name: 'Connect' }]);
  return created;
}

describe('EmbeddedWalletKey', () => {
  it('starts the frame’s key step once (even under StrictMode), then connects and closes', async () => {
    kit = openKeyView();
    const release = kit.fake.setUpKey.hold();
    kit.renderOutlet();
    await settle();
    expect(kit.fake.setUpKey.calls).toEqual([1]);
    expect(screen.getByRole('heading', { name: 'Protect your wallet' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your wallet');
    release();
    await settle(5);
    expect(kit.fake.setUpKey.calls).toEqual([1]);
    expect(kit.fake.completeLogin.calls).toEqual([USER]);
    expect(kit.instance.stores.connection.getState().currentConnectorIds.eip155).toBe('ID_AUTH');
    expect(kit.instance.stores.modal.getState().open).toBe(false);
  });

  it('closes the frame’s key step when the visitor leaves the view, not on a StrictMode remount', async () => {
    kit = openKeyView();
    kit.fake.setUpKey.hold();
    kit.renderOutlet();
    await settle(3);
    expect(kit.fake.cancels).toEqual([]);
    act(() => {
      kit?.instance.services.router.goBack();
    });
    await settle(3);
    expect(kit.instance.stores.router.getState().view.name).toBe('Connect');
    expect(kit.fake.cancels).toEqual([1]);
  });

  it('names the step: unlocking on a new device', async () => {
    kit = openKeyView('recover-key');
    kit.fake.setUpKey.hold();
    kit.renderOutlet();
    await settle();
    expect(screen.getByRole('heading', { name: 'Unlock on this device' })).toBeTruthy();
    expect(
      screen.getByText(`Enter the recovery passphrase of ${EMAIL} below to use your wallet here.`),
    ).toBeTruthy();
  });

  it('hides its own heading once the frame shows its screen (which has one)', async () => {
    kit = openKeyView();
    kit.fake.setUpKey.hold();
    kit.renderOutlet();
    await settle();
    const intro = screen.getByRole('heading', { name: 'Protect your wallet' }).parentElement as HTMLElement;
    expect(intro.classList.contains('wp-visually-hidden')).toBe(false);
    act(() => kit?.fake.store.setState({ frameUi: { visible: true, height: 320 } }));
    expect(intro.classList.contains('wp-visually-hidden')).toBe(true);
  });

  it('goes back to Connect when the visitor cancels in the frame (4001)', async () => {
    kit = openKeyView();
    kit.fake.setUpKey.fail(frameAnswerError('CONNECT_DEVICE', { message: 'Cancelled', code: 4001 }));
    kit.renderOutlet();
    await settle();
    expect(kit.view().name).toBe('Connect');
    expect(kit.history().map((view) => view.name)).toEqual(['Connect']);
    expect(kit.fake.completeLogin.calls).toEqual([]);
  });

  it('shows another failure with Try again, which starts the step again', async () => {
    kit = openKeyView();
    kit.fake.setUpKey.fail(frameAnswerError('CONNECT_DEVICE', { message: 'Could not reach the server' }), 1);
    kit.renderOutlet();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Could not reach the server');
    // The hint points at a form that is not there now.
    expect(screen.queryByText(/Choose a recovery passphrase/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await settle(5);
    expect(kit.fake.setUpKey.calls).toEqual([1, 1]);
    expect(kit.instance.stores.modal.getState().open).toBe(false);
  });

  it('words a frame that did not load as its alert does', async () => {
    kit = openKeyView();
    kit.fake.setUpKey.fail(new FrameLoadError('no ready message'), 1);
    kit.renderOutlet();
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Network Error - Could not load embedded wallet');
  });

  it('after the key is made, Try again only connects again', async () => {
    kit = openKeyView();
    kit.adapter.fail('connect', new Error('Connector unavailable'), 1);
    kit.renderOutlet();
    await settle(5);
    expect(screen.getByRole('alert').textContent).toBe('Connector unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await settle(5);
    expect(kit.fake.setUpKey.calls).toEqual([1]);
    expect(kit.instance.stores.connection.getState().currentConnectorIds.eip155).toBe('ID_AUTH');
  });
});
