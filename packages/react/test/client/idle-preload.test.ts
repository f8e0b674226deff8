import { describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from '../../src/client/idle-preload.js';

function fakeHost(readyState: string, options: { saveData?: boolean; idle?: boolean } = {}) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const host = {
    document: { readyState },
    navigator: { connection: { saveData: options.saveData ?? false } },
    addEventListener: (_: 'load', listener: () => void) => listeners.push(listener),
    setTimeout: (callback: () => void) => idle.push(callback),
    clearTimeout: vi.fn(),
    ...(options.idle === false
      ? {}
      : {
          requestIdleCallback: (callback: () => void) => idle.push(callback),
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

  it('a cancel before the task ran (destroy) means it never runs, before or after load', () => {
    const task = vi.fn();
    const early = fakeHost('interactive');
    whenPageIdle(task, early.host)();
    early.fireLoad();
    early.runIdle();
    const late = fakeHost('complete');
    whenPageIdle(task, late.host)();
    late.runIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
