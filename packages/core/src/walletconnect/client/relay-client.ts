/**
 * One WebSocket to the WalletConnect relay, speaking its `irn_*` JSON-RPC: subscribe, batch subscribe,
 * unsubscribe and publish; relayed messages arrive as `irn_subscription` requests, acknowledged at once.
 * - The socket opens on first use, with a signed token (relay-auth.ts).
 * - A dropped socket is replaced with exponential backoff (0.5 s doubling to 30 s, with jitter), and every
 *   topic is subscribed again on the new one; publishes made meanwhile wait for it.
 * - Liveness: a request unanswered within the timeout drops the socket; in Node the relay's ping frames
 *   are watched too (no ping for 35 s means a stalled connection). Browsers hide pings, so there the
 *   page's `online` event triggers an immediate reconnect instead.
 * - Messages are handed over once (a bounded de-duplication memory) and only for subscribed topics.
 */
import { envelopeId } from './crypto.js';
import { createSeenSet } from './dedupe.js';
import { isRpcRequest, parseRpcMessage, rpcRequest, rpcResult } from './jsonrpc.js';
import type { Ed25519Signer } from './ed25519-signer.js';
import { ed25519Signer, relaySocketUrl, signRelayToken } from './relay-auth.js';
import { defaultSocketFactory, type RelaySocket, type RelaySocketFactory, SOCKET_OPEN } from './socket.js';
import { WalletConnectClientError } from './errors.js';

export interface RelayMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
}

export interface PublishOptions {
  ttl: number;
  tag: number;
  prompt: boolean;
}

export interface RelayClientOptions {
  relayUrl: string;
  projectId: string;
  /** The Ed25519 identity (hex seed); read once per socket. */
  identitySeed: () => Promise<string>;
  onMessage: (message: RelayMessage) => void;
  createSocket?: RelaySocketFactory | undefined;
  /** How long the relay may take to answer one request. Default 10 s. */
  requestTimeoutMs?: number;
  /** Node only: the relay pings at least every 30 s; silence this long means a stalled socket. */
  pingTimeoutMs?: number;
  backoff?: { initialMs: number; maxMs: number };
  onConnectionChange?: (connected: boolean) => void;
}

export interface RelayClient {
  subscribe(topic: string): Promise<void>;
  subscribeMany(topics: readonly string[]): Promise<void>;
  unsubscribe(topic: string): Promise<void>;
  publish(topic: string, message: string, options: PublishOptions): Promise<void>;
  readonly connected: boolean;
  readonly topics: ReadonlySet<string>;
  /** Closes the socket for good (the instance is gone). */
  close(): void;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;
const DEFAULT_PING_TIMEOUT_MS = 35_000;
const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000 };
/** The relay's limit per irn_batchSubscribe. */
const BATCH_SIZE = 500;
const SEEN_CAPACITY = 2_000;
/** How long a call waits out a relay outage before it fails. */
const OUTAGE_BUDGET_MS = 30_000;

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createRelayClient(options: RelayClientOptions): RelayClient {
  const createSocket = options.createSocket ?? defaultSocketFactory();
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const pingTimeoutMs = options.pingTimeoutMs ?? DEFAULT_PING_TIMEOUT_MS;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const topics = new Set<string>();
  const subscriptionIds = new Map<string, string>();
  const pending = new Map<number, Pending>();
  const seen = createSeenSet(SEEN_CAPACITY);
  const openWaiters = new Set<() => void>();
  const closeWaiters = new Set<(error: Error) => void>();
  let socket: RelaySocket | undefined;
  let opening: Promise<RelaySocket> | undefined;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let everConnected = false;
  let signer: Promise<Ed25519Signer> | undefined;

  const isOpen = () => socket !== undefined && socket.readyState === SOCKET_OPEN;

  const rejectAll = (error: Error) => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      entry.reject(error);
      pending.delete(id);
    }
  };

  const dropSocket = (target: RelaySocket) => {
    if (target.terminate !== undefined) target.terminate();
    else target.close(4000, 'stalled');
  };

  const armPingTimer = (target: RelaySocket) => {
    clearTimeout(pingTimer);
    pingTimer = setTimeout(() => dropSocket(target), pingTimeoutMs);
  };

  const onClosed = (target: RelaySocket) => {
    if (socket !== target) return;
    socket = undefined;
    clearTimeout(pingTimer);
    rejectAll(new WalletConnectClientError('RELAY_DISCONNECTED', 'The relay connection closed.'));
    options.onConnectionChange?.(false);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || (topics.size === 0 && openWaiters.size === 0) || reconnectTimer !== undefined) return;
    const base = backoff.initialMs * 2 ** attempt;
    attempt += 1;
    const delay = Math.min(backoff.maxMs, base * (0.8 + Math.random() * 0.4));
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      void ensureOpen().catch(() => scheduleReconnect());
    }, delay);
  };

  const onOnline = () => {
    if (closed || isOpen() || topics.size === 0) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    attempt = 0;
    void ensureOpen().catch(() => scheduleReconnect());
  };
  const pageEvents = (globalThis as { addEventListener?: (type: string, listener: () => void) => void })
    .addEventListener;
  pageEvents?.call(globalThis, 'online', onOnline);

  const handleFrame = (target: RelaySocket, data: unknown) => {
    if (typeof data !== 'string') return;
    const message = parseRpcMessage(data);
    if (message === undefined) return;
    if (!isRpcRequest(message)) {
      const entry = pending.get(message.id);
      if (entry === undefined) return;
      pending.delete(message.id);
      clearTimeout(entry.timer);
      if ('error' in message) {
        entry.reject(new WalletConnectClientError('RELAY_ERROR', message.error.message, message.error));
      } else entry.resolve(message.result);
      return;
    }
    if (message.method !== 'irn_subscription') return;
    // Acknowledged even when dropped below: otherwise the relay keeps redelivering it.
    target.send(JSON.stringify(rpcResult(message.id, true)));
    const relayed = relayedMessageOf(message.params);
    if (relayed === undefined || !topics.has(relayed.topic)) return;
    if (!seen.firstSight(envelopeId(relayed.topic, relayed.message))) return;
    options.onMessage(relayed);
  };

  const open = async (): Promise<RelaySocket> => {
    if (createSocket === undefined) {
      throw new WalletConnectClientError('NO_WEBSOCKET', 'This environment has no WebSocket.');
    }
    signer ??= ed25519Signer(await options.identitySeed());
    const token = await signRelayToken(await signer, options.relayUrl, Math.floor(Date.now() / 1000));
    const target = createSocket(relaySocketUrl(options.relayUrl, token, options.projectId));
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (message: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        reject(new WalletConnectClientError('RELAY_UNREACHABLE', message));
      };
      // A socket stuck connecting (a black-holed network) must not hold callers past their budget.
      const connectTimer = setTimeout(() => {
        fail('The relay did not accept the connection in time.');
        dropSocket(target);
      }, requestTimeoutMs);
      target.addEventListener('open', () => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        resolve();
      });
      target.addEventListener('error', () => fail('The relay refused the connection.'));
      target.addEventListener('close', () => {
        if (settled) onClosed(target);
        else fail('The relay closed the connection.');
      });
      target.addEventListener('message', (event) => handleFrame(target, event.data));
    });
    if (closed) {
      target.close(1000, 'closed');
      throw new WalletConnectClientError('CLIENT_CLOSED', 'The wallet-connect client was closed.');
    }
    const reconnected = everConnected;
    everConnected = true;
    socket = target;
    attempt = 0;
    for (const waiter of [...openWaiters]) {
      openWaiters.delete(waiter);
      waiter();
    }
    if (target.on !== undefined) {
      target.on('ping', () => armPingTimer(target));
      armPingTimer(target);
    }
    options.onConnectionChange?.(true);
    // After a reconnect everything subscribed before is subscribed again; the relay then redelivers what
    // it still stores, which the de-duplication absorbs. (On the first socket, the calls that opened it
    // subscribe their own topics.)
    const current = reconnected ? [...topics] : [];
    for (let start = 0; start < current.length; start += BATCH_SIZE) {
      void sendBatchSubscribe(current.slice(start, start + BATCH_SIZE)).catch(() => {});
    }
    return target;
  };

  const ensureOpen = (): Promise<RelaySocket> => {
    if (closed)
      return Promise.reject(
        new WalletConnectClientError('CLIENT_CLOSED', 'The wallet-connect client was closed.'),
      );
    if (socket !== undefined && isOpen()) return Promise.resolve(socket);
    opening ??= open()
      .catch((error: unknown) => {
        scheduleReconnect();
        throw error;
      })
      .finally(() => {
        opening = undefined;
      });
    return opening;
  };

  const call = async <T>(method: string, params: unknown): Promise<T> => {
    const target = await ensureOpen();
    const request = rpcRequest(method, params);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(request.id);
        reject(new WalletConnectClientError('RELAY_TIMEOUT', `The relay did not answer ${method}.`));
        // An unanswered request is the browser's only sign of a dead socket.
        if (socket === target) dropSocket(target);
      }, requestTimeoutMs);
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject, timer });
      target.send(JSON.stringify(request));
    });
  };

  const rememberIds = (batch: readonly string[], ids: unknown) => {
    if (!Array.isArray(ids)) return;
    batch.forEach((topic, index) => {
      const id: unknown = ids[index];
      if (typeof id === 'string') subscriptionIds.set(topic, id);
    });
  };

  const sendBatchSubscribe = async (batch: readonly string[]) => {
    rememberIds(batch, await call<unknown>('irn_batchSubscribe', { topics: batch }));
  };

  /**
   * A call that outlives a relay outage: on a transport failure it waits for the next socket (the
   * reconnect loop is running) and tries again, until `budgetMs` is spent. A publish retried after a
   * timeout may reach the relay twice; relays and receivers drop the copy.
   */
  const callWithRetry = async <T>(
    method: string,
    params: unknown,
    budgetMs = OUTAGE_BUDGET_MS,
  ): Promise<T> => {
    const deadline = Date.now() + budgetMs;
    for (;;) {
      try {
        return await call<T>(method, params);
      } catch (error) {
        const left = deadline - Date.now();
        if (closed || !(error instanceof WalletConnectClientError) || !error.retriable || left <= 0)
          throw error;
        await waitForOpen(left);
      }
    }
  };

  const waitForOpen = (timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        openWaiters.delete(waiter);
        closeWaiters.delete(onClose);
      };
      const waiter = () => {
        settle();
        resolve();
      };
      const onClose = (error: Error) => {
        settle();
        reject(error);
      };
      const timer = setTimeout(() => {
        settle();
        reject(new WalletConnectClientError('RELAY_UNREACHABLE', 'The relay stayed unreachable.'));
      }, timeoutMs);
      openWaiters.add(waiter);
      closeWaiters.add(onClose);
      if (isOpen()) waiter();
      else scheduleReconnect();
    });

  return {
    get connected() {
      return isOpen();
    },
    topics,

    async subscribe(topic) {
      topics.add(topic);
      const id = await callWithRetry<unknown>('irn_subscribe', { topic });
      if (typeof id === 'string') subscriptionIds.set(topic, id);
    },

    async subscribeMany(list) {
      const fresh = list.filter((topic) => !topics.has(topic));
      for (const topic of fresh) topics.add(topic);
      for (let start = 0; start < fresh.length; start += BATCH_SIZE) {
        const batch = fresh.slice(start, start + BATCH_SIZE);
        rememberIds(batch, await callWithRetry<unknown>('irn_batchSubscribe', { topics: batch }));
      }
    },

    async unsubscribe(topic) {
      if (!topics.delete(topic)) return;
      const id = subscriptionIds.get(topic);
      subscriptionIds.delete(topic);
      // Nothing to tell a relay we are not connected to: the new socket will not subscribe it.
      if (!isOpen()) return;
      await call('irn_unsubscribe', id === undefined ? { topic } : { topic, id }).catch(() => {});
    },

    async publish(topic, message, publishOptions) {
      await callWithRetry('irn_publish', {
        topic,
        message,
        ttl: publishOptions.ttl,
        tag: publishOptions.tag,
        prompt: publishOptions.prompt,
      });
    },

    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearTimeout(pingTimer);
      (
        globalThis as { removeEventListener?: (type: string, listener: () => void) => void }
      ).removeEventListener?.call(globalThis, 'online', onOnline);
      const closedError = new WalletConnectClientError(
        'CLIENT_CLOSED',
        'The wallet-connect client was closed.',
      );
      rejectAll(closedError);
      for (const reject of [...closeWaiters]) reject(closedError);
      openWaiters.clear();
      closeWaiters.clear();
      const current = socket;
      socket = undefined;
      current?.close(1000, 'closed');
    },
  };
}

function relayedMessageOf(params: unknown): RelayMessage | undefined {
  const data = (params as { data?: unknown } | null)?.data as Record<string, unknown> | undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const { topic, message, publishedAt, tag } = data;
  if (typeof topic !== 'string' || typeof message !== 'string') return undefined;
  return {
    topic,
    message,
    publishedAt: typeof publishedAt === 'number' ? publishedAt : Date.now(),
    tag: typeof tag === 'number' ? tag : 0,
  };
}
