/**
 * The two answers the modal's close guard needs synchronously (is sign-in required, is there a session),
 * kept apart from the flow service so an instance can answer them before that service is loaded.
 */
import type { SiwxStore } from './siwx-store.js';
import type { SiwxConfig } from './types.js';

/**
 * Spec §8 quotes 'Signature declined'; the rest is Walletport's wording. Kept here (not with the flow's
 * rules) because the instance's stand-in service needs `unavailable` before the flow is loaded.
 */
export const SIWX_ERROR_TEXTS = Object.freeze({
  declined: 'Signature declined',
  refused: 'Sign-in was refused: {reason}',
  failed: 'Sign-in failed. Please try again.',
  unavailable: 'Sign-in is not available right now. Please try again later.',
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
