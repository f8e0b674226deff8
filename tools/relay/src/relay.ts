// The relay server: HTTP for health checks, WebSocket for the JSON-RPC protocol the WalletConnect SDKs
// speak. Development and tests only; production apps point `relayUrl` at the real relay.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { clientIdFromUrl } from './client-identity.js';
import { RelayConnection } from './connection.js';
import { MessageStore } from './message-store.js';
import {
  checkCall,
  errorFrame,
  type MethodCall,
  parseFrame,
  RPC_ERRORS,
  resultFrame,
  type RpcId,
} from './protocol.js';
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
  /** Connection events, one line each; never includes the auth token. */
  log?: (line: string) => void;
}

export interface Relay {
  /** ws://HOST:PORT, the `relayUrl` to give the SDKs. */
  url: string;
  port: number;
  close(): Promise<void>;
  /** Test hook: terminates every socket, as a network loss would. Stored messages stay. */
  dropClients(): void;
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
  let rpcCounter = 0;
  let anonymousCounter = 0;
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
  // Any path and any query are accepted: the SDK appends auth, projectId and ua to relayUrl.
  http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request));
  });

  function accept(socket: WebSocket, request: IncomingMessage): void {
    const clientId = clientIdFromUrl(request.url) ?? `anonymous:${++anonymousCounter}`;
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
      const checked = checkCall(frame.method, frame.params);
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
        const added = call.messages.flatMap(
          (input) => store.add({ ...input, senderId: connection.clientId }) ?? [],
        );
        send(resultFrame(id, true));
        subscribeAll(connection, call.subscribeSenderTo);
        for (const message of added) {
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

  const dropClients = () => {
    for (const connection of connections) connection.socket.terminate();
  };
  return {
    url: `ws://${host}:${port}`,
    port,
    dropClients,
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
