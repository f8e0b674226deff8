// A bare WebSocket JSON-RPC client for checking the relay's protocol rules frame by frame.
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A did:key-shaped client id, like the SDK's. */
export function randomClientId(): string {
  const tail = [...randomBytes(44)].map((byte) => BASE58[byte % BASE58.length]).join('');
  return `did:key:z6Mk${tail}`;
}

/** An unsigned JWT carrying the client id the way the SDK's auth token does. */
export function authToken(clientId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: clientId, sub: 'x', exp: 9_999_999_999 })}.c2ln`;
}

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

export async function connectRaw(
  relayUrl: string,
  options: { clientId?: string; autoPong?: boolean; autoAck?: boolean } = {},
): Promise<RawClient> {
  const query = options.clientId
    ? `?auth=${authToken(options.clientId)}&projectId=test&ua=wc-2%2Fjs-2.25.0`
    : '?projectId=test';
  const socket = new WebSocket(`${relayUrl}/${query}`, { autoPong: options.autoPong ?? true });
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
