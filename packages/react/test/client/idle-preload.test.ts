import { describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from '../../src/client/idle-preload.js';

function fakeHost(readyState: string, options: { saveData?: boolean; idle?: boolean } = {}) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const host = {
    document: { readyState },
    navigator: { connection: { saveData: options.saveData ?? false } },
    addEventListener: (_: 'load', listener: () => void) => listeners.push(listener),
    removeEventListener: vi.fn(),
    setTimeout: (callback: () => void) => idle.push(callback),
    clearTimeout: vi.fn(),
    ...(options.idle === false
      ? {}
      : {
          requestIdleCallback: (callback: () => void) => idle.push(callback),
          cancelIdleCallback: vi.fn(),
        }),
  };
  const fireLoad = () => {
    for (const listener of listeners.splice(0)) listener();
  };
  const runIdle = () => {
    for (const callback of idle.splice(0)) callback();
  };
  return { host, fireLoad, idle, runIdle };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for idle time', () => {
    const task = vi.fn();
    const { host, fireLoad, idle, runIdle } = fakeHost('interactive');
    whenPageIdle(task, host);
    expect(idle).toHaveLength(0);
    fireLoad();
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('schedules at once on a loaded page, with a timer where there is no idle callback', () => {
    const task = vi.fn();
    const { host, runIdle } = fakeHost('complete', { idle: false });
    whenPageIdle(task, host);
    runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the visitor asked to save data', () => {
    const task = vi.fn();
    const { host, fireLoad, idle } = fakeHost('interactive', { saveData: true });
    whenPageIdle(task, host);
    fireLoad();
    expect(idle).toHaveLength(0);
  });

  it('cancel before load removes the listener; cancel after scheduling cancels the idle callback', () => {
    const first = fakeHost('interactive');
    whenPageIdle(vi.fn(), first.host)();
    expect(first.host.removeEventListener).toHaveBeenCalled();
    const second = fakeHost('complete');
    whenPageIdle(vi.fn(), second.host)();
    expect(second.host.cancelIdleCallback).toHaveBeenCalled();
  });
});
