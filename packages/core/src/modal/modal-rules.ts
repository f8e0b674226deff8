/**
 * The modal's opening and closing rules (see docs/router.md) as pure functions of their inputs.
 */
import type { CloseOptions, SiwxClosePort } from './ports.js';
import type { RouterView, ViewName } from './views.js';

/** The modal shakes for 500 ms. */
export const MODAL_SHAKE_MS = 500;

export interface OpeningInput {
  /** The view the app asked for, e.g. open({ view: { name: 'Networks' } }). */
  requested?: RouterView | undefined;
  connected: boolean;
  hasAdapters: boolean;
  mobile: boolean;
}

/**
 * Opening rules: an explicitly requested view is shown; otherwise, if a wallet is connected,
 * Account; otherwise, if no adapters exist and no address, AllWallets on mobile or
 * ConnectingWalletConnectBasic on desktop; otherwise Connect.
 * (Not connected means no address, so the third rule only needs the adapters.)
 */
export function chooseOpeningView(input: OpeningInput): RouterView {
  if (input.requested) return input.requested;
  if (input.connected) return { name: 'Account' };
  if (!input.hasAdapters)
    return input.mobile ? { name: 'AllWallets' } : { name: 'ConnectingWalletConnectBasic' };
  return { name: 'Connect' };
}

/** Views where a required sign-in without a session keeps the modal open. */
export const SIWX_GUARDED_VIEWS: readonly ViewName[] = Object.freeze([
  'SIWXSignMessage',
  'ApproveTransaction',
]);

/**
 * Closing is blocked on the sign view or ApproveTransaction when SIWX is required and no
 * session exists. The port is read lazily: only on a guarded view, and the session only when required.
 */
export function isCloseBlockedBySiwx(view: ViewName, siwx: SiwxClosePort | undefined): boolean {
  if (!siwx || !SIWX_GUARDED_VIEWS.includes(view)) return false;
  return siwx.isRequired() && !siwx.hasSession();
}

export type CloseDecision = 'close' | 'ignore' | 'block';

export interface CloseInput {
  view: ViewName;
  options?: CloseOptions | undefined;
  /** A close guard (e.g. a required sign-in, isCloseBlockedBySiwx) holds the modal open on this view. */
  blocked: boolean;
}

/**
 * Closing is ignored on ApproveTransaction unless forced; and the SIWX block above.
 * The SIWX block wins: force only lifts the ApproveTransaction guard, and a blocked close is answered with
 * a shake so the visitor sees why nothing happened.
 */
export function decideClose(input: CloseInput): CloseDecision {
  if (input.blocked) return 'block';
  if (input.view === 'ApproveTransaction' && !input.options?.force) return 'ignore';
  return 'close';
}
