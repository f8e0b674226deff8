import { describe, expect, it } from 'vitest';
import {
  ADDRESS_A,
  createFakeWalletConnect,
  createHarness,
  flush,
  SOLANA_ADDRESS,
} from '../../test/connection/harness.js';
import { storageKeys } from '../storage/index.js';
import type { PlatformInfo } from './platform.js';
import type { WalletConnectApproval, WalletConnectPort } from './ports.js';

const IOS_SAFARI: PlatformInfo = { isMobile: true, isTelegram: false, isIos: true, isSafari: true };
const TELEGRAM: PlatformInfo = { isMobile: true, isTelegram: true, isIos: false, isSafari: false };
const approvals: WalletConnectApproval[] = [
  { namespace: 'eip155', accounts: [{ address: ADDRESS_A, type: 'eoa' }], chainId: 1 },
  { namespace: 'solana', accounts: [{ address: SOLANA_ADDRESS, type: 'eoa' }], chainId: 'mainnet' },
];
const setup = (platform?: PlatformInfo, sessionChains?: readonly string[]) => {
  const wc = createFakeWalletConnect(sessionChains);
  const h = createHarness({
    adapters: { eip155: {}, solana: {} },
    walletConnect: wc.port,
    ...(platform === undefined ? {} : { platform }),
  });
  return { h, wc };
};

describe('wallet-connect pairing', () => {
  it('"pairing expiry: set to now + 4 minutes on new URI"', async () => {
    const { h, wc } = setup();
    const done = h.service.connectWalletConnect();
    await flush();
    expect(h.store.getState().wcUri).toBe('wc:pairing-1@2?relay-protocol=irn');
    expect(h.store.getState().wcPairingExpiry).toBe(h.clock.current + 4 * 60 * 1000);
    wc.approve(approvals);
    await done;
  });

  it('"A wallet-connect pairing counts as expired if absent or within 10 s of expiry"', () => {
    const { h } = setup();
    expect(h.service.isPairingExpired()).toBe(true);
    h.service.setWcUri('wc:x@2');
    expect(h.service.isPairingExpired()).toBe(false);
    h.clock.current += 4 * 60 * 1000 - 10_001;
    expect(h.service.isPairingExpired()).toBe(false);
    h.clock.current += 1;
    expect(h.service.isPairingExpired()).toBe(true);
  });

  it('records every approved namespace as a wallet-connect connection', async () => {
    const { h, wc } = setup();
    const done = h.service.connectWalletConnect();
    await flush();
    wc.approve(approvals);
    await done;
    expect(h.store.getState().currentConnectorIds).toEqual({
      eip155: 'walletConnect',
      solana: 'walletConnect',
    });
    expect([h.status('eip155'), h.status('solana')]).toEqual(['connected', 'connected']);
    expect(h.accounts.addressOf('solana')).toBe(SOLANA_ADDRESS);
  });

  it('on desktop every connect call makes its own pairing', async () => {
    const { h, wc } = setup();
    const first = h.service.connectWalletConnect();
    const second = h.service.connectWalletConnect();
    await flush();
    expect(wc.state.connectCalls).toBe(2);
    wc.approve(approvals);
    wc.approve(approvals);
    await Promise.all([first, second]);
  });

  it.each([
    ['iOS Safari', IOS_SAFARI],
    ['mobile Telegram', TELEGRAM],
  ])(
    '"On mobile Telegram or iOS Safari, the wallet-connect pairing is awaited once" (%s)',
    async (_name, platform) => {
      const { h, wc } = setup(platform);
      const first = h.service.connectWalletConnect();
      const second = h.service.connectWalletConnect();
      await flush();
      expect(wc.state.connectCalls).toBe(1);
      wc.approve(approvals);
      await Promise.all([first, second]);
      expect(wc.pendingCount()).toBe(0);
      expect(h.events.filter((event) => event.type === 'CONNECT_SUCCESS')).toHaveLength(1);
    },
  );

  it('"status goes connecting then connected and the pairing expiry is cleared"', async () => {
    const { h, wc } = setup(IOS_SAFARI);
    const done = h.service.connectWalletConnect();
    await flush();
    expect(h.store.getState().status).toBe('connecting');
    expect(h.store.getState().wcPairingExpiry).toBeDefined();
    wc.approve(approvals);
    await done;
    expect(h.store.getState().status).toBe('connected');
    expect(h.store.getState().wcPairingExpiry).toBeUndefined();
  });

  it('a failed pairing marks the error, leaves the status disconnected and lets the next call pair again', async () => {
    const { h, wc } = setup(IOS_SAFARI);
    const done = h.service.connectWalletConnect();
    await flush();
    wc.reject(new Error('proposal expired'));
    await expect(done).rejects.toThrow('proposal expired');
    expect(h.store.getState()).toMatchObject({ status: 'disconnected', wcError: true });
    const again = h.service.connectWalletConnect();
    await flush();
    expect(wc.state.connectCalls).toBe(2);
    expect(h.store.getState().wcError).toBe(false);
    wc.approve(approvals);
    await again;
  });

  it('ignores the failure of a superseded pairing: the newer pairing stays live', async () => {
    // The view re-pairs before the 4-minute expiry without cancelling; the SDK rejects the old,
    // unanswered proposal later.
    const { h, wc } = setup();
    const first = h.service.connectWalletConnect();
    await flush();
    const second = h.service.connectWalletConnect();
    await flush();
    expect(h.store.getState().wcUri).toBe('wc:pairing-2@2?relay-protocol=irn');
    wc.reject(new Error('Proposal expired'));
    await expect(first).rejects.toThrow('Proposal expired');
    expect(h.store.getState()).toMatchObject({ wcError: false, wcUri: 'wc:pairing-2@2?relay-protocol=irn' });
    wc.approve(approvals);
    await second;
    expect(h.status('eip155')).toBe('connected');
  });

  it('still marks the error when the latest pairing fails after an older one', async () => {
    const { h, wc } = setup();
    const first = h.service.connectWalletConnect();
    const second = h.service.connectWalletConnect();
    await flush();
    wc.reject(new Error('Proposal expired'));
    await expect(first).rejects.toThrow();
    wc.reject(new Error('relay closed'));
    await expect(second).rejects.toThrow('relay closed');
    expect(h.store.getState().wcError).toBe(true);
  });

  it("never lets a superseded pairing's URI replace the newer one", async () => {
    const reporters: Array<(uri: string) => void> = [];
    const port: WalletConnectPort = {
      connect: (onUri) => {
        reporters.push(onUri);
        return new Promise(() => {});
      },
      disconnect: async () => {},
      sessionChains: () => undefined,
    };
    const h = createHarness({ adapters: { eip155: {} }, walletConnect: port });
    void h.service.connectWalletConnect();
    void h.service.connectWalletConnect();
    await flush();
    reporters[1]?.('wc:new@2');
    reporters[0]?.('wc:old@2');
    expect(h.store.getState().wcUri).toBe('wc:new@2');
  });

  it("rejects with 'ConnectionController client not set' without a wallet-connect client", async () => {
    const h = createHarness();
    await expect(h.service.connectWalletConnect()).rejects.toMatchObject({
      shortMessage: 'ConnectionController client not set',
    });
  });
});

describe('finalizing and resetting', () => {
  it('"Finalizing a connection stores the deep link and recent wallet and tracks a success event with method mobile"', async () => {
    const { h, wc } = setup();
    h.service.setWcLinking({ href: 'rainbow://', name: 'Rainbow' });
    h.service.setRecentWallet({ id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' });
    const done = h.service.connectWalletConnect();
    await flush();
    wc.approve(approvals);
    await done;
    expect(h.storage.get(storageKeys.deepLinkChoice)).toEqual({ href: 'rainbow://', name: 'Rainbow' });
    expect(h.storage.get(storageKeys.recentWallets)).toEqual([
      { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' },
    ]);
    expect(h.events).toEqual([{ type: 'CONNECT_SUCCESS', data: { method: 'mobile', name: 'Rainbow' } }]);
  });

  it('"... tracks a success event with method ... qrcode" when no deep link was used', async () => {
    const { h } = setup();
    await h.service.finalizeWcConnection();
    expect(h.events).toEqual([{ type: 'CONNECT_SUCCESS', data: { method: 'qrcode', name: 'Unknown' } }]);
    expect(h.storage.get(storageKeys.deepLinkChoice)).toBeUndefined();
    expect(h.storage.get(storageKeys.recentWallets)).toBeUndefined();
  });

  it('"Recent wallets: 2": finalizing keeps the two most recent, newest first, without duplicates', async () => {
    const { h } = setup();
    for (const id of ['a', 'b', 'a', 'c']) {
      h.service.setRecentWallet({ id, name: id.toUpperCase() });
      await h.service.finalizeWcConnection();
    }
    expect(h.storage.get(storageKeys.recentWallets)).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ]);
  });

  it('"Resetting the connection clears uri, expiry, linking and recent wallet, sets disconnected, clears transactions and the stored deep link"', async () => {
    const { h, wc } = setup(IOS_SAFARI);
    h.service.setWcLinking({ href: 'rainbow://', name: 'Rainbow' });
    h.service.setRecentWallet({ id: 'rainbow', name: 'Rainbow' });
    const done = h.service.connectWalletConnect();
    await flush();
    wc.approve(approvals);
    await done;
    h.service.setWcUri('wc:again@2');
    await h.service.resetWcConnection();
    expect(h.store.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    });
    expect(h.resets.transactions).toBe(1);
    expect(h.storage.get(storageKeys.deepLinkChoice)).toBeUndefined();
  });

  it('keeps the buffering flag the view sets while a deep link opens', () => {
    const { h } = setup();
    h.service.setBuffering(true);
    expect(h.store.getState().buffering).toBe(true);
  });
});

describe('stale sessions (dropped and reconnected when the requested chains are stale)', () => {
  it('drops a session that lacks a requested chain and pairs again', async () => {
    const { h, wc } = setup(undefined, ['eip155:1']);
    const first = h.service.connectWalletConnect();
    await flush();
    wc.approve(approvals);
    await first;

    const refreshed = h.service.refreshStaleWalletConnectSession(['eip155:1', 'eip155:10']);
    await flush();
    expect(wc.state.disconnectCalls).toBe(1);
    expect(h.store.getState().currentConnectorIds).toEqual({});
    expect(h.status('eip155')).toBe('disconnected');
    expect(wc.state.connectCalls).toBe(2);
    wc.approve(approvals);
    await expect(refreshed).resolves.toBe(true);
    expect(h.status('eip155')).toBe('connected');
  });

  it('keeps a session that covers the requested chains, and does nothing without a session', async () => {
    const fresh = setup(undefined, ['eip155:1', 'eip155:10']);
    await expect(fresh.h.service.refreshStaleWalletConnectSession(['eip155:10'])).resolves.toBe(false);
    expect(fresh.wc.state).toMatchObject({ disconnectCalls: 0, connectCalls: 0 });

    const none = setup();
    await expect(none.h.service.refreshStaleWalletConnectSession(['eip155:1'])).resolves.toBe(false);
    expect(none.wc.state.connectCalls).toBe(0);
  });

  it('pairs again even when dropping the old session fails, and logs the failure', async () => {
    const { h, wc } = setup(undefined, ['eip155:1']);
    wc.state.disconnectError = new Error('relay offline');
    const refreshed = h.service.refreshStaleWalletConnectSession(['eip155:137']);
    await flush();
    expect(h.errors[0]?.message).toBe('Failed to drop the stale wallet-connect session');
    wc.approve(approvals);
    await expect(refreshed).resolves.toBe(true);
  });
});
