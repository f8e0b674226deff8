import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './events.js';
import { createStore, subscribeSelector } from './store.js';

describe('createStore', () => {
  it('merges partial updates and notifies with the previous state', () => {
    const store = createStore({ a: 1, b: 'x' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState({ a: 2 });
    expect(store.getState()).toEqual({ a: 2, b: 'x' });
    expect(listener).toHaveBeenCalledWith({ a: 2, b: 'x' }, { a: 1, b: 'x' });
  });

  it('does not notify when nothing changed, so React does not re-render', () => {
    const store = createStore({ a: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState({ a: 1 });
    store.setState((s) => ({ a: s.a }));
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps instances independent and resets to the initial state', () => {
    const one = createStore({ n: 0 });
    const two = createStore({ n: 0 });
    one.setState({ n: 5 });
    expect(two.getState().n).toBe(0);
    one.replaceState(one.initialState);
    expect(one.getState().n).toBe(0);
  });

  it('unsubscribes', () => {
    const store = createStore({ n: 0 });
    const listener = vi.fn();
    const off = store.subscribe(listener);
    off();
    store.setState({ n: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it('subscribeSelector fires only when the slice changes', () => {
    const store = createStore({ a: 1, b: 1 });
    const listener = vi.fn();
    subscribeSelector(store, (s) => s.a, listener);
    store.setState({ b: 2 });
    expect(listener).not.toHaveBeenCalled();
    store.setState({ a: 3 });
    expect(listener).toHaveBeenCalledWith(3, 1);
  });
});

describe('createEventBus', () => {
  it('delivers typed events to specific and catch-all handlers in order', () => {
    const bus = createEventBus<{ OPEN: { view: string }; CLOSE: undefined }>();
    const seen: string[] = [];
    bus.on('OPEN', (d) => seen.push(`open:${d.view}`));
    bus.onAny((type) => seen.push(`any:${String(type)}`));
    bus.emit('OPEN', { view: 'Connect' });
    bus.emit('CLOSE', undefined);
    expect(seen).toEqual(['open:Connect', 'any:OPEN', 'any:CLOSE']);
  });

  it('isolates a throwing handler and reports it', () => {
    const onError = vi.fn();
    const bus = createEventBus<{ X: number }>(onError);
    const after = vi.fn();
    bus.on('X', () => {
      throw new Error('boom');
    });
    bus.on('X', after);
    bus.emit('X', 1);
    expect(after).toHaveBeenCalledWith(1);
    expect(onError).toHaveBeenCalledOnce();
  });
});
