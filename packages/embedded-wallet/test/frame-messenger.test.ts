// @vitest-environment happy-dom
import { EMBEDDED_CHANNEL } from '@walletport/core/embedded-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, createMessenger, type Messenger, pinParentOrigin } from '../src/frame/messenger.js';

const HOST = 'https://app.example.com';
const ID = 'a'.repeat(32);
const REQUEST = { channel: EMBEDDED_CHANNEL, id: ID, type: 'GET_CHAIN_ID', payload: {} };

interface Posted {
  message: unknown;
  targetOrigin: string;
}

/** `null`: no origin could be pinned. */
function setup(pinned: string | null = HOST) {
  const parentOrigin = pinned ?? undefined;
  const posted: Posted[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const logs: unknown[][] = [];
  const messenger = createMessenger({
    self: window,
    parent,
    parentOrigin,
    logger: createLogger(true, { debug: (...args: unknown[]) => logs.push(args) }),
  });
  const requests: unknown[] = [];
  messenger.start({ version: '1.2.3', onRequest: (request) => requests.push(request) });
  const deliver = (data: unknown, options: { origin?: string; source?: unknown } = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: options.origin ?? HOST,
        source: (options.source === undefined ? parent : options.source) as MessageEventSource,
      }),
    );
  return { messenger, posted, requests, deliver, parent, logs };
}

let active: Messenger | undefined;
afterEach(() => {
  active?.stop();
  active = undefined;
});

describe('pinParentOrigin', () => {
  it('takes the first ancestor origin where the browser gives the list', () => {
    expect(
      pinParentOrigin({ ancestorOrigins: [HOST, 'https://top.example'], referrer: 'https://other.example/' }),
    ).toBe(HOST);
  });

  it('falls back to the origin of the referrer', () => {
    expect(pinParentOrigin({ referrer: 'https://app.example.com:8443/page?x=1#y' })).toBe(
      'https://app.example.com:8443',
    );
    expect(pinParentOrigin({ ancestorOrigins: [], referrer: 'http://localhost:3000/' })).toBe(
      'http://localhost:3000',
    );
  });

  it('gives nothing for an opaque, non-http or missing origin', () => {
    expect(pinParentOrigin({ ancestorOrigins: ['null'], referrer: HOST })).toBeUndefined();
    expect(pinParentOrigin({ referrer: '' })).toBeUndefined();
    expect(pinParentOrigin({ referrer: 'file:///home/me/page.html' })).toBeUndefined();
    expect(pinParentOrigin({ referrer: 'not a url' })).toBeUndefined();
  });
});

describe('frame messenger', () => {
  it('sends READY with the version to the pinned origin once listening', () => {
    const { messenger, posted } = setup();
    active = messenger;
    expect(posted).toEqual([
      {
        message: { channel: EMBEDDED_CHANNEL, type: 'READY', payload: { version: '1.2.3' } },
        targetOrigin: HOST,
      },
    ]);
  });

  it('reads a well-formed request from the parent window on the pinned origin', () => {
    const { messenger, requests, deliver } = setup();
    active = messenger;
    deliver(REQUEST);
    expect(requests).toEqual([REQUEST]);
  });

  it('ignores a message from another origin, silently', () => {
    const { messenger, requests, deliver, posted, logs } = setup();
    active = messenger;
    deliver(REQUEST, { origin: 'https://evil.example' });
    deliver(REQUEST, { origin: 'http://app.example.com' });
    deliver(REQUEST, { origin: 'https://app.example.com:444' });
    expect(requests).toEqual([]);
    expect(posted).toHaveLength(1); // READY only: no answer at all
    expect(logs.some(([text]) => String(text).includes('ignored'))).toBe(true);
  });

  it('ignores a message from another window, even on the right origin', () => {
    const { messenger, requests, deliver } = setup();
    active = messenger;
    deliver(REQUEST, { source: window });
    deliver(REQUEST, { source: null });
    deliver(REQUEST, { source: { postMessage() {} } });
    expect(requests).toEqual([]);
  });

  it('ignores malformed messages', () => {
    const { messenger, requests, deliver } = setup();
    active = messenger;
    for (const data of [
      null,
      'GET_CHAIN_ID',
      { ...REQUEST, channel: 'other' },
      { ...REQUEST, id: 'short' },
      { ...REQUEST, type: 'STEAL_KEYS' },
      { ...REQUEST, payload: [] },
      { ...REQUEST, payload: 'x' },
    ]) {
      deliver(data);
    }
    expect(requests).toEqual([]);
  });

  it('reads nothing when no host origin could be pinned', () => {
    const { messenger, requests, deliver, posted } = setup(null);
    active = messenger;
    deliver(REQUEST);
    expect(requests).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('answers with the same id, _SUCCESS or _ERROR, to the pinned origin only', () => {
    const { messenger, posted } = setup();
    active = messenger;
    messenger.reply({ id: ID, type: 'GET_CHAIN_ID' }, { ok: true, payload: { chainId: 1 } });
    messenger.reply({ id: ID, type: 'RPC_REQUEST' }, { ok: false, error: { message: 'No', code: 4001 } });
    expect(posted.slice(1)).toEqual([
      {
        message: { channel: EMBEDDED_CHANNEL, id: ID, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
        targetOrigin: HOST,
      },
      {
        message: {
          channel: EMBEDDED_CHANNEL,
          id: ID,
          type: 'RPC_REQUEST_ERROR',
          payload: { message: 'No', code: 4001 },
        },
        targetOrigin: HOST,
      },
    ]);
    expect(posted.every(({ targetOrigin }) => targetOrigin !== '*')).toBe(true);
  });

  it('sends its own events (UI, SIGNED_OUT) to the pinned origin', () => {
    const { messenger, posted } = setup();
    active = messenger;
    messenger.emit('UI', { visible: true, height: 420 });
    messenger.emit('SIGNED_OUT', {});
    expect(posted.slice(1).map(({ message }) => message)).toEqual([
      { channel: EMBEDDED_CHANNEL, type: 'UI', payload: { visible: true, height: 420 } },
      { channel: EMBEDDED_CHANNEL, type: 'SIGNED_OUT', payload: {} },
    ]);
  });

  it('stops listening on stop()', () => {
    const { messenger, requests, deliver } = setup();
    messenger.stop();
    deliver(REQUEST);
    expect(requests).toEqual([]);
  });

  it('logs only when the host asked for logs', () => {
    const sink = { debug: vi.fn() };
    createLogger(false, sink).debug('x');
    expect(sink.debug).not.toHaveBeenCalled();
    createLogger(true, sink).debug('x', 1);
    expect(sink.debug).toHaveBeenCalledWith('[walletport-frame] x', 1);
  });
});
