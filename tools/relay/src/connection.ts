// One client socket and what was pushed to it: deliveries wait for the client's `true` acknowledgement;
// an acknowledged message is never sent to that client again, an unacknowledged one is sent again when the
// client subscribes anew (typically after a reconnect).
import type { WebSocket } from 'ws';
import type { StoredMessage } from './message-store.js';
import { subscriptionFrame } from './protocol.js';
import { subscriptionId } from './subscriptions.js';

export class RelayConnection {
  /** Deliveries awaiting an ack, by the JSON-RPC id of the irn_subscription push. */
  readonly #awaitingAck = new Map<number, StoredMessage>();
  /** Message keys pushed on this socket (acked or not), so a repeated subscribe does not push them twice. */
  readonly #pushed = new Set<string>();
  /** Set by each ping, cleared by the pong; still set at the next ping means the peer is gone. */
  awaitingPong = false;

  constructor(
    readonly socket: WebSocket,
    /** The client's verified id: the did:key its auth token was signed with. */
    readonly clientId: string,
    readonly nextRpcId: () => number,
  ) {}

  /** Pushes the message unless this client sent it, acked it, or already has it on this socket. */
  deliver(message: StoredMessage): boolean {
    if (message.senderId === this.clientId || message.ackedBy.has(this.clientId)) return false;
    if (this.#pushed.has(message.key) || this.socket.readyState !== this.socket.OPEN) return false;
    const rpcId = this.nextRpcId();
    this.#pushed.add(message.key);
    this.#awaitingAck.set(rpcId, message);
    this.socket.send(subscriptionFrame(rpcId, subscriptionId(message.topic, this.clientId), message));
    return true;
  }

  /** Records the client's answer to a push; a non-`true` answer lets a later subscribe push it again. */
  acknowledge(rpcId: string | number, ok: boolean): void {
    const id = typeof rpcId === 'number' ? rpcId : Number(rpcId);
    const message = this.#awaitingAck.get(id);
    if (!message) return;
    this.#awaitingAck.delete(id);
    if (ok) message.ackedBy.add(this.clientId);
    else this.#pushed.delete(message.key);
  }

  /** Marks messages handed over in a fetch answer (no ack follows a fetch). */
  handedOver(message: StoredMessage): void {
    this.#pushed.add(message.key);
    message.ackedBy.add(this.clientId);
  }

  get pendingAcks(): number {
    return this.#awaitingAck.size;
  }
}
