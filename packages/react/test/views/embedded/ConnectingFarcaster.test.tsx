// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { FARCASTER_RELOAD_DELAY_MS, type Timers } from '@walletport/core/internal';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedKit, type EmbeddedKit, FARCASTER_LINK, settle, teardown, USER } from './harness.js';

let kit: EmbeddedKit | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  teardown(kit);
  kit = undefined;
});

const FARCASTER_USER = { ...USER, email: undefined, socialProvider: 'farcaster', userName: 'walletport-dev' };

/**
 * Real timers, except that callbacks due after `heldMs` wait until `release()`: what happens before and
 * after such a delay is then checked without racing a slow machine.
 */
function holdingTimers(heldMs: number) {
  const held = new Map<object, () => void>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      if (ms !== heldMs) return globalThis.setTimeout(callback, ms);
      const handle = {};
      held.set(handle, callback);
      return handle;
    },
    clearTimeout(handle) {
      if (typeof handle === 'object' && handle !== null && held.delete(handle)) return;
      globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
    },
  };
  const release = () => {
    const due = [...held.values()];
    held.clear();
    for (const callback of due) callback();
  };
  return { timers, release, pending: () => held.size };
}

async function openFarcaster(options: { hold?: boolean; timers?: Timers } = {}) {
  kit = createEmbeddedKit(options.timers === undefined ? {} : { timers: options.timers });
  const release = options.hold === true ? kit.fake.farcaster.connect.hold() : undefined;
  kit.openOn({ name: 'ConnectingFarcaster' }, [{ name: 'Connect' }]);
  kit.renderOutlet();
  await settle();
  return { k: kit, release };
}

describe('ConnectingFarcaster', () => {
  it("shows the channel's link as a QR code, keeps it as the account's farcasterUrl, and waits", async () => {
    const { k } = await openFarcaster({ hold: true });
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Scan with your phone');
    expect(k.instance.stores.accounts.getState().eip155?.farcasterUrl).toBe(FARCASTER_LINK.url);
    expect(k.fake.farcaster.connect.calls).toEqual([1]);
  });

  it('Copy link copies the farcaster:// link; "Open on this device" opens the https page apart', async () => {
    await openFarcaster({ hold: true });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(FARCASTER_LINK.url);
    await user.click(screen.getByRole('button', { name: 'Open on this device' }));
    expect(open).toHaveBeenCalledWith(FARCASTER_LINK.webUrl, '_blank', 'noopener,noreferrer');
  });

  it('the buttons wait for the link; nothing is copied before it exists', async () => {
    kit = createEmbeddedKit();
    const release = kit.fake.farcaster.uri.hold();
    kit.openOn({ name: 'ConnectingFarcaster' }, [{ name: 'Connect' }]);
    kit.renderOutlet();
    await settle();
    expect((screen.getByRole('button', { name: 'Copy link' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Preparing your sign-in link');
    release();
  });

  it('approved on a known device: connected with SOCIAL_LOGIN_SUCCESS (farcaster), and the modal closes', async () => {
    kit = createEmbeddedKit();
    kit.fake.farcaster.connect.answer({ next: 'connected', user: FARCASTER_USER });
    const events: unknown[] = [];
    kit.instance.services.events.on('SOCIAL_LOGIN_SUCCESS', (data) => events.push(data));
    kit.openOn({ name: 'ConnectingFarcaster' }, [{ name: 'Connect' }]);
    kit.renderOutlet();
    await settle(6);
    expect(kit.fake.completeLogin.calls).toEqual([FARCASTER_USER]);
    expect(events).toEqual([{ provider: 'farcaster' }]);
    expect(kit.instance.stores.modal.getState().open).toBe(false);
  });

  it('a new account goes on to the key step, named Farcaster', async () => {
    kit = createEmbeddedKit();
    kit.fake.farcaster.connect.answer({ next: 'create-key' });
    kit.openOn({ name: 'ConnectingFarcaster' }, [{ name: 'Connect' }]);
    kit.renderOutlet();
    await settle();
    expect(kit.view()).toEqual({
      name: 'EmbeddedWalletKey',
      params: { email: 'Farcaster', step: 'create-key' },
    });
  });

  it('an expired link says so and "Get a new link" opens a new channel', async () => {
    kit = createEmbeddedKit();
    kit.fake.farcaster.connect.fail(new Error('The Farcaster sign-in link expired: start again'), 1);
    const k = kit;
    k.openOn({ name: 'ConnectingFarcaster' }, [{ name: 'Connect' }]);
    k.renderOutlet();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The Farcaster sign-in link expired');
    const release = k.fake.farcaster.connect.hold();
    const opened = k.fake.farcaster.uri.calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get a new link' }));
    await settle();
    expect(k.fake.farcaster.uri.calls).toHaveLength(opened + 1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy();
    release();
  });

  it('Back without an address: after 100 ms the link is cleared and the auth provider reloaded', async () => {
    const delay = holdingTimers(FARCASTER_RELOAD_DELAY_MS);
    const { k } = await openFarcaster({ hold: true, timers: delay.timers });
    k.instance.services.router.goBack();
    await settle();
    expect(k.view().name).toBe('Connect');
    expect(k.instance.stores.accounts.getState().eip155?.farcasterUrl).toBe(FARCASTER_LINK.url);
    expect(k.fake.farcaster.reloads.calls).toHaveLength(0);
    expect(delay.pending()).toBe(1);
    act(() => delay.release());
    await settle();
    expect(k.instance.stores.accounts.getState().eip155?.farcasterUrl).toBeUndefined();
    expect(k.fake.farcaster.reloads.calls).toHaveLength(1);
  });
});
