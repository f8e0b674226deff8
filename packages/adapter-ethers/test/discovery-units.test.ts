/** EIP-6963 discovery and the disconnect marks, on plain objects (no wallet, no chain). */
import { createMemoryStorage } from '@walletport/core';
import { describe, expect, it, vi } from 'vitest';
import { createDisconnectMarks } from '../src/disconnect-marks.js';
import { ANNOUNCE_EVENT, discoverAnnouncedWallets, REQUEST_EVENT } from '../src/eip6963.js';

const provider = { request: async () => null };
const announce = (
  target: EventTarget,
  rdns: string,
  uuid: string = crypto.randomUUID(),
  wallet: object = provider,
) =>
  target.dispatchEvent(
    new CustomEvent(ANNOUNCE_EVENT, {
      detail: { info: { uuid, name: rdns, icon: '', rdns }, provider: wallet },
    }),
  );

describe('discoverAnnouncedWallets', () => {
  it('asks wallets to announce, keeps the first announcement per rdns, and tells subscribers of new ones', () => {
    const target = new EventTarget();
    const requested = vi.fn();
    target.addEventListener(REQUEST_EVENT, requested);
    const wallets = discoverAnnouncedWallets(target);
    expect(requested).toHaveBeenCalledTimes(1);
    const listener = vi.fn();
    wallets.subscribe(listener);
    announce(target, 'io.a', 'first');
    announce(target, 'io.a', 'second', { request: async () => 'other' });
    announce(target, 'io.b');
    expect(wallets.list().map((detail) => [detail.info.rdns, detail.info.uuid])).toEqual([
      ['io.a', 'first'],
      ['io.b', expect.any(String)],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    wallets.stop();
    announce(target, 'io.c');
    expect(wallets.list()).toHaveLength(2);
  });

  it('ignores announcements without an rdns or an EIP-1193 provider', () => {
    const target = new EventTarget();
    const wallets = discoverAnnouncedWallets(target);
    announce(target, '');
    announce(target, 'io.no-provider', 'u', {});
    target.dispatchEvent(new CustomEvent(ANNOUNCE_EVENT));
    target.dispatchEvent(new Event(ANNOUNCE_EVENT));
    expect(wallets.list()).toEqual([]);
  });
});

describe('createDisconnectMarks', () => {
  it('remembers a disconnect in storage (across pages) until the next connect clears it', async () => {
    const storage = createMemoryStorage();
    await createDisconnectMarks(storage).mark('io.a');
    const nextPage = createDisconnectMarks(storage);
    expect(await nextPage.isMarked('io.a')).toBe(true);
    expect(await nextPage.isMarked('io.b')).toBe(false);
    await nextPage.clear('io.a');
    expect(await createDisconnectMarks(storage).isMarked('io.a')).toBe(false);
    expect(storage.keys?.()).toEqual([]);
  });

  it('keeps working, in memory, when storage fails or there is none', async () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const marks of [createDisconnectMarks(broken), createDisconnectMarks(null)]) {
      await marks.mark('io.a');
      expect(await marks.isMarked('io.a')).toBe(true);
      await marks.clear('io.a');
      expect(await marks.isMarked('io.a')).toBe(false);
    }
  });
});
