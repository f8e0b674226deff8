// Which connection listens to which topic. Subscriptions belong to a connection: when the socket goes,
// they go, and a reconnecting SDK subscribes again (it keeps its own list of topics).
import { createHash } from 'node:crypto';

/** As the SDK computes it (sha256 of topic + client id), so ids it derives itself match ours. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex');
}

export const DEFAULT_MAX_TOPICS_PER_CONNECTION = 1_000;

export class TopicLimitError extends Error {
  override name = 'TopicLimitError';
}

export class SubscriptionRegistry<Connection> {
  readonly #byTopic = new Map<string, Set<Connection>>();
  readonly #byConnection = new Map<Connection, Set<string>>();
  readonly #maxTopicsPerConnection: number;

  constructor(options: { maxTopicsPerConnection?: number } = {}) {
    this.#maxTopicsPerConnection = options.maxTopicsPerConnection ?? DEFAULT_MAX_TOPICS_PER_CONNECTION;
  }

  /** Returns true when the subscription is new (a repeated subscribe is harmless). */
  subscribe(connection: Connection, topic: string): boolean {
    let topics = this.#byConnection.get(connection);
    if (topics?.has(topic)) return false;
    if ((topics?.size ?? 0) >= this.#maxTopicsPerConnection) {
      throw new TopicLimitError(
        `A connection may subscribe to at most ${this.#maxTopicsPerConnection} topics`,
      );
    }
    if (!topics) {
      topics = new Set();
      this.#byConnection.set(connection, topics);
    }
    topics.add(topic);
    let listeners = this.#byTopic.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.#byTopic.set(topic, listeners);
    }
    listeners.add(connection);
    return true;
  }

  /** Whether subscribing to these topics would pass the per-connection limit (checked before a batch). */
  wouldExceed(connection: Connection, topics: readonly string[]): boolean {
    const current = this.#byConnection.get(connection);
    const added = new Set(topics.filter((topic) => !current?.has(topic))).size;
    return (current?.size ?? 0) + added > this.#maxTopicsPerConnection;
  }

  unsubscribe(connection: Connection, topic: string): void {
    this.#byConnection.get(connection)?.delete(topic);
    const listeners = this.#byTopic.get(topic);
    listeners?.delete(connection);
    if (listeners?.size === 0) this.#byTopic.delete(topic);
  }

  /** Forgets every subscription of a closed connection. */
  removeConnection(connection: Connection): void {
    for (const topic of this.#byConnection.get(connection) ?? []) {
      const listeners = this.#byTopic.get(topic);
      listeners?.delete(connection);
      if (listeners?.size === 0) this.#byTopic.delete(topic);
    }
    this.#byConnection.delete(connection);
  }

  subscribers(topic: string): Connection[] {
    return [...(this.#byTopic.get(topic) ?? [])];
  }

  topicsOf(connection: Connection): string[] {
    return [...(this.#byConnection.get(connection) ?? [])];
  }

  get topicCount(): number {
    return this.#byTopic.size;
  }
}
