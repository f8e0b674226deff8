// Messages kept per topic until their ttl runs out, so a client that subscribes late still receives them.
// Memory is bounded twice: per topic and in total; when full, the oldest message goes first.
import { createHash } from 'node:crypto';

export interface StoredMessage {
  /** Unique per topic and message text: a publish retried by the SDK is stored (and delivered) once. */
  readonly key: string;
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  /** Epoch ms. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  /** The client that published it; it never gets its own message back. */
  readonly senderId: string;
  /** Clients that acknowledged it; they are not sent it again, even on a later connection. */
  readonly ackedBy: Set<string>;
}

export interface MessageStoreOptions {
  maxPerTopic?: number;
  maxTotal?: number;
  now?: () => number;
}

export const DEFAULT_MAX_PER_TOPIC = 200;
export const DEFAULT_MAX_TOTAL = 10_000;

export class MessageStore {
  readonly #maxPerTopic: number;
  readonly #maxTotal: number;
  readonly #now: () => number;
  /** Insertion order = publish order, so the first entry is always the oldest message. */
  readonly #all = new Map<string, StoredMessage>();
  readonly #byTopic = new Map<string, Map<string, StoredMessage>>();

  constructor(options: MessageStoreOptions = {}) {
    this.#maxPerTopic = options.maxPerTopic ?? DEFAULT_MAX_PER_TOPIC;
    this.#maxTotal = options.maxTotal ?? DEFAULT_MAX_TOTAL;
    this.#now = options.now ?? Date.now;
    if (this.#maxPerTopic < 1 || this.#maxTotal < 1) throw new RangeError('Store limits must be at least 1');
  }

  get size(): number {
    return this.#all.size;
  }

  /**
   * Stores a message; returns it, or `undefined` when the same message is already stored on the topic
   * (a retried publish), in which case nothing is delivered again.
   */
  add(input: {
    topic: string;
    message: string;
    tag: number;
    ttlSeconds: number;
    senderId: string;
  }): StoredMessage | undefined {
    const key = `${input.topic}:${createHash('sha256').update(input.message).digest('hex')}`;
    const existing = this.#all.get(key);
    if (existing && existing.expiresAt > this.#now()) return undefined;
    if (existing) this.#remove(existing);
    const publishedAt = this.#now();
    const stored: StoredMessage = {
      key,
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publishedAt,
      expiresAt: publishedAt + input.ttlSeconds * 1000,
      senderId: input.senderId,
      ackedBy: new Set(),
    };
    let topic = this.#byTopic.get(input.topic);
    if (!topic) {
      topic = new Map();
      this.#byTopic.set(input.topic, topic);
    }
    topic.set(key, stored);
    this.#all.set(key, stored);
    if (topic.size > this.#maxPerTopic) this.#removeFirst(topic);
    if (this.#all.size > this.#maxTotal) this.#removeFirst(this.#all);
    return stored;
  }

  /** The topic's unexpired messages, oldest first. */
  messagesOf(topic: string): StoredMessage[] {
    const now = this.#now();
    const messages = [...(this.#byTopic.get(topic)?.values() ?? [])];
    return messages.filter((message) => {
      if (message.expiresAt > now) return true;
      this.#remove(message);
      return false;
    });
  }

  /** Drops every expired message; the relay calls it on a timer so idle topics free their memory too. */
  sweep(): number {
    const now = this.#now();
    let removed = 0;
    for (const message of [...this.#all.values()]) {
      if (message.expiresAt <= now) {
        this.#remove(message);
        removed++;
      }
    }
    return removed;
  }

  #removeFirst(map: Map<string, StoredMessage>): void {
    const first = map.values().next();
    if (!first.done) this.#remove(first.value);
  }

  #remove(message: StoredMessage): void {
    this.#all.delete(message.key);
    const topic = this.#byTopic.get(message.topic);
    topic?.delete(message.key);
    if (topic?.size === 0) this.#byTopic.delete(message.topic);
  }
}
