export { createStore, subscribeSelector, type Listener, type Store } from './store.js';
export { createEventBus, type EventBus } from './events.js';
export { type LoadOnce, loadOnce } from './load-once.js';
export { shallowEqual } from './shallow-equal.js';
