/** A typed event bus: the app subscribes to what the modal does (analytics and UI events, see docs/events.md). */
export interface EventBus<Events extends Record<string, unknown>> {
  emit<K extends keyof Events>(type: K, data: Events[K]): void;
  on<K extends keyof Events>(type: K, handler: (data: Events[K]) => void): () => void;
  /** Every event, in order, e.g. for useAppKitEvents. */
  onAny(handler: <K extends keyof Events>(type: K, data: Events[K]) => void): () => void;
}

export function createEventBus<Events extends Record<string, unknown>>(
  onHandlerError: (error: unknown) => void = () => {},
): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<(data: never) => void>>();
  const anyHandlers = new Set<(type: keyof Events, data: unknown) => void>();

  // A throwing subscriber must not break the modal or other subscribers.
  const safely = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      onHandlerError(error);
    }
  };

  return {
    emit(type, data) {
      for (const handler of [...(handlers.get(type) ?? [])])
        safely(() => (handler as (d: typeof data) => void)(data));
      for (const handler of [...anyHandlers]) safely(() => handler(type, data));
    },
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as (data: never) => void);
      return () => set.delete(handler as (data: never) => void);
    },
    onAny(handler) {
      const wrapped = handler as (type: keyof Events, data: unknown) => void;
      anyHandlers.add(wrapped);
      return () => anyHandlers.delete(wrapped);
    },
  };
}
