type Listener = (...args: unknown[]) => void;

/** A minimal per-instance event emitter: a listener that throws must not stop the others or the wallet. */
export interface Emitter<E extends string> {
  on(event: E, listener: Listener): void;
  off(event: E, listener: Listener): void;
  emit(event: E, ...args: unknown[]): void;
  listenerCount(event: E): number;
}

export function createEmitter<E extends string>(onListenerError: (error: unknown) => void): Emitter<E> {
  const listeners = new Map<E, Set<Listener>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, ...args) {
      // Copy first so a listener that unsubscribes itself does not skip its neighbour.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
  };
}
