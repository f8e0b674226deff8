import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { chooseOpeningView, decideClose, isCloseBlockedBySiwx, MODAL_SHAKE_MS } from './modal-rules.js';
import { VIEW_NAMES } from './views.js';

describe('opening rules', () => {
  const base = { connected: false, hasAdapters: true, mobile: false };

  it('"an explicitly requested view is shown"', () => {
    const requested = { name: 'Networks' } as const;
    expect(chooseOpeningView({ ...base, connected: true, requested })).toBe(requested);
    expect(chooseOpeningView({ ...base, hasAdapters: false, requested })).toBe(requested);
  });

  it('"otherwise, if a wallet is connected, Account"', () => {
    expect(chooseOpeningView({ ...base, connected: true })).toEqual({ name: 'Account' });
    expect(chooseOpeningView({ ...base, connected: true, hasAdapters: false, mobile: true })).toEqual({
      name: 'Account',
    });
  });

  it('"otherwise, if no adapters exist and no address, AllWallets on mobile or ConnectingWalletConnectBasic on desktop"', () => {
    expect(chooseOpeningView({ ...base, hasAdapters: false, mobile: true })).toEqual({ name: 'AllWallets' });
    expect(chooseOpeningView({ ...base, hasAdapters: false, mobile: false })).toEqual({
      name: 'ConnectingWalletConnectBasic',
    });
  });

  it('"otherwise Connect"', () => {
    expect(chooseOpeningView(base)).toEqual({ name: 'Connect' });
    expect(chooseOpeningView({ ...base, mobile: true })).toEqual({ name: 'Connect' });
  });
});

describe('close rules', () => {
  it('"Closing is ignored on ApproveTransaction unless forced."', () => {
    expect(decideClose({ view: 'ApproveTransaction', blocked: false })).toBe('ignore');
    expect(decideClose({ view: 'ApproveTransaction', options: { force: false }, blocked: false })).toBe(
      'ignore',
    );
    expect(decideClose({ view: 'ApproveTransaction', options: { force: true }, blocked: false })).toBe(
      'close',
    );
    expect(decideClose({ view: 'Account', blocked: false })).toBe('close');
  });

  it('a SIWX block wins over force', () => {
    expect(decideClose({ view: 'ApproveTransaction', options: { force: true }, blocked: true })).toBe(
      'block',
    );
    expect(decideClose({ view: 'SIWXSignMessage', blocked: true })).toBe('block');
  });

  it('"Closing is blocked on the sign view or ApproveTransaction when SIWX is required and no session exists."', () => {
    const required = { isRequired: () => true, hasSession: () => false };
    expect(isCloseBlockedBySiwx('SIWXSignMessage', required)).toBe(true);
    expect(isCloseBlockedBySiwx('ApproveTransaction', required)).toBe(true);
    expect(isCloseBlockedBySiwx('Account', required)).toBe(false);
    expect(
      isCloseBlockedBySiwx('SIWXSignMessage', { isRequired: () => false, hasSession: () => false }),
    ).toBe(false);
    expect(isCloseBlockedBySiwx('SIWXSignMessage', { isRequired: () => true, hasSession: () => true })).toBe(
      false,
    );
    expect(isCloseBlockedBySiwx('SIWXSignMessage', undefined)).toBe(false);
  });

  it('reads the SIWX port only when the rule needs it', () => {
    const siwx = { isRequired: vi.fn(() => false), hasSession: vi.fn(() => false) };
    isCloseBlockedBySiwx('Account', siwx);
    expect(siwx.isRequired).not.toHaveBeenCalled();
    isCloseBlockedBySiwx('SIWXSignMessage', siwx);
    expect(siwx.isRequired).toHaveBeenCalledOnce();
    expect(siwx.hasSession).not.toHaveBeenCalled();
  });

  it('only SIWXSignMessage and ApproveTransaction can refuse a close (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VIEW_NAMES), fc.boolean(), fc.boolean(), (view, force, blocked) => {
        const siwxBlocked = isCloseBlockedBySiwx(view, {
          isRequired: () => blocked,
          hasSession: () => false,
        });
        const decision = decideClose({ view, options: { force }, blocked: siwxBlocked });
        if (view !== 'SIWXSignMessage' && view !== 'ApproveTransaction') expect(decision).toBe('close');
      }),
    );
  });

  it('"The modal shakes for 500 ms on request."', () => {
    expect(MODAL_SHAKE_MS).toBe(500);
  });
});
