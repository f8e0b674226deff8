// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createError, FrameLoadError, FrameTimeoutError, WalletportError } from '@walletport/core/internal';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbeddedKit, EMAIL, type EmbeddedKit, settle, teardown } from './harness.js';

let kit: EmbeddedKit | undefined;
afterEach(() => {
  teardown(kit);
  kit = undefined;
});

const field = () => screen.getByRole('textbox', { name: 'Email address' });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function typeEmail(value: string) {
  const user = userEvent.setup();
  await user.clear(field());
  await user.type(field(), value);
  return user;
}

describe('Connect view: the email section', () => {
  it('shows only where the instance has an embedded wallet, and warms the frame when it shows', async () => {
    kit = createEmbeddedKit({ withWallet: false });
    kit.renderOutlet();
    await settle();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    teardown(kit);

    kit = createEmbeddedKit();
    kit.renderOutlet();
    await settle();
    expect(field()).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Log in with email' })).toBeTruthy();
    expect(kit.fake.preload.calls.length).toBeGreaterThan(0);
  });

  it('ignores a frame that fails to warm up: the field stays usable', async () => {
    kit = createEmbeddedKit();
    kit.fake.preload.fail(new FrameLoadError('no ready message'));
    kit.renderOutlet();
    await settle();
    expect(kit.instance.stores.alerts.getState().current).toBeUndefined();
    expect(field()).toBeTruthy();
  });

  it('says "Invalid email address" for an address that is not one, without sending anything', async () => {
    kit = createEmbeddedKit();
    kit.renderOutlet();
    await settle();
    const user = await typeEmail('not-an-email');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(kit.fake.sendCode.calls).toEqual([]);
    // Editing clears the message.
    await user.type(field(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the arrow off while the field is blank', async () => {
    kit = createEmbeddedKit();
    kit.renderOutlet();
    await settle();
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(field().closest('form') as HTMLFormElement);
    expect(kit.fake.sendCode.calls).toEqual([]);
  });

  it('shows the 30 s rule in exactly its words', async () => {
    kit = createEmbeddedKit();
    kit.fake.sendCode.fail(createError('EMAIL_LOGIN_THROTTLED', { params: { n: 27 } }));
    kit.renderOutlet();
    await settle();
    await typeEmail(EMAIL);
    await userEvent.setup().click(continueButton());
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 27 seconds');
    expect(kit.view().name).toBe('Connect');
  });

  it('shows what the frame or the server said, as it came', async () => {
    kit = createEmbeddedKit();
    kit.fake.sendCode.fail(
      new WalletportError('The email could not be sent; try again later', { code: 'EMBEDDED_WALLET_ERROR' }),
    );
    kit.renderOutlet();
    await settle();
    const user = await typeEmail(EMAIL);
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The email could not be sent; try again later');
  });

  it('Enter sends the code (a spinner meanwhile) and opens the code view for the address', async () => {
    kit = createEmbeddedKit();
    kit.renderOutlet();
    await settle();
    const release = kit.fake.sendCode.hold();
    const user = await typeEmail(`  ${EMAIL} `);
    await user.keyboard('{Enter}');
    expect(kit.fake.sendCode.calls).toEqual([EMAIL]);
    expect(screen.getByRole('status').textContent).toBe('Sending the code');
    expect(continueButton().getAttribute('aria-busy')).toBe('true');
    // A second Enter while it runs sends nothing more.
    await user.keyboard('{Enter}');
    expect(kit.fake.sendCode.calls).toHaveLength(1);
    release();
    await settle();
    expect(kit.view()).toEqual({ name: 'EmailVerifyOtp', params: { email: EMAIL } });
  });

  it.each([
    ['IFRAME_LOAD_FAILED', new FrameLoadError('no ready message')],
    ['IFRAME_REQUEST_TIMEOUT', new FrameTimeoutError('CONNECT_EMAIL')],
  ])(
    'raises the %s alert when the frame cannot be reached, and the modal stays usable',
    async (id, error) => {
      kit = createEmbeddedKit();
      kit.fake.sendCode.fail(error, 1);
      kit.renderOutlet();
      await settle();
      const user = await typeEmail(EMAIL);
      await user.keyboard('{Enter}');
      await settle();
      expect(kit.instance.stores.alerts.getState().current?.id).toBe(id);
      expect(screen.queryByRole('alert')).toBeNull();
      // The field works again, and so does the wallet list.
      await user.keyboard('{Enter}');
      await settle();
      expect(kit.fake.sendCode.calls).toHaveLength(2);
      expect(kit.view().name).toBe('EmailVerifyOtp');
    },
  );

  it('leaves the wallet list working beside it', async () => {
    kit = createEmbeddedKit();
    kit.renderOutlet();
    await settle();
    const wallets = screen.getByRole('region', { name: 'Wallets' });
    await userEvent.setup().click(within(wallets).getByRole('button', { name: /Test Wallet/ }));
    expect(kit.view().name).toBe('ConnectingExternal');
  });
});
