export { createStore, subscribeSelector, type Listener, type Store } from './store.js';
export { createEventBus, type EventBus } from './events.js';
