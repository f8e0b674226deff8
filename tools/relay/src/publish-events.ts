// What tests of a WalletConnect client observe: every publish the relay accepted, with the routing fields
// the client chose (tag, ttl, prompt) next to the still-encrypted message, so a test can assert "the client
// published tag 1108 with ttl 300 and prompt true" without any key.

export interface PublishEvent {
  /** The publisher's verified client id (the `iss` of its auth token, a did:key). */
  clientId: string;
  /** `irn_publish`, `wc_proposeSession` or `wc_approveSession` (the last publishes two messages). */
  method: string;
  topic: string;
  tag: number;
  /** Seconds, as published (or 300 when a wc_* method left it out). */
  ttl: number;
  /** `false` when the client left it out. */
  prompt: boolean;
  /** The base64 envelope, as published. */
  message: string;
  /** True when the same message was already stored on the topic (a retry): answered, not delivered again. */
  duplicate: boolean;
}

export type PublishListener = (event: PublishEvent) => void;

export class PublishObservers {
  readonly #listeners = new Set<PublishListener>();

  /** Adds a listener; the returned function removes it. */
  add(listener: PublishListener): () => void {
    // A wrapper, so the same function added twice is called twice and removed once per call.
    const entry: PublishListener = (event) => listener(event);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  /**
   * Calls every listener. One that throws (a failed assertion in a test) must neither break the relay nor
   * pass unnoticed, so its error is rethrown outside the relay's stack, where the test runner reports it.
   */
  emit(event: PublishEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener({ ...event });
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}
