import { RPC_NOT_ALLOWED_MESSAGE } from '@walletport/core/embedded-protocol';
import { describe, expect, it } from 'vitest';
import { USER_REJECTED_MESSAGE } from '../src/frame/errors.js';
import { SOLANA_NOT_AVAILABLE_MESSAGE } from '../src/frame/rpc.js';
import { ADDRESS, DAPP_DATA, fakeFlow, flush, HOST_ORIGIN, SESSION, setupRouter } from './frame-fakes.js';

const SIGN = { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS], chainId: 31337 };

async function signedIn() {
  const setup = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
  await setup.send('SYNC_DAPP_DATA', DAPP_DATA);
  return setup;
}

describe('frame router: RPC_REQUEST', () => {
  it('refuses a method outside both lists with the exact message and 4200', async () => {
    const { send, wallet } = await signedIn();
    expect(await send('RPC_REQUEST', { method: 'eth_sign', params: [], chainId: 31337 })).toEqual({
      ok: false,
      error: { message: RPC_NOT_ALLOWED_MESSAGE, code: 4200 },
    });
    expect(wallet.calls).toEqual([]);
  });

  it('refuses a not-allowed method even before anyone is signed in', async () => {
    const { send } = setupRouter();
    expect(await send('RPC_REQUEST', { method: 'debug_traceTransaction', chainId: 31337 })).toEqual({
      ok: false,
      error: { message: 'Requested RPC call is not allowed', code: 4200 },
    });
  });

  it('passes a safe method straight to the wallet', async () => {
    const { send, wallet, ui } = await signedIn();
    expect(await send('RPC_REQUEST', { method: 'eth_chainId', chainId: 31338 })).toEqual({
      ok: true,
      payload: '0x7a6a',
    });
    expect(wallet.calls).toEqual([['eth_chainId', undefined, 31338]]);
    expect(ui.approvals).toEqual([]);
  });

  it('answers 4100 when nobody is signed in', async () => {
    const { send } = setupRouter();
    await send('SYNC_DAPP_DATA', DAPP_DATA);
    expect(await send('RPC_REQUEST', { method: 'eth_accounts', chainId: 31337 })).toEqual({
      ok: false,
      error: { message: 'Not connected', code: 4100 },
    });
  });

  it('refuses a chain the app did not configure', async () => {
    const { send } = await signedIn();
    expect(await send('RPC_REQUEST', { method: 'eth_chainId', chainId: 1 })).toEqual({
      ok: false,
      error: { message: 'Chain is not supported', code: 4902 },
    });
  });

  it('refuses Solana methods for now', async () => {
    const { send } = await signedIn();
    expect(await send('RPC_REQUEST', { method: 'solana_signMessage', params: {}, chainId: 31337 })).toEqual({
      ok: false,
      error: { message: SOLANA_NOT_AVAILABLE_MESSAGE, code: 4200 },
    });
  });

  it('shows an unsafe method for approval with the app name and the pinned origin; Approve runs it', async () => {
    const { send, wallet, ui } = await signedIn();
    const reply = send('RPC_REQUEST', SIGN);
    await flush();
    expect(ui.approvals).toHaveLength(1);
    const [shown] = ui.approvals;
    expect(shown?.request).toMatchObject({
      summary: { title: 'Sign message' },
      appName: 'Example App',
      appOrigin: HOST_ORIGIN,
      network: { name: 'Devnet', chainId: 31337 },
    });
    expect(wallet.calls).toEqual([]);
    await shown?.decide('approve');
    expect(await reply).toEqual({ ok: true, payload: '0xsigned' });
    expect(wallet.calls).toEqual([['personal_sign', SIGN.params, 31337]]);
  });

  it('Reject answers 4001 with the exact message and runs nothing', async () => {
    const { send, wallet, ui } = await signedIn();
    const reply = send('RPC_REQUEST', SIGN);
    await flush();
    await ui.approvals[0]?.decide('reject');
    expect(await reply).toEqual({ ok: false, error: { message: USER_REJECTED_MESSAGE, code: 4001 } });
    expect(wallet.calls).toEqual([]);
  });

  it("an approved request that fails answers the wallet's error and code", async () => {
    const { send, ui } = await signedIn();
    const reply = send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ to: ADDRESS }],
      chainId: 31337,
    });
    await flush();
    await ui.approvals[0]?.decide('approve');
    expect(await reply).toEqual({ ok: false, error: { message: 'insufficient funds', code: -32000 } });
  });

  it('a second unsafe request waits until the first is answered, in arrival order', async () => {
    // The stored session is restored by the first request: the second must still come second.
    const { send, ui } = setupRouter({ flow: fakeFlow({ stored: SESSION }) });
    await send('SYNC_DAPP_DATA', DAPP_DATA);
    const first = send('RPC_REQUEST', SIGN);
    const second = send('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ to: ADDRESS }],
      chainId: 31337,
    });
    await flush();
    expect(ui.approvals.map((shown) => shown.request.summary.title)).toEqual(['Sign message']);
    await ui.approvals[0]?.decide('approve');
    expect(await first).toEqual({ ok: true, payload: '0xsigned' });
    await flush();
    expect(ui.approvals.map((shown) => shown.request.summary.title)).toEqual([
      'Sign message',
      'Send transaction',
    ]);
    await ui.approvals[1]?.decide('reject');
    expect(await second).toMatchObject({ ok: false, error: { code: 4001 } });
  });

  it('CANCEL_PENDING rejects the approval on screen and the queued ones', async () => {
    const { send, ui, wallet } = await signedIn();
    const first = send('RPC_REQUEST', SIGN);
    const second = send('RPC_REQUEST', SIGN);
    await flush();
    expect(await send('CANCEL_PENDING')).toEqual({ ok: true, payload: { cancelled: 2 } });
    const rejected = { ok: false, error: { message: USER_REJECTED_MESSAGE, code: 4001 } };
    expect(await first).toEqual(rejected);
    expect(await second).toEqual(rejected);
    expect(ui.approvals).toHaveLength(1);
    expect(wallet.calls).toEqual([]);
    expect(await send('CANCEL_PENDING')).toEqual({ ok: true, payload: { cancelled: 0 } });
  });

  it('CANCEL_PENDING leaves a request whose Approve was already pressed', async () => {
    const { send, ui } = await signedIn();
    const reply = send('RPC_REQUEST', SIGN);
    await flush();
    const approving = ui.approvals[0]?.decide('approve');
    expect(await send('CANCEL_PENDING')).toEqual({ ok: true, payload: { cancelled: 0 } });
    await approving;
    expect(await reply).toEqual({ ok: true, payload: '0xsigned' });
  });

  it('wallet_switchEthereumChain moves the frame to that chain', async () => {
    const { send } = await signedIn();
    await send('RPC_REQUEST', {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
      chainId: 31337,
    });
    expect(await send('GET_CHAIN_ID')).toEqual({ ok: true, payload: { chainId: 31338 } });
  });

  it('builds one wallet per session and network list', async () => {
    const { send, walletsMade } = await signedIn();
    await send('RPC_REQUEST', { method: 'eth_accounts', chainId: 31337 });
    await send('RPC_REQUEST', { method: 'eth_chainId', chainId: 31337 });
    expect(walletsMade).toHaveLength(1);
    await send('SYNC_DAPP_DATA', DAPP_DATA);
    await send('RPC_REQUEST', { method: 'eth_chainId', chainId: 31337 });
    expect(walletsMade).toHaveLength(2);
  });

  it('refuses a payload without a method or chain', async () => {
    const { send } = await signedIn();
    expect(await send('RPC_REQUEST', { method: '', chainId: 31337 })).toEqual({
      ok: false,
      error: { message: 'Invalid RPC_REQUEST request: method' },
    });
    expect(await send('RPC_REQUEST', { method: 'eth_chainId', chainId: 0 })).toEqual({
      ok: false,
      error: { message: 'Invalid RPC_REQUEST request: chainId' },
    });
  });
});
