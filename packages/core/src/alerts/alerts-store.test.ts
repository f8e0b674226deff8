import { describe, expect, it, vi } from 'vitest';
import { type CodedText, englishText, MESSAGES, verbatimText } from '../errors/index.js';
import { HttpRequestError } from '../http/index.js';
import { type AlertTimers, createAlertsStore, DEFAULT_ALERT_AUTO_DISMISS_MS } from './alerts-store.js';

/** A manual clock: timers fire only when the test advances time. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: AlertTimers = {
    setTimeout(callback, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending].sort((x, y) => x[1].at - y[1].at)) {
      if (timer.at <= now && pending.delete(id)) timer.callback();
    }
  };
  return { timers, advance, pending };
}

const forbidden = () => new HttpRequestError({ status: 403, body: undefined, request: 'POST /e' });

describe('alerts store', () => {
  it('shows a catalogue alert by id; the store holds codes and params, never English', () => {
    const alerts = createAlertsStore({ context: () => ({ origin: 'https://dapp.example' }) });
    alerts.showAlert('INVALID_APP_CONFIGURATION');
    const current = alerts.getState().current;
    expect(current).toEqual({
      id: 'INVALID_APP_CONFIGURATION',
      variant: 'error',
      message: { code: 'ALERT_INVALID_APP_CONFIGURATION' },
      longMessage: {
        code: 'ALERT_INVALID_APP_CONFIGURATION_DETAILS',
        params: { origin: 'https://dapp.example' },
      },
    });
    // The English a UI renders from those codes is the catalogue's, word for word.
    expect(englishText(current?.message as CodedText)).toBe('Invalid App Configuration');
    expect(englishText(current?.longMessage as CodedText)).toBe(
      "Origin https://dapp.example not found on Allowlist - update the project's allowed origins on your Walletport server",
    );
  });

  it('an error alert holds the catalogue code of the error, not its text', () => {
    const alerts = createAlertsStore();
    alerts.showErrorFromUnknown(new HttpRequestError({ status: 500, body: undefined, request: 'GET /x' }));
    expect(alerts.getState().current?.message).toEqual({
      code: 'HTTP_STATUS_ERROR',
      params: { status: 500 },
    });
    const held = JSON.stringify(alerts.getState());
    for (const text of Object.values(MESSAGES)) if (text.length > 12) expect(held).not.toContain(text);
  });

  it('shows a custom alert (info by default)', () => {
    const alerts = createAlertsStore();
    alerts.showAlert({ message: 'Copied', variant: 'success' });
    expect(alerts.getState().current).toEqual({
      id: 'CUSTOM',
      variant: 'success',
      message: verbatimText('Copied'),
    });
    alerts.close();
    alerts.showAlert({ message: 'Hello', longMessage: 'More' });
    expect(alerts.getState().current).toEqual({
      id: 'CUSTOM',
      variant: 'info',
      message: verbatimText('Hello'),
      longMessage: verbatimText('More'),
    });
    alerts.close();
    // A UI's own alert: its catalogue key, worded when rendered.
    alerts.showAlert({ message: { code: 'walletConnect.copied' }, variant: 'success' });
    expect(alerts.getState().current?.message).toEqual({ code: 'walletConnect.copied' });
  });

  it('close shows the next waiting alert', () => {
    const alerts = createAlertsStore();
    alerts.showAlert('SESSION_EXPIRED');
    alerts.showAlert('NETWORK_NOT_FOUND');
    alerts.close();
    expect(alerts.getState().current?.id).toBe('NETWORK_NOT_FOUND');
    alerts.close();
    expect(alerts.getState().current).toBeUndefined();
  });

  it('"shows the Invalid App Configuration modal message, once": showOnce shows an id only the first time', () => {
    const alerts = createAlertsStore();
    expect(alerts.showOnce('INVALID_APP_CONFIGURATION')).toBe(true);
    alerts.close();
    expect(alerts.showOnce('INVALID_APP_CONFIGURATION')).toBe(false);
    expect(alerts.getState().current).toBeUndefined();
  });

  it('"once" is per instance', () => {
    createAlertsStore().showOnce('INVALID_APP_CONFIGURATION');
    const other = createAlertsStore();
    expect(other.showOnce('INVALID_APP_CONFIGURATION')).toBe(true);
  });

  it('showErrorFromUnknown maps through the error helpers and shows Invalid App Configuration once', () => {
    const alerts = createAlertsStore();
    alerts.showErrorFromUnknown(forbidden());
    expect(alerts.getState().current?.id).toBe('INVALID_APP_CONFIGURATION');
    alerts.close();
    alerts.showErrorFromUnknown(forbidden());
    expect(alerts.getState().current).toBeUndefined();
  });

  it('showErrorFromUnknown shows other catalogue alerts every time', () => {
    const alerts = createAlertsStore();
    alerts.showErrorFromUnknown({ code: 'INVALID_SESSION' });
    alerts.close();
    alerts.showErrorFromUnknown({ code: 'INVALID_SESSION' });
    expect(alerts.getState().current?.id).toBe('SESSION_EXPIRED');
  });

  it('showErrorFromUnknown shows an unknown error as an error alert with its message', () => {
    const alerts = createAlertsStore();
    alerts.showErrorFromUnknown(new Error('boom'));
    expect(alerts.getState().current).toEqual({
      id: 'CUSTOM',
      variant: 'error',
      message: verbatimText('boom'),
    });
  });

  it('auto-dismisses with the injected timer after the variant delay', () => {
    const { timers, advance } = fakeTimers();
    const alerts = createAlertsStore({ timers });
    alerts.showAlert({ message: 'Saved', variant: 'success' });
    advance(DEFAULT_ALERT_AUTO_DISMISS_MS.success! - 1);
    expect(alerts.getState().current?.message).toEqual(verbatimText('Saved'));
    advance(1);
    expect(alerts.getState().current).toBeUndefined();
  });

  it('error alerts stay until closed by default', () => {
    const { timers, advance, pending } = fakeTimers();
    const alerts = createAlertsStore({ timers });
    alerts.showAlert('INVALID_PROJECT_ID');
    expect(pending.size).toBe(0);
    advance(3_600_000);
    expect(alerts.getState().current?.id).toBe('INVALID_PROJECT_ID');
  });

  it('delays are configurable per variant and per custom alert', () => {
    const { timers, advance } = fakeTimers();
    const alerts = createAlertsStore({ timers, autoDismissMs: { error: 1000 } });
    alerts.showAlert('INVALID_PROJECT_ID');
    advance(1000);
    expect(alerts.getState().current).toBeUndefined();
    alerts.showAlert({ message: 'sticky', autoDismissMs: null });
    advance(60_000);
    expect(alerts.getState().current?.message).toEqual(verbatimText('sticky'));
    alerts.close();
    alerts.showAlert({ message: 'quick', variant: 'error', autoDismissMs: 10 });
    advance(10);
    expect(alerts.getState().current).toBeUndefined();
  });

  it('the next alert gets its own full delay, and a manual close cancels the timer', () => {
    const { timers, advance, pending } = fakeTimers();
    const alerts = createAlertsStore({ timers });
    alerts.showAlert({ message: 'one' });
    advance(4_000);
    alerts.showAlert({ message: 'two' });
    advance(1_000); // "one" times out; "two" starts now
    expect(alerts.getState().current?.message).toEqual(verbatimText('two'));
    advance(4_999);
    expect(alerts.getState().current?.message).toEqual(verbatimText('two'));
    alerts.close();
    expect(pending.size).toBe(0);
  });

  it('dispose stops the timer', () => {
    const { timers, pending } = fakeTimers();
    const alerts = createAlertsStore({ timers });
    alerts.showAlert({ message: 'x' });
    alerts.dispose();
    expect(pending.size).toBe(0);
  });

  it('notifies subscribers (the UI renders from the store)', () => {
    const alerts = createAlertsStore();
    const listener = vi.fn();
    alerts.subscribe(listener);
    alerts.showAlert('UNVERIFIED_DOMAIN');
    expect(listener).toHaveBeenCalledOnce();
  });
});
