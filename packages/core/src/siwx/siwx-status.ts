/**
 * The two answers the modal's close guard needs synchronously (is sign-in required, is there a session),
 * kept apart from the flow service so an instance can answer them before that service is loaded.
 */
import type { CodedText } from '../errors/index.js';
import type { SiwxStore } from './siwx-store.js';
import type { SiwxConfig } from './types.js';

/**
 * The store's error when the flow cannot run (its chunk did not load, the session check failed). Kept
 * here (not with the flow's rules) because the instance's stand-in service needs it before the flow is
 * loaded. A code, worded by the UI (errors/coded-text.ts).
 */
export const SIWX_UNAVAILABLE_ERROR: CodedText<'SIWX_UNAVAILABLE'> = Object.freeze({
  code: 'SIWX_UNAVAILABLE',
});

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
