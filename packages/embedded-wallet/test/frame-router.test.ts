import { APP_EVENTS } from '@walletport/core/embedded-protocol';
import { describe, expect, it } from 'vitest';
import { AuthApiError } from '../src/frame/api/auth-api-error.js';
import {
  CHAIN_NOT_SUPPORTED_MESSAGE,
  NO_KEY_STEP_MESSAGE,
  SMART_ACCOUNTS_MESSAGE,
  USER_REJECTED_MESSAGE,
} from '../src/frame/errors.js';
import { WALLET_EXISTS_NOTICE } from '../src/frame/router.js';
import {
  ADDRESS,
  CODE,
  DAPP_DATA,
  fakeFlow,
  HOST_ORIGIN,
  PASSPHRASE,
  SESSION,
  SOLANA_ADDRESS,
  sessionExpired,
  setupRouter,
} from './frame-fakes.js';

const USER = {
  email: 'visitor@example.com',
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
  solanaAddress: SOLANA_ADDRESS,
};

describe('frame router: login', () => {
  it('CONNECT_EMAIL sends a code for the pinned host origin', async () => {
    const { send, flow } = setupRouter();
    expect(await send('CONNECT_EMAIL', { email: 'visitor@example.com' })).toEqual({
      ok: true,
      payload: { action: 'VERIFY_OTP' },
    });
    expect(flow.calls).toContainEqual(['sendCode', 'visitor@example.com', HOST_ORIGIN]);
  });

  it('CONNECT_OTP on a known device answers connected with the user', async () => {
    const { send } = setupRouter();
    await send('CONNECT_EMAIL', { email: 'visitor@example.com' });
    expect(await send('CONNECT_OTP', { otp: CODE, chainId: 31337 })).toEqual({
      ok: true,
      payload: { next: 'connected', user: USER },
    });
  });

  it('CONNECT_OTP passes the server error on, as is', async () => {
    const { send } = setupRouter();
    expect(await send('CONNECT_OTP', { otp: '000000', chainId: 31337 })).toEqual({
      ok: false,
      error: { message: 'Invalid code' },
    });
  });

  it('CONNECT_OTP refuses a code that is not six digits before calling the flow', async () => {
    const { send, flow } = setupRouter();
    const reply = await send('CONNECT_OTP', { otp: '12345', chainId: 31337 });
    expect(reply).toEqual({ ok: false, error: { message: 'Invalid CONNECT_OTP request: otp' } });
    expect(flow.calls).toEqual([]);
  });

  it('first login: CONNECT_OTP says create-key, CONNECT_DEVICE creates it and answers the user', async () => {
    const { send, ui } = setupRouter({ flow: fakeFlow({ outcome: 'create-key' }) });
    await send('CONNECT_EMAIL', { email: ' visitor@example.com ' });
    expect(await send('CONNECT_OTP', { otp: CODE, chainId: 31337 })).toEqual({
      ok: true,
      payload: { next: 'create-key' },
    });
    ui.passphrases.push('short', PASSPHRASE);
    expect(await send('CONNECT_DEVICE', { chainId: 31337 })).toEqual({ ok: true, payload: { user: USER } });
    expect(ui.steps).toEqual(['create']);
    expect(ui.inlineErrors).toEqual(['Use at least 10 characters']);
    expect(ui.usernames).toEqual(['visitor@example.com']);
  });

  it('new device: a wrong passphrase is an inline error, the right one connects', async () => {
    const { send, ui } = setupRouter({ flow: fakeFlow({ outcome: 'recover-key' }) });
    await send('CONNECT_OTP', { otp: CODE, chainId: 31337 });
    ui.passphrases.push('not the passphrase', PASSPHRASE);
    expect(await send('CONNECT_DEVICE', { chainId: 31337 })).toEqual({ ok: true, payload: { user: USER } });
    expect(ui.steps).toEqual(['enter']);
    expect(ui.inlineErrors).toEqual(['Wrong passphrase']);
  });

  it('CONNECT_DEVICE cancelled answers 4001', async () => {
    const { send } = setupRouter({ flow: fakeFlow({ outcome: 'recover-key' }) });
    await send('CONNECT_OTP', { otp: CODE, chainId: 31337 });
    expect(await send('CONNECT_DEVICE', { chainId: 31337 })).toEqual({
      ok: false,
      error: { message: USER_REJECTED_MESSAGE, code: 4001 },
    });
  });

  it('CANCEL_PENDING closes a key step on screen: CONNECT_DEVICE answers 4001', async () => {
    const { send, ui } = setupRouter({ flow: fakeFlow({ outcome: 'create-key' }) });
    await send('CONNECT_OTP', { otp: CODE, chainId: 31337 });
    ui.holdKeySteps = true;
    const device = send('CONNECT_DEVICE', { chainId: 31337 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(ui.steps).toEqual(['create']);
    expect(await send('CANCEL_PENDING', {})).toEqual({ ok: true, payload: { cancelled: 1 } });
    expect(await device).toEqual({ ok: false, error: { message: USER_REJECTED_MESSAGE, code: 4001 } });
    expect(await send('CANCEL_PENDING', {})).toEqual({ ok: true, payload: { cancelled: 0 } });
  });

  it('CONNECT_DEVICE with no key step and no session is an error', async () => {
    const { send } = setupRouter();
    expect(await send('CONNECT_DEVICE', { chainId: 31337 })).toEqual({
      ok: false,
      error: { message: NO_KEY_STEP_MESSAGE },
    });
  });

  it('a wallet made meanwhile elsewhere (409) turns the create step into recovery, with a notice', async () => {
    const { send, ui, flow } = setupRouter({ flow: fakeFlow({ outcome: 'create-key' }) });
    await send('CONNECT_OTP', { otp: CODE, chainId: 31337 });
    flow.walletExists = true;
    ui.passphrases.push(PASSPHRASE, PASSPHRASE);
    expect(await send('CONNECT_DEVICE', { chainId: 31337 })).toEqual({ ok: true, payload: { user: USER } });
    expect(ui.steps).toEqual(['create', 'enter']);
    expect(ui.notices).toEqual([WALLET_EXISTS_NOTICE]);
    expect(ui.inlineErrors).toEqual([]);
  });

  it('CONNECT_OTP follows the chain it names, and refuses one the app does not have', async () => {
    const { send } = setupRouter();
    await send('SYNC_DAPP_DATA', DAPP_DATA);
    await send('CONNECT_OTP', { otp: CODE, chainId: 31338 });
    expect(await send('GET_CHAIN_ID')).toEqual({ ok: true, payload: { chainId: 31338 } });
    expect(await send('CONNECT_OTP', { otp: CODE, chainId: 1 })).toEqual({
      ok: false,
      error: { message: CHAIN_NOT_SUPPORTED_MESSAGE, code: 4902 },
    });
  });
});

describe('frame router: session', () => {
  it('IS_CONNECTED restores the stored session once', async () => {
    const { send, flow } = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    expect(await send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: true } });
    expect(await send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: true } });
    expect(flow.calls.filter(([name]) => name === 'restore')).toHaveLength(1);
  });

  it('IS_CONNECTED is false without a stored session', async () => {
    const { send } = setupRouter();
    expect(await send('IS_CONNECTED')).toEqual({ ok: true, payload: { isConnected: false } });
  });

  it('GET_USER answers the user, or 4100 when nobody is signed in', async () => {
    const signedIn = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    expect(await signedIn.send('GET_USER', { chainId: 31337 })).toEqual({ ok: true, payload: USER });
    const nobody = setupRouter();
    expect(await nobody.send('GET_USER', {})).toEqual({
      ok: false,
      error: { message: 'Not connected', code: 4100 },
    });
  });

  it('SIGN_OUT signs out and answers {}', async () => {
    const { send, flow, events } = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    await send('IS_CONNECTED');
    expect(await send('SIGN_OUT')).toEqual({ ok: true, payload: {} });
    expect(flow.current()).toBeUndefined();
    expect(events.signedOut).toBe(0);
  });

  it('a session the server no longer knows ends here too and the host hears SIGNED_OUT', async () => {
    const { send, flow, events } = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    await send('IS_CONNECTED');
    flow.failNext.startEmailUpdate = sessionExpired();
    expect(await send('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({
      ok: false,
      error: { message: 'Session expired' },
    });
    expect(events.signedOut).toBe(1);
    expect(flow.current()).toBeUndefined();
  });

  it('another 401 (a wrong code) does not sign anyone out', async () => {
    const { send, flow, events } = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    await send('IS_CONNECTED');
    flow.failNext.confirmPrimaryEmailCode = new AuthApiError(401, 'Invalid code');
    await send('UPDATE_EMAIL_PRIMARY_OTP', { otp: CODE });
    expect(events.signedOut).toBe(0);
    expect(flow.current()).toBeDefined();
  });

  it('UPDATE_EMAIL, then its two codes, answer the protocol actions and the new email', async () => {
    const { send, flow } = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    expect(await send('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({
      ok: true,
      payload: { action: 'VERIFY_PRIMARY_OTP' },
    });
    expect(await send('UPDATE_EMAIL_PRIMARY_OTP', { otp: CODE })).toEqual({
      ok: true,
      payload: { action: 'VERIFY_SECONDARY_OTP' },
    });
    expect(await send('UPDATE_EMAIL_SECONDARY_OTP', { otp: CODE })).toEqual({
      ok: true,
      payload: { email: 'new@example.com' },
    });
    expect(flow.calls.map(([name]) => name)).toEqual([
      'startEmailUpdate',
      'confirmPrimaryEmailCode',
      'confirmSecondaryEmailCode',
    ]);
  });

  it('UPDATE_EMAIL refuses a payload without an email', async () => {
    const { send } = setupRouter();
    expect(await send('UPDATE_EMAIL', { email: 42 })).toEqual({
      ok: false,
      error: { message: 'Invalid UPDATE_EMAIL request: email' },
    });
  });
});

describe('frame router: chains, accounts, app data', () => {
  it('GET_CHAIN_ID answers the chain from the URL until switched', async () => {
    const { send } = setupRouter();
    expect(await send('GET_CHAIN_ID')).toEqual({ ok: true, payload: { chainId: 31337 } });
  });

  it('SWITCH_NETWORK only to a chain of the synced networks', async () => {
    const { send } = setupRouter();
    expect(await send('SWITCH_NETWORK', { chainId: 31338 })).toEqual({
      ok: false,
      error: { message: CHAIN_NOT_SUPPORTED_MESSAGE, code: 4902 },
    });
    await send('SYNC_DAPP_DATA', DAPP_DATA);
    expect(await send('SWITCH_NETWORK', { chainId: 31338 })).toEqual({
      ok: true,
      payload: { chainId: 31338 },
    });
    expect(await send('GET_CHAIN_ID')).toEqual({ ok: true, payload: { chainId: 31338 } });
    expect(await send('SWITCH_NETWORK', { chainId: 10 })).toMatchObject({ ok: false });
  });

  it('smart accounts: no networks, init refused, eoa preferred is fine', async () => {
    const { send } = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    expect(await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      ok: true,
      payload: { smartAccountEnabledNetworks: [] },
    });
    expect(await send('INIT_SMART_ACCOUNT')).toEqual({
      ok: false,
      error: { message: SMART_ACCOUNTS_MESSAGE },
    });
    expect(await send('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      ok: false,
      error: { message: SMART_ACCOUNTS_MESSAGE },
    });
    expect(await send('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({
      ok: true,
      payload: { type: 'eoa', address: ADDRESS },
    });
  });

  it('Farcaster: the channel is opened for the pinned host origin; its answer is redeemed like a social login', async () => {
    const { send, flow } = setupRouter();
    expect(await send('GET_FARCASTER_URI', {})).toEqual({
      ok: true,
      payload: {
        url: 'farcaster://connect?channelToken=c1',
        webUrl: 'https://api.example/embedded/v1/farcaster/connect?channelToken=c1',
        expiresAt: '2026-01-01T00:10:00.000Z',
      },
    });
    expect(flow.calls).toContainEqual(['openFarcaster', HOST_ORIGIN]);
    expect(await send('CONNECT_FARCASTER', { chainId: 1 })).toMatchObject({ ok: true });
    expect(flow.calls).toContainEqual(['redeemSocial', 'farcaster-result']);
    expect(await send('CONNECT_FARCASTER', {})).toMatchObject({ ok: false });
  });

  it('SYNC_THEME hands the theme to the UI; an invalid one is an error', async () => {
    const { send, ui } = setupRouter();
    const theme = { themeMode: 'light', themeVariables: { '--w3m-accent': '#00bb7f' } };
    expect(await send('SYNC_THEME', theme)).toEqual({ ok: true, payload: {} });
    expect(ui.themes).toEqual([theme]);
    expect(
      await send('SYNC_THEME', { themeMode: 'light', themeVariables: { '--w3m-accent': 'url(x)' } }),
    ).toEqual({
      ok: false,
      error: { message: 'Invalid theme variable' },
    });
    expect(await send('SYNC_THEME', { themeMode: 'sepia', themeVariables: {} })).toMatchObject({ ok: false });
  });

  it('SYNC_DAPP_DATA keeps the networks; another projectId is refused', async () => {
    const { send } = setupRouter();
    expect(await send('SYNC_DAPP_DATA', DAPP_DATA)).toEqual({ ok: true, payload: {} });
    expect(await send('SYNC_DAPP_DATA', { ...DAPP_DATA, projectId: 'other' })).toEqual({
      ok: false,
      error: { message: "The app's projectId is not the frame's projectId" },
    });
    expect(await send('SYNC_DAPP_DATA', { ...DAPP_DATA, networks: [{ chainId: -1 }] })).toMatchObject({
      ok: false,
    });
  });

  it('RELOAD answers first and reloads after the answer', async () => {
    const { router, events } = setupRouter();
    const routed = await router.handle({ type: 'RELOAD', payload: {} });
    expect(routed.reply).toEqual({ ok: true, payload: {} });
    expect(events.reloads).toBe(0);
    routed.afterReply?.();
    expect(events.reloads).toBe(1);
  });

  it('every protocol event gets exactly one answer, whatever its payload', async () => {
    for (const type of APP_EVENTS) {
      for (const payload of [{}, { chainId: 'x' }, { email: 1, otp: null }]) {
        const { router } = setupRouter();
        const routed = await router.handle({ type, payload } as Parameters<typeof router.handle>[0]);
        expect(typeof routed.reply.ok).toBe('boolean');
        if (!routed.reply.ok) expect(routed.reply.error.message).not.toBe('');
      }
    }
  });
});
