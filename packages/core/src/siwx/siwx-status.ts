/**
 * The two answers the modal's close guard needs synchronously (is sign-in required, is there a session),
 * kept apart from the flow service so an instance can answer them before that service is loaded.
 */
import type { SiwxStore } from './siwx-store.js';
import type { SiwxConfig } from './types.js';

/** config.getRequired(), where a throwing config counts as "not required" (it is reported, not raised). */
export function readSiwxRequired(
  config: Pick<SiwxConfig, 'getRequired'>,
  report: (message: string, error: unknown) => void,
): boolean {
  try {
    return config.getRequired?.() === true;
  } catch (error) {
    report('SIWX getRequired threw', error);
    return false;
  }
}

/** A session exists for the connected chain and address. */
export function hasSiwxSession(store: Pick<SiwxStore, 'getState'>): boolean {
  const state = store.getState();
  return state.status === 'signed-in' && state.session !== undefined;
}
