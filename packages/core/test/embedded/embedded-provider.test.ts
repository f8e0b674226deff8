import { describe, expect, it, vi } from 'vitest';
import { createApprovalFlow } from '../../src/embedded/approval-flow.js';
import { createEmbeddedProvider } from '../../src/embedded/embedded-provider.js';
import type { FrameClient } from '../../src/embedded/frame-client.js';
import type { FrameUser } from '../../src/embedded/protocol.js';
import { createModalService } from '../../src/modal/modal.js';
import { createRouterService } from '../../src/modal/router.js';

const USER: FrameUser = {
  email: 'a@b.co',
  address: '0x1111111111111111111111111111111111111111',
  chainId: 31337,
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
};

function navigation() {
  const modalPort = { close: () => modal.close() } as never;
  const router = createRouterService({
    modal: { close: (options?: { force?: boolean }) => modal.close(options) } as never,
    accounts: { clearFarcasterUrl: () => {} } as never,
    auth: { reload: () => {} } as never,
  });
  const modal = createModalService({
    router,
    context: {
      isConnected: () => true,
      hasAdapters: () => true,
      isMobile: () => false,
      openingView: () => ({ name: 'Account' }),
    } as never,
    events: { emit: () => {} } as never,
  });
  void modalPort;
  return { modal, router };
}

function setup(answer: (type: string, payload: unknown) => Promise<unknown>) {
  vi.useFakeTimers();
  const { modal, router } = navigation();
  const approvals = createApprovalFlow({ modal, router });
  const requests: { type: string; payload: unknown; options: unknown }[] = [];
  const frame = {
    request: (type: string, payload: unknown, options?: unknown) => {
      requests.push({ type, payload, options });
      return answer(type, payload);
    },
  } as unknown as FrameClient;
  const alerts: string[] = [];
  const refreshes: number[] = [];
  const switches: number[] = [];
  const provider = createEmbeddedProvider({
    frame: () => frame,
    approvals,
    user: () => USER,
    switchChain: async (chainId) => {
      switches.push(chainId);
    },
    alertNotAllowed: () => alerts.push('Action not allowed'),
    refreshBalance: () => refreshes.push(1),
    timers: { setTimeout: (callback, ms) => setTimeout(callback, ms) },
  });
  return { provider, requests, alerts, refreshes, switches, modal, router };
}

describe('embedded provider', () => {
  it('refuses methods that are neither safe nor unsafe, with the alert 300 ms later', async () => {
    const { provider, requests, alerts } = setup(async () => null);
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    );
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(299);
    expect(alerts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(alerts).toEqual(['Action not allowed']);
    vi.useRealTimers();
  });

  it('answers accounts and chain itself and passes other safe methods to the frame with the 30 s limit', async () => {
    const { provider, requests, modal } = setup(async () => '0x10');
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([USER.address]);
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    await expect(
      provider.request({ method: 'eth_getBalance', params: [USER.address, 'latest'] }),
    ).resolves.toBe('0x10');
    expect(requests).toEqual([
      {
        type: 'RPC_REQUEST',
        payload: { method: 'eth_getBalance', params: [USER.address, 'latest'], chainId: 31337 },
        options: undefined,
      },
    ]);
    expect(modal.store.getState().open).toBe(false);
    vi.useRealTimers();
  });

  it('shows ApproveTransaction for an unsafe method, waits without a limit, then closes and refreshes the balance', async () => {
    let approve: (value: unknown) => void = () => {};
    const { provider, requests, modal, router, refreshes } = setup(
      () =>
        new Promise((resolve) => {
          approve = resolve;
        }),
    );
    const signed = provider.request({ method: 'personal_sign', params: ['0x68', USER.address] });
    await vi.advanceTimersByTimeAsync(0);
    expect(modal.store.getState().open).toBe(true);
    expect(router.store.getState().view.name).toBe('ApproveTransaction');
    expect(requests[0]?.options).toEqual({ timeoutMs: null });
    approve('0xsig');
    await expect(signed).resolves.toBe('0xsig');
    expect(modal.store.getState().open).toBe(false);
    expect(refreshes).toEqual([1]);
    vi.useRealTimers();
  });

  it('after a rejected approval the modal closes and the balance is not refreshed', async () => {
    const { provider, modal, refreshes } = setup(async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toThrow(
      'User rejected',
    );
    expect(modal.store.getState().open).toBe(false);
    expect(refreshes).toEqual([]);
    vi.useRealTimers();
  });

  it('keeps the view while a second approval waits, and goes back (not closed) when the modal was open', async () => {
    const answers: ((value: unknown) => void)[] = [];
    const { provider, modal, router } = setup(() => new Promise((resolve) => answers.push(resolve)));
    modal.open({ view: { name: 'Account' } });
    const first = provider.request({ method: 'personal_sign', params: ['0x01', USER.address] });
    const second = provider.request({ method: 'personal_sign', params: ['0x02', USER.address] });
    await vi.advanceTimersByTimeAsync(0);
    expect(router.store.getState().history.map((view) => view.name)).toEqual([
      'Account',
      'ApproveTransaction',
    ]);
    answers[0]?.('0xa');
    await first;
    expect(router.store.getState().view.name).toBe('ApproveTransaction');
    answers[1]?.('0xb');
    await second;
    expect(modal.store.getState().open).toBe(true);
    expect(router.store.getState().view.name).toBe('Account');
    vi.useRealTimers();
  });

  it('switches chain through the wallet service', async () => {
    const { provider, switches } = setup(async () => null);
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] });
    expect(switches).toEqual([10]);
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'x' }] }),
    ).rejects.toThrow('Invalid chain id');
    vi.useRealTimers();
  });
});
