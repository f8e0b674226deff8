/**
 * A small vanilla external store: the unit of state in Walletport. React reads it through
 * useSyncExternalStore (subscribe + getState are shaped for that); services write it with setState.
 * Each createAppKit() instance owns its stores, so nothing here is module-level.
 */
export type Listener<T> = (state: T, previous: T) => void;

export interface Store<T> {
  getState(): T;
  /** Shallow-merges a partial state or the result of an updater. No-op when nothing changed. */
  setState(update: Partial<T> | ((state: T) => Partial<T>)): void;
  /** Replaces the whole state (used by resets). */
  replaceState(next: T): void;
  subscribe(listener: Listener<T>): () => void;
  /** The state the store was created with, for resets. */
  readonly initialState: T;
}

export function createStore<T extends object>(initialState: T): Store<T> {
  let state = initialState;
  const listeners = new Set<Listener<T>>();

  const commit = (next: T) => {
    if (Object.is(next, state)) return;
    const previous = state;
    state = next;
    for (const listener of [...listeners]) listener(state, previous);
  };

  return {
    initialState,
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = Object.keys(patch).some(
        (key) => !Object.is(patch[key as keyof T], state[key as keyof T]),
      );
      if (changed) commit({ ...state, ...patch });
    },
    replaceState: commit,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes to a slice; the listener runs only when the selected value changes (Object.is). */
export function subscribeSelector<T, S>(
  store: Store<T>,
  selector: (state: T) => S,
  listener: (value: S, previous: S) => void,
): () => void {
  let current = selector(store.getState());
  return store.subscribe((state) => {
    const next = selector(state);
    if (Object.is(next, current)) return;
    const previous = current;
    current = next;
    listener(next, previous);
  });
}
