// The relay server: HTTP for health checks, WebSocket for the JSON-RPC protocol the WalletConnect SDKs
// speak. Development and tests only; production apps point `relayUrl` at the real relay.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { defaultAudiences } from './audiences.js';
import { authenticateConnection } from './client-identity.js';
import { RelayConnection } from './connection.js';
import { refuseUpgrade } from './http-refusal.js';
import { MessageStore } from './message-store.js';
import { DEFAULT_MAX_MESSAGE_LENGTH } from './params.js';
import {
  checkCall,
  errorFrame,
  type MethodCall,
  parseFrame,
  RPC_ERRORS,
  resultFrame,
  type RpcId,
} from './protocol.js';
import { type PublishListener, PublishObservers } from './publish-events.js';
import { SubscriptionRegistry, subscriptionId } from './subscriptions.js';

export interface RelayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** How often every socket is pinged; a socket that has not answered the previous ping is closed. */
  pingIntervalMs?: number;
  /** Largest accepted WebSocket frame; a bigger one closes the socket (code 1009). */
  maxFrameBytes?: number;
  maxMessagesPerTopic?: number;
  maxMessages?: number;
  maxTopicsPerConnection?: number;
  /**
   * Longest accepted message (base64 characters) in a publish; default 98 304, the production relay's
   * published limit. Longer ones are answered -32602.
   */
  maxMessageLength?: number;
  /**
   * The `aud` values accepted in auth tokens, compared exactly. Default: `ws://HOST:PORT` and
   * `ws://HOST:PORT/` for 127.0.0.1, localhost, [::1] and the listening host (every interface address
   * when it listens on 0.0.0.0 or ::).
   */
  audiences?: readonly string[];
  /** Refuse connections without a `projectId` query parameter (401), as production does; default true. */
  requireProjectId?: boolean;
  /** Connection events, one line each; never includes the auth token. */
  log?: (line: string) => void;
}

export interface Relay {
  /** ws://HOST:PORT, the `relayUrl` to give the SDKs. */
  url: string;
  port: number;
  /** The `aud` values accepted in auth tokens. */
  readonly audiences: readonly string[];
  close(): Promise<void>;
  /** Test hook: terminates every socket, as a network loss would. Stored messages stay. */
  dropClients(): void;
  /**
   * Test hook: observes every publish the relay accepted (answered `true`), in order, once per message
   * (`wc_approveSession` gives two). Returns a function that stops observing.
   */
  onPublish(listener: PublishListener): () => void;
  /** Test hook: answers new WebSocket upgrades with HTTP 503 until resumed; open sockets stay. */
  pauseConnections(): void;
  resumeConnections(): void;
}

export const DEFAULT_PING_INTERVAL_MS = 30_000;
export const DEFAULT_MAX_FRAME_BYTES = 512 * 1024;
const SWEEP_INTERVAL_MS = 10_000;

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const store = new MessageStore({ maxPerTopic: options.maxMessagesPerTopic, maxTotal: options.maxMessages });
  const registry = new SubscriptionRegistry<RelayConnection>({
    maxTopicsPerConnection: options.maxTopicsPerConnection,
  });
  const connections = new Set<RelayConnection>();
  const publishes = new PublishObservers();
  const limits = { maxMessageLength: options.maxMessageLength ?? DEFAULT_MAX_MESSAGE_LENGTH };
  /** Known once the port is (it may be chosen by the system); no upgrade can arrive before. */
  let audiences: readonly string[] = [];
  let paused = false;
  let rpcCounter = 0;
  const nextRpcId = () => ++rpcCounter;

  const http = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://relay.invalid').pathname;
    if ((request.method === 'GET' || request.method === 'HEAD') && path === '/') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end('ok');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
  });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
  });
  // Any path is accepted; the query must carry a valid auth token and a projectId (the SDK appends both,
  // with ua, to relayUrl). A refusal is an HTTP answer instead of the upgrade, as on the production relay.
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (paused) {
      refuseUpgrade(socket, 503, 'relay paused by the test');
      return;
    }
    const checked = authenticateConnection(request.url, request.headers, {
      audiences,
      requireProjectId: options.requireProjectId,
    });
    if (!checked.ok) {
      log(`refused a connection: ${checked.reason}`);
      refuseUpgrade(socket, checked.status, checked.reason);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, checked.clientId));
  });

  function accept(socket: WebSocket, clientId: string): void {
    const connection = new RelayConnection(socket, clientId, nextRpcId);
    connections.add(connection);
    log(`client connected (${connections.size} open)`);
    socket.on('pong', () => {
      connection.awaitingPong = false;
    });
    socket.on('message', (data: RawData) => {
      connection.awaitingPong = false;
      handleFrame(connection, rawText(data));
    });
    socket.on('error', () => {}); // e.g. a frame over the limit; 'close' follows and cleans up.
    socket.on('close', () => {
      connections.delete(connection);
      registry.removeConnection(connection);
      log(`client disconnected (${connections.size} open)`);
    });
  }

  function handleFrame(connection: RelayConnection, text: string): void {
    const frame = parseFrame(text);
    if (frame.kind === 'invalid') {
      connection.socket.send(errorFrame(frame.id, frame.error));
    } else if (frame.kind === 'response') {
      connection.acknowledge(frame.id, frame.ok);
    } else if (frame.id !== undefined) {
      // Notifications (no id) get no answer, as JSON-RPC requires; the SDK never sends any.
      const checked = checkCall(frame.method, frame.params, limits);
      if (checked.ok) perform(connection, frame.id, checked.call);
      else connection.socket.send(errorFrame(frame.id, checked.error));
    }
  }

  function subscribeAll(connection: RelayConnection, topics: readonly string[]): void {
    for (const topic of topics) {
      registry.subscribe(connection, topic);
      for (const message of store.messagesOf(topic)) connection.deliver(message);
    }
  }

  function perform(connection: RelayConnection, id: RpcId, call: MethodCall): void {
    const send = (frame: string) => connection.socket.send(frame);
    const topics = call.method === 'publish' ? call.subscribeSenderTo : call.topics;
    if (
      call.method !== 'unsubscribe' &&
      call.method !== 'fetchMessages' &&
      registry.wouldExceed(connection, topics)
    ) {
      send(
        errorFrame(id, { code: RPC_ERRORS.invalidParams.code, message: 'Invalid params: too many topics' }),
      );
      return;
    }
    switch (call.method) {
      case 'subscribe': {
        const ids = call.topics.map((topic) => subscriptionId(topic, connection.clientId));
        // The answer goes out before the stored messages, so the client knows the subscription first.
        send(resultFrame(id, call.single ? ids[0] : ids));
        subscribeAll(connection, call.topics);
        return;
      }
      case 'unsubscribe':
        for (const topic of call.topics) registry.unsubscribe(connection, topic);
        send(resultFrame(id, true));
        return;
      case 'publish': {
        const stored = call.messages.map((input) => store.add({ ...input, senderId: connection.clientId }));
        send(resultFrame(id, true));
        subscribeAll(connection, call.subscribeSenderTo);
        call.messages.forEach((input, index) => {
          const { topic, tag, ttlSeconds: ttl, prompt, message } = input;
          const duplicate = stored[index] === undefined;
          publishes.emit({
            clientId: connection.clientId,
            method: call.rpcMethod,
            topic,
            tag,
            ttl,
            prompt,
            message,
            duplicate,
          });
        });
        for (const message of stored.flatMap((each) => each ?? [])) {
          for (const listener of registry.subscribers(message.topic)) {
            if (listener !== connection) listener.deliver(message);
          }
        }
        return;
      }
      case 'fetchMessages': {
        const messages = call.topics
          .flatMap((topic) => store.messagesOf(topic))
          .filter(
            (message) =>
              message.senderId !== connection.clientId && !message.ackedBy.has(connection.clientId),
          );
        for (const message of messages) connection.handedOver(message);
        const data = messages.map(({ topic, message, publishedAt, tag }) => ({
          topic,
          message,
          publishedAt,
          tag,
        }));
        send(resultFrame(id, { messages: data, hasMore: false }));
        return;
      }
    }
  }

  const timers = [
    setInterval(() => {
      for (const connection of connections) {
        if (connection.awaitingPong) {
          connection.socket.terminate();
          continue;
        }
        connection.awaitingPong = true;
        connection.socket.ping();
      }
    }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS),
    setInterval(() => store.sweep(), SWEEP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();

  try {
    await listen(http, options.port ?? 0, host);
  } catch (error) {
    for (const timer of timers) clearInterval(timer);
    throw error;
  }
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  audiences = options.audiences ?? defaultAudiences(host, port);

  const dropClients = () => {
    for (const connection of connections) connection.socket.terminate();
  };
  return {
    url: `ws://${host}:${port}`,
    port,
    audiences,
    dropClients,
    onPublish: (listener) => publishes.add(listener),
    pauseConnections: () => {
      paused = true;
    },
    resumeConnections: () => {
      paused = false;
    },
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      dropClients();
      await new Promise<void>((done) => wss.close(() => done()));
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
}
