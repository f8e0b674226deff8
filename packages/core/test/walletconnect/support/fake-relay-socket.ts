/**
 * A relay socket the relay-client tests drive by hand (open, messages, close, pings), and a rig around
 * createRelayClient with fake timers. Only setTimeout/clearTimeout/Date are faked: the client signs its
 * token with Web Crypto, whose promises settle on the real event loop, which `until` yields to.
 */
import { expect, vi } from 'vitest';
import { WalletConnectClientError } from '../../../src/walletconnect/client/errors.js';
import {
  createRelayClient,
  type RelayClientOptions,
  type RelayMessage,
} from '../../../src/walletconnect/client/relay-client.js';
import type { RelaySocket } from '../../../src/walletconnect/client/socket.js';

export const RELAY = 'wss://relay.walletport.test';
export const SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
export const TOPIC_A = 'a'.repeat(64);
export const TOPIC_B = 'b'.repeat(64);
export const PUBLISH = { ttl: 300, tag: 1108, prompt: true };

export interface Frame {
  id: number;
  jsonrpc: string;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
}

type Listener = (event: { data: unknown }) => void;

/** A WebSocket the test drives: it opens, closes and receives only when told to. */
export class FakeSocket implements RelaySocket {
  readyState = 0;
  readonly sent: string[] = [];
  readonly closeCalls: Array<[number | undefined, string | undefined]> = [];
  terminated = false;
  on?: (event: 'ping', listener: () => void) => unknown;
  terminate?: () => void;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly pingListeners: Array<() => void> = [];
  private readonly answered = new Set<number>();

  constructor(
    readonly url: string,
    nodeMode: boolean,
  ) {
    if (nodeMode) {
      this.on = (_event, listener) => this.pingListeners.push(listener);
      this.terminate = () => {
        this.terminated = true;
        this.drop();
      };
    }
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    // Like a browser: sending while connecting throws, sending after close is discarded.
    if (this.readyState === 0) throw new Error('InvalidStateError: still connecting');
    if (this.readyState === 1) this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closeCalls.push([code, reason]);
    this.drop();
  }

  // What the relay (or the network) does:
  accept(): void {
    this.readyState = 1;
    this.emit('open');
  }

  refuse(): void {
    this.emit('error');
    this.drop();
  }

  drop(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close');
  }

  ping(): void {
    for (const listener of this.pingListeners) listener();
  }

  receive(frame: unknown): void {
    this.emit('message', typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  frames(): Frame[] {
    return this.sent.map((text) => JSON.parse(text) as Frame);
  }

  requests(method: string): Frame[] {
    return this.frames().filter((frame) => frame.method === method);
  }

  /** Answers the oldest unanswered request for `method`; false when there is none. */
  answer(method: string, result: unknown): boolean {
    const request = this.requests(method).find((frame) => !this.answered.has(frame.id));
    if (request === undefined) return false;
    this.reply(request, result);
    return true;
  }

  reply(request: Frame, result: unknown): void {
    this.answered.add(request.id);
    this.receive({ id: request.id, jsonrpc: '2.0', result });
  }

  private emit(type: string, data?: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

/** Yields to the real event loop (timers are fake) until `check` holds. */
export async function until(check: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > 3_000) throw new Error(`timed out waiting for ${what}`);
    await vi.advanceTimersByTimeAsync(0);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

export const settled = <T>(promise: Promise<T>) => {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
};

export function setup(overrides: Partial<RelayClientOptions> & { node?: boolean } = {}) {
  const { node = false, ...options } = overrides;
  const sockets: FakeSocket[] = [];
  const messages: RelayMessage[] = [];
  const connection: boolean[] = [];
  const client = createRelayClient({
    relayUrl: RELAY,
    projectId: 'project-1',
    identitySeed: async () => SEED,
    onMessage: (message) => messages.push(message),
    onConnectionChange: (connected) => connection.push(connected),
    createSocket: (url) => {
      const socket = new FakeSocket(url, node);
      sockets.push(socket);
      return socket;
    },
    ...options,
  });
  const socketAt = async (index: number) => {
    await until(() => sockets.length > index, `socket ${index + 1}`);
    return sockets[index] as FakeSocket;
  };
  const request = async (socket: FakeSocket, method: string, count = 1) => {
    await until(() => socket.requests(method).length >= count, `${method} #${count}`);
    return socket.requests(method)[count - 1] as Frame;
  };
  return { client, sockets, messages, connection, socketAt, request };
}

export type Rig = ReturnType<typeof setup>;

/** Subscribes `topics` on a fresh rig, answering every subscription, and leaves one open socket. */
export async function subscribed(rig: Rig, topics: string[] = [TOPIC_A]) {
  const done = settled(rig.client.subscribeMany(topics));
  const socket = await rig.socketAt(0);
  socket.accept();
  const ids = topics.map((topic) => `sub-${topic.slice(0, 4)}`);
  const answerAll = () => {
    while (socket.answer('irn_batchSubscribe', ids)) {}
  };
  await until(() => {
    answerAll();
    return done.done;
  }, 'subscriptions');
  expect(done.error).toBeUndefined();
  // The new socket's own resubscription of the same topics may go out a turn later.
  await tick(0);
  answerAll();
  return socket;
}

export const subscription = (
  id: number,
  topic: string,
  message: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  jsonrpc: '2.0',
  method: 'irn_subscription',
  params: { id: 'sub', data: { topic, message, publishedAt: 1_750_000_000_000, tag: 1108, ...extra } },
});

export const codeOf = (error: unknown) => (error instanceof WalletConnectClientError ? error.code : error);

/** Fake timers for one test: exact backoff delays (jitter factor 1) and a fixed clock. */
export function useRelayClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-06-15T12:00:00Z'));
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
}

export function restoreRelayClock(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
}
