import { describe, expect, it, vi } from 'vitest';
import { createFrameClient, frameUrl } from '../../src/embedded/frame-client.js';
import { EMBEDDED_CHANNEL } from '../../src/embedded/protocol.js';

const FRAME_URL = 'https://frame.example/index.html';
const FRAME_ORIGIN = 'https://frame.example';

/** A page window with just what the client touches; messages are delivered by hand. */
function fakePage() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const posted: { message: unknown; target: string }[] = [];
  const contentWindow = {
    postMessage: (message: unknown, target: string) => posted.push({ message, target }),
  };
  const frames: { src: string; removed: boolean; contentWindow: typeof contentWindow }[] = [];
  const body = {
    appendChild(element: (typeof frames)[number]) {
      frames.push(element);
    },
  };
  const document = {
    body,
    createElement: () => {
      const element = {
        src: '',
        title: '',
        tabIndex: 0,
        removed: false,
        contentWindow,
        setAttribute: () => {},
        remove() {
          element.removed = true;
        },
      };
      return element;
    },
  };
  const window = {
    document,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  } as unknown as Window;
  const deliver = (data: unknown, origin = FRAME_ORIGIN, source: unknown = contentWindow) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { window, posted, frames, deliver, contentWindow, listeners };
}

/** The last request the page posted to the frame. */
function lastMessage(page: ReturnType<typeof fakePage>): unknown {
  return page.posted.at(-1)?.message ?? {};
}

function setup() {
  vi.useFakeTimers();
  const page = fakePage();
  const client = createFrameClient({
    url: FRAME_URL,
    projectId: 'demo',
    chainId: 31337,
    version: '1.0.0',
    enableLogger: false,
    window: page.window,
  });
  return { page, client };
}

async function makeReady(page: ReturnType<typeof fakePage>, client: ReturnType<typeof createFrameClient>) {
  const ready = client.ready();
  page.deliver({ channel: EMBEDDED_CHANNEL, type: 'READY', payload: { version: '1' } });
  await vi.advanceTimersByTimeAsync(500);
  await ready;
}

describe('frame client', () => {
  it('loads the frame with projectId, chainId, version and enableLogger', () => {
    const url = new URL(
      frameUrl({ url: FRAME_URL, projectId: 'p1', chainId: 10, version: '2.0.0', enableLogger: true }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '10',
      version: '2.0.0',
      enableLogger: 'true',
    });
  });

  it('is ready only 500 ms after the ready message', async () => {
    const { page, client } = setup();
    const ready = client.ready();
    page.deliver({ channel: EMBEDDED_CHANNEL, type: 'READY', payload: { version: '1' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(client.isReady()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(client.isReady()).toBe(true);
    vi.useRealTimers();
  });

  it('fails with the load alert after 20 s without a ready message, and removes the frame', async () => {
    const { page, client } = setup();
    const ready = client.ready();
    const outcome = expect(ready).rejects.toMatchObject({
      code: 'IFRAME_LOAD_FAILED',
      shortMessage: 'Network Error - Could not load embedded wallet',
    });
    await vi.advanceTimersByTimeAsync(20_000);
    await outcome;
    expect(page.frames[0]?.removed).toBe(true);
    vi.useRealTimers();
  });

  it('ignores a ready message from another origin or another window', async () => {
    const { page, client } = setup();
    const ready = client.ready();
    const outcome = expect(ready).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' });
    page.deliver(
      { channel: EMBEDDED_CHANNEL, type: 'READY', payload: { version: '1' } },
      'https://evil.example',
    );
    page.deliver({ channel: EMBEDDED_CHANNEL, type: 'READY', payload: { version: '1' } }, FRAME_ORIGIN, {});
    await vi.advanceTimersByTimeAsync(20_000);
    await outcome;
    vi.useRealTimers();
  });

  it('sends requests to the frame origin only and resolves on the matching _SUCCESS', async () => {
    const { page, client } = setup();
    await makeReady(page, client);
    const answer = client.request('GET_CHAIN_ID', {});
    await vi.advanceTimersByTimeAsync(0);
    const sent = page.posted.at(-1);
    expect(sent?.target).toBe(FRAME_ORIGIN);
    const { id, type } = (sent?.message ?? {}) as { id: string; type: string };
    expect(type).toBe('GET_CHAIN_ID');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // A forged answer from elsewhere and an answer of the wrong type are ignored.
    page.deliver(
      { channel: EMBEDDED_CHANNEL, id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 666 } },
      'https://evil.example',
    );
    page.deliver({ channel: EMBEDDED_CHANNEL, id, type: 'GET_USER_SUCCESS', payload: { chainId: 777 } });
    page.deliver({ channel: EMBEDDED_CHANNEL, id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } });
    await expect(answer).resolves.toEqual({ chainId: 1 });
    vi.useRealTimers();
  });

  it('turns _ERROR answers into errors, keeping wallet codes', async () => {
    const { page, client } = setup();
    await makeReady(page, client);
    const answer = client.request('RPC_REQUEST', { method: 'personal_sign', params: [], chainId: 1 });
    await vi.advanceTimersByTimeAsync(0);
    const { id } = lastMessage(page) as { id: string };
    page.deliver({
      channel: EMBEDDED_CHANNEL,
      id,
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request.', code: 4001 },
    });
    await expect(answer).rejects.toMatchObject({ code: 4001, shortMessage: 'User rejected the request.' });
    vi.useRealTimers();
  });

  it('times out after 30 s with the request-timeout alert, unless told to wait', async () => {
    const { page, client } = setup();
    await makeReady(page, client);
    const timed = client.request('IS_CONNECTED', {});
    const outcome = expect(timed).rejects.toMatchObject({
      code: 'IFRAME_REQUEST_TIMEOUT',
      shortMessage: 'Embedded Wallet Request Timed Out',
    });
    const patient = client.request('CONNECT_DEVICE', { chainId: 1 }, { timeoutMs: null });
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
    await vi.advanceTimersByTimeAsync(600_000);
    const { id } = lastMessage(page) as { id: string };
    page.deliver({
      channel: EMBEDDED_CHANNEL,
      id,
      type: 'CONNECT_DEVICE_SUCCESS',
      payload: { user: { address: '0x1' } },
    });
    await expect(patient).resolves.toEqual({ user: { address: '0x1' } });
    vi.useRealTimers();
  });

  it('passes frame events to listeners and stops listening when destroyed', async () => {
    const { page, client } = setup();
    await makeReady(page, client);
    const seen: unknown[] = [];
    client.onEvent('UI', (payload) => seen.push(payload));
    page.deliver({ channel: EMBEDDED_CHANNEL, type: 'UI', payload: { visible: true, height: 320 } });
    const pending = client.request('GET_USER', {});
    await vi.advanceTimersByTimeAsync(0);
    client.destroy();
    await expect(pending).rejects.toMatchObject({ code: 'IFRAME_LOAD_FAILED' });
    expect(seen).toEqual([{ visible: true, height: 320 }]);
    expect(page.listeners.size).toBe(0);
    vi.useRealTimers();
  });
});
