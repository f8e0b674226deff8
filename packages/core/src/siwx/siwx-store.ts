/** The SIWX store of one instance (instance.stores.siwx). Only the SIWX service writes it. */
import { createStore, type Store } from '../store/index.js';
import type { SiwxState } from './types.js';

export type SiwxStore = Store<SiwxState>;

export function createSiwxStore(): SiwxStore {
  return createStore<SiwxState>({ status: 'idle' });
}
