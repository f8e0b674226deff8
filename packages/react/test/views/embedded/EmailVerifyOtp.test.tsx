// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createError, WalletportError } from '@walletport/core/internal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedKit, EMAIL, type EmbeddedKit, settle, teardown, USER } from './harness.js';

let kit: EmbeddedKit | undefined;
afterEach(() => {
  vi.useRealTimers();
  teardown(kit);
  kit = undefined;
});

const boxes = () =>
  Array.from({ length: 6 }, (_, index) => screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }));

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

async function openCodeView(): Promise<EmbeddedKit> {
  const created = createEmbeddedKit();
  created.openOn({ name: 'EmailVerifyOtp', params: { email: EMAIL } }, [{ name: 'Connect' }]);
  created.renderOutlet();
  await settle();
  return created;
}

describe('EmailVerifyOtp', () => {
  it('asks for the code sent to the address, in six numeric boxes, the first focused', async () => {
    kit = await openCodeView();
    expect(screen.getByText(/Enter the code we sent to/).textContent).toBe(
      `Enter the code we sent to ${EMAIL}`,
    );
    const all = boxes();
    expect(all).toHaveLength(6);
    for (const input of all) expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(all[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(all[1]?.getAttribute('autocomplete')).toBe('off');
    expect(document.activeElement).toBe(all[0]);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
  });

  it('typing moves box to box and the sixth digit submits the code on the active chain', async () => {
    kit = await openCodeView();
    const release = kit.fake.verifyCode.hold();
    const user = userEvent.setup();
    await user.keyboard('12345');
    expect(document.activeElement).toBe(boxes()[5]);
    expect(kit.fake.verifyCode.calls).toEqual([]);
    await user.keyboard('6');
    expect(kit.fake.verifyCode.calls).toEqual([{ otp: '123456', chainId: 1 }]);
    // Checking: a spinner says so, and the boxes take nothing more.
    expect(screen.getByRole('status').textContent).toBe('Checking the code');
    expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
    release();
    await settle();
  });

  it('a whole code pasted into any box fills every box and submits', async () => {
    kit = await openCodeView();
    paste(boxes()[3] as HTMLElement, ' 987-654 ');
    await settle();
    expect(kit.fake.verifyCode.calls).toEqual([{ otp: '987654', chainId: 1 }]);
  });

  it('arrows move between boxes, and Backspace in an empty box clears the one before', async () => {
    kit = await openCodeView();
    const user = userEvent.setup();
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(boxes()[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(boxes()[5]);
    await user.click(boxes()[2] as HTMLElement);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes().map((input) => (input as HTMLInputElement).value)).toEqual(['1', '', '', '', '', '']);
  });

  it('a wrong code shows the server’s words, clears the boxes and focuses the first again', async () => {
    kit = await openCodeView();
    kit.fake.verifyCode.fail(new WalletportError('Invalid code', { code: 'EMBEDDED_WALLET_ERROR' }), 1);
    paste(boxes()[0] as HTMLElement, '111111');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Invalid code');
    const cleared = boxes();
    expect(cleared.map((input) => (input as HTMLInputElement).value)).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(cleared[0]);
    expect(cleared[0]?.getAttribute('aria-invalid')).toBe('true');
    // Entering the next code starts over without the old message.
    kit.fake.verifyCode.hold();
    paste(cleared[0] as HTMLElement, '222222');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['Code expired', 'Too many attempts. Try again in 15 minutes'])(
    'shows "%s" as it came',
    async (text) => {
      kit = await openCodeView();
      kit.fake.verifyCode.fail(new WalletportError(text, { code: 'EMBEDDED_WALLET_ERROR' }));
      paste(boxes()[0] as HTMLElement, '123456');
      await settle();
      expect(screen.getByRole('alert').textContent).toBe(text);
    },
  );

  it('a known device connects through the embedded connector, then the modal closes', async () => {
    kit = await openCodeView();
    const events: string[] = [];
    kit.instance.services.events.on('CONNECT_SUCCESS', (data) =>
      events.push(`${data.method}:${data.connectorId}`),
    );
    kit.fake.verifyCode.answer({ next: 'connected', user: USER });
    paste(boxes()[0] as HTMLElement, '123456');
    await settle(5);
    expect(kit.fake.completeLogin.calls).toEqual([USER]);
    expect(kit.adapter.callsOf('connect')).toEqual([expect.objectContaining({ connectorId: 'ID_AUTH' })]);
    expect(kit.instance.stores.connection.getState().currentConnectorIds.eip155).toBe('ID_AUTH');
    expect(events).toEqual(['email:ID_AUTH']);
    expect(kit.instance.stores.modal.getState().open).toBe(false);
  });

  it.each(['create-key', 'recover-key'] as const)(
    '"%s" replaces this view with the key step',
    async (step) => {
      kit = await openCodeView();
      kit.fake.verifyCode.answer({ next: step });
      paste(boxes()[0] as HTMLElement, '123456');
      await settle();
      expect(kit.view()).toEqual({ name: 'EmbeddedWalletKey', params: { email: EMAIL, step } });
      expect(kit.history().map((view) => view.name)).toEqual(['Connect', 'EmbeddedWalletKey']);
    },
  );
});

describe('EmailVerifyOtp: resend', () => {
  it('counts down 30 s, then sends a new code and counts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    kit = createEmbeddedKit();
    kit.openOn({ name: 'EmailVerifyOtp', params: { email: EMAIL } }, [{ name: 'Connect' }]);
    kit.renderOutlet();
    const resend = () => screen.queryByRole('button', { name: 'Resend code' });
    expect(screen.getByText('Resend in 30 s')).toBeTruthy();
    expect(resend()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('Resend in 27 s')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(27_000);
    });
    expect(screen.queryByText(/Resend in/)).toBeNull();
    await act(async () => {
      fireEvent.click(resend() as HTMLElement);
    });
    expect(kit.fake.sendCode.calls).toEqual([EMAIL]);
    expect(screen.getByRole('status').textContent).toBe('We sent you a new code');
    expect(screen.getByText('Resend in 30 s')).toBeTruthy();
    expect(resend()).toBeNull();
  });

  it('shows the 30 s rule when core refuses a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    kit = createEmbeddedKit();
    kit.fake.sendCode.fail(createError('EMAIL_LOGIN_THROTTLED', { params: { n: 4 } }));
    kit.openOn({ name: 'EmailVerifyOtp', params: { email: EMAIL } }, [{ name: 'Connect' }]);
    kit.renderOutlet();
    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Please try again after 4 seconds');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });
});
