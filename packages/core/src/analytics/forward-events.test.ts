import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../store/index.js';
import type { WalletportEventMap } from './events.js';
import { forwardEventsToAnalytics } from './forward-events.js';

describe('forwardEventsToAnalytics', () => {
  it('sends the analytics events emitted on the bus, with the address, and keeps modal events local', () => {
    const bus = createEventBus<WalletportEventMap>();
    const track = vi.fn(async () => {});
    forwardEventsToAnalytics(bus, { track }, () => '0xabc');
    bus.emit('MODAL_OPEN', { view: { name: 'Connect' }, connected: false });
    bus.emit('CONNECT_SUCCESS', { method: 'browser', name: 'MetaMask' });
    bus.emit('MODAL_CLOSE', { connected: true });
    expect(track.mock.calls).toEqual([['CONNECT_SUCCESS', { method: 'browser', name: 'MetaMask' }, '0xabc']]);
  });

  it('stops when unsubscribed, and survives an address getter that throws', () => {
    const bus = createEventBus<WalletportEventMap>();
    const track = vi.fn(async () => {});
    const off = forwardEventsToAnalytics(bus, { track }, () => {
      throw new Error('no account store');
    });
    bus.emit('DISCONNECT_SUCCESS', undefined);
    expect(track).toHaveBeenCalledWith('DISCONNECT_SUCCESS', undefined, undefined);
    off();
    bus.emit('DISCONNECT_SUCCESS', undefined);
    expect(track).toHaveBeenCalledOnce();
  });
});
