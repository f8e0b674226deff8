/**
 * The validators' WebSocket subscriptions (their "pubsub" port, HTTP port + 1): accountSubscribe,
 * signatureSubscribe, slotSubscribe, rootSubscribe and their *Unsubscribe. Notifications use the shapes
 * @solana/kit's rpc-subscriptions expect: `{ jsonrpc, method: 'xNotification', params: { result,
 * subscription } }`.
 *
 * A signature subscription notifies once, when the transaction is processed, then ends by itself (as
 * validators do); if the transaction was processed before the subscription, it notifies at once. There are
 * no forks, so every commitment level is reached together and the root is the current slot.
 */
import type { IncomingMessage, Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { accountJson, type AccountJsonOptions, closedAccount } from './account-json.js';
import type { Chain, ChainEvent } from './chain.js';
import { invalidParams, RPC_ERROR, RpcError } from './errors.js';
import { stringifyJson } from './json.js';
import { errorResponse, type JsonRpcId } from './rpc.js';
import { withContext } from './rpc-context.js';
import {
  accountEncodingParam,
  addressParam,
  booleanOption,
  configParam,
  dataSliceParam,
  positional,
  signatureParam,
} from './rpc-params.js';

export const MAX_WS_MESSAGE_BYTES = 64 * 1024;
const MAX_SUBSCRIPTIONS_PER_SOCKET = 1000;
const MAX_SOCKETS = 256;
/** A client that reads this far behind is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

type Subscription =
  | { kind: 'slot' | 'root'; socket: WebSocket }
  | { kind: 'account'; socket: WebSocket; address: string; options: AccountJsonOptions; last: string }
  | { kind: 'signature'; socket: WebSocket; signature: string; received: boolean };

export class SubscriptionServer {
  private readonly wss: WebSocketServer;
  private readonly subscriptions = new Map<number, Subscription>();
  private nextId = 1;
  private readonly stopListening: () => void;

  constructor(
    server: Server,
    private readonly chain: Chain,
  ) {
    this.wss = new WebSocketServer({ server, maxPayload: MAX_WS_MESSAGE_BYTES });
    this.wss.on('connection', (socket: WebSocket, _request: IncomingMessage) => this.accept(socket));
    this.stopListening = chain.onEvent((event) => this.onChainEvent(event));
  }

  private accept(socket: WebSocket): void {
    if (this.wss.clients.size > MAX_SOCKETS) {
      socket.close(1013, 'too many connections');
      return;
    }
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      for (const [id, subscription] of this.subscriptions) {
        if (subscription.socket === socket) this.subscriptions.delete(id);
      }
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        this.send(socket, errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request'));
        return;
      }
      this.onMessage(socket, data.toString());
    });
  }

  private send(socket: WebSocket, message: unknown): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(stringifyJson(message));
  }

  private notify(id: number, method: string, result: unknown): void {
    const subscription = this.subscriptions.get(id);
    if (subscription)
      this.send(subscription.socket, { jsonrpc: '2.0', method, params: { result, subscription: id } });
  }

  private onMessage(socket: WebSocket, text: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      this.send(socket, errorResponse(null, RPC_ERROR.parseError, 'Parse error'));
      return;
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      this.send(socket, errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request'));
      return;
    }
    const { jsonrpc, method, params, id } = payload as Record<string, unknown>;
    // Requests without an id are notifications (kit's keep-alive "ping" is one): nothing to answer.
    if (!Object.hasOwn(payload, 'id')) return;
    if (!(id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)))) {
      this.send(socket, errorResponse(null, RPC_ERROR.invalidRequest, 'Invalid request'));
      return;
    }
    if (jsonrpc !== '2.0' || typeof method !== 'string') {
      this.send(socket, errorResponse(id, RPC_ERROR.invalidRequest, 'Invalid request'));
      return;
    }
    try {
      const { result, after } = this.call(socket, method, params);
      this.send(socket, { jsonrpc: '2.0', result, id });
      after?.();
    } catch (error) {
      if (error instanceof RpcError)
        this.send(socket, errorResponse(id as JsonRpcId, error.code, error.message));
      else this.send(socket, errorResponse(id as JsonRpcId, RPC_ERROR.internalError, 'Internal error'));
    }
  }

  private add(socket: WebSocket, subscription: Subscription): number {
    let count = 0;
    for (const existing of this.subscriptions.values()) if (existing.socket === socket) count++;
    if (count >= MAX_SUBSCRIPTIONS_PER_SOCKET)
      throw invalidParams('Too many subscriptions on this connection');
    const id = this.nextId++;
    this.subscriptions.set(id, subscription);
    return id;
  }

  private remove(socket: WebSocket, kind: Subscription['kind'], params: unknown): boolean {
    const [value] = positional(params, 1, 1);
    const subscription = typeof value === 'number' ? this.subscriptions.get(value) : undefined;
    if (!subscription || subscription.socket !== socket || subscription.kind !== kind) {
      throw invalidParams('Invalid subscription id.');
    }
    this.subscriptions.delete(value as number);
    return true;
  }

  /** The answer to a request, and what to do once it is sent (a notification that is already due). */
  private call(socket: WebSocket, method: string, params: unknown): { result: unknown; after?: () => void } {
    switch (method) {
      case 'slotSubscribe':
      case 'rootSubscribe':
        positional(params, 0, 0);
        return { result: this.add(socket, { kind: method === 'slotSubscribe' ? 'slot' : 'root', socket }) };
      case 'accountSubscribe': {
        const [addressValue, configValue] = positional(params, 1, 2);
        const address = addressParam(addressValue);
        const config = configParam(configValue);
        const options = {
          encoding: accountEncodingParam(config, 'binary'),
          dataSlice: dataSliceParam(config),
        };
        const last = stringifyJson(this.accountValue(address, options));
        return { result: this.add(socket, { kind: 'account', socket, address, options, last }) };
      }
      case 'signatureSubscribe': {
        const [signatureValue, configValue] = positional(params, 1, 2);
        const signature = signatureParam(signatureValue);
        const received = booleanOption(configParam(configValue), 'enableReceivedNotification', false);
        const id = this.add(socket, { kind: 'signature', socket, signature, received });
        const record = this.chain.transaction(signature);
        return {
          result: id,
          after: record ? () => this.signatureProcessed(id, record.slot, record.err) : undefined,
        };
      }
      case 'slotUnsubscribe':
        return { result: this.remove(socket, 'slot', params) };
      case 'rootUnsubscribe':
        return { result: this.remove(socket, 'root', params) };
      case 'accountUnsubscribe':
        return { result: this.remove(socket, 'account', params) };
      case 'signatureUnsubscribe':
        return { result: this.remove(socket, 'signature', params) };
      default:
        throw new RpcError(RPC_ERROR.methodNotFound, 'Method not found');
    }
  }

  private accountValue(address: string, options: AccountJsonOptions) {
    const account = this.chain.getAccount(address) ?? closedAccount(address);
    return accountJson(this.chain, account, options);
  }

  private signatureProcessed(id: number, slot: bigint, err: unknown): void {
    const subscription = this.subscriptions.get(id);
    if (subscription?.kind !== 'signature') return;
    const context = { slot };
    if (subscription.received)
      this.notify(id, 'signatureNotification', { context, value: 'receivedSignature' });
    this.notify(id, 'signatureNotification', { context, value: { err } });
    this.subscriptions.delete(id);
  }

  private onChainEvent(event: ChainEvent): void {
    if (event.type === 'slot') {
      const slot = event.slot;
      for (const [id, subscription] of this.subscriptions) {
        if (subscription.kind === 'slot') {
          this.notify(id, 'slotNotification', { parent: slot > 0n ? slot - 1n : 0n, root: slot, slot });
        } else if (subscription.kind === 'root') {
          this.notify(id, 'rootNotification', slot);
        }
      }
      return;
    }
    if (event.type === 'transaction') {
      const { record } = event;
      for (const [id, subscription] of this.subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === record.signature) {
          this.signatureProcessed(id, record.slot, record.err);
        }
      }
      return;
    }
    const touched = new Set(event.addresses);
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind !== 'account' || !touched.has(subscription.address)) continue;
      let value: ReturnType<SubscriptionServer['accountValue']>;
      try {
        value = this.accountValue(subscription.address, subscription.options);
      } catch {
        continue; // e.g. base58 asked for data that has since grown past its limit
      }
      const text = stringifyJson(value);
      if (text === subscription.last) continue;
      subscription.last = text;
      this.notify(id, 'accountNotification', withContext(this.chain, value));
    }
  }

  /** Ends every connection and subscription (the HTTP server underneath is closed by its owner). */
  close(): Promise<void> {
    this.stopListening();
    this.subscriptions.clear();
    for (const socket of this.wss.clients) socket.terminate();
    return new Promise((resolve) => this.wss.close(() => resolve()));
  }
}
