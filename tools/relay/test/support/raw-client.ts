// A bare WebSocket JSON-RPC client for checking the relay's protocol rules frame by frame.
import WebSocket from 'ws';
import { createTestIdentity, type TestIdentity } from '../../src/test-identity.js';

export { createTestIdentity, type TestIdentity };

/** A base64 text, as the SDK's envelopes are: `b64('hi')`. */
export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export function topic(seed: string): string {
  return Buffer.from(seed.padEnd(32, '.').slice(0, 32)).toString('hex');
}

export interface Frame {
  jsonrpc: '2.0';
  id: number | string | null;
  method?: string;
  params?: { id: string; data: Record<string, unknown> };
  result?: unknown;
  error?: { code: number; message: string };
}

export interface RawClient {
  socket: WebSocket;
  /** The verified client id the relay knows this socket by. */
  clientId: string;
  /** Every frame received so far. */
  frames: Frame[];
  request(method: string, params?: unknown): Promise<Frame>;
  sendText(text: string | Buffer): void;
  /** The next frame matching, already received or arriving within the timeout. */
  next(match: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  pushes(): Frame[];
  ack(frame: Frame): void;
  close(): Promise<void>;
}

/** The socket URL the SDK builds: relayUrl, then auth, projectId and ua in the query (`null` leaves one out). */
export function socketUrl(
  relayUrl: string,
  token: string | null | undefined,
  projectId: string | null = 'test',
) {
  const query = new URLSearchParams({ ua: 'wc-2/js-2.21.8' });
  if (token) query.set('auth', token);
  if (projectId !== null) query.set('projectId', projectId);
  return `${relayUrl}/?${query}`;
}

/** The HTTP answer to an upgrade the relay refuses, or 'open' when it accepts it. */
export function tryUpgrade(
  url: string,
  headers: Record<string, string> = {},
): Promise<'open' | { status: number; body: string }> {
  return new Promise((done, fail) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      done('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    socket.once('error', fail);
  });
}

export async function connectRaw(
  relayUrl: string,
  options: { identity?: TestIdentity; autoPong?: boolean; autoAck?: boolean } = {},
): Promise<RawClient> {
  const identity = options.identity ?? createTestIdentity();
  const socket = new WebSocket(socketUrl(relayUrl, identity.token(relayUrl)), {
    autoPong: options.autoPong ?? true,
  });
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    if (frame.method === 'irn_subscription' && options.autoAck !== false) ack(frame);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((done, fail) => {
    socket.once('open', () => done());
    socket.once('error', fail);
  });
  let nextId = 1_000;
  const seen = new Set<Frame>();
  function ack(frame: Frame) {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: frame.id, result: true }));
  }
  async function next(match: (frame: Frame) => boolean, timeoutMs = 2_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = frames.find((frame) => !seen.has(frame) && match(frame));
      if (found) {
        seen.add(found);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`No matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
      await new Promise<void>((wake) => {
        const timer = setTimeout(wake, left);
        waiters.add(() => {
          clearTimeout(timer);
          wake();
        });
      });
      waiters.clear();
    }
  }
  return {
    socket,
    clientId: identity.clientId,
    frames,
    request(method, params) {
      const id = ++nextId;
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      return next((frame) => frame.id === id && frame.method === undefined);
    },
    sendText: (text) => socket.send(text),
    next,
    pushes: () => frames.filter((frame) => frame.method === 'irn_subscription'),
    ack,
    close: () =>
      new Promise((done) => {
        if (socket.readyState === WebSocket.CLOSED) return done();
        socket.once('close', () => done());
        socket.close();
      }),
  };
}

/** Waits briefly so that a frame that should NOT arrive has had its chance to. */
export const settle = (ms = 150) => new Promise((done) => setTimeout(done, ms));
