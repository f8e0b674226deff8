/**
 * Social login on the host page (docs/social-login.md). The frame asks the Walletport server for the
 * provider's authorization URL (bound to a verifier only the frame keeps); the visitor logs in there in a
 * popup, or, where a popup cannot open (blocked, a phone, a Telegram mini app), by navigating this page;
 * the one-time result comes back by a message from the frame origin's result page, or in this page's
 * address (`?walletport_social_result=`), and the frame redeems it.
 *
 * The popup is opened synchronously inside the visitor's click (browsers block a window opened later),
 * on a blank page, and pointed at the provider once the frame answered.
 */
import { WalletportError } from '../errors/base.js';
import { consumeTelegramResultUri } from '../modal/telegram.js';
import {
  parseSocialResultMessage,
  SOCIAL_ERROR_QUERY,
  SOCIAL_RESULT_QUERY,
  type SocialLoginErrorCode,
  type SocialResultOutcome,
  socialOutcomeFromQuery,
} from './social-result.js';

/** Why a social login did not finish: the visitor's choice, the provider, or the window. */
export type SocialLoginFailure = SocialLoginErrorCode | 'popup_closed' | 'cancelled';

export class SocialLoginError extends WalletportError {
  override name = 'SocialLoginError';
  constructor(
    readonly reason: SocialLoginFailure,
    provider: string,
  ) {
    super(SOCIAL_FAILURE_TEXT[reason], {
      code: 'SOCIAL_LOGIN_FAILED',
      details: `${provider}: ${reason}`,
      category: reason === 'provider_error' ? 'API_ERROR' : 'VALIDATION_ERROR',
    });
  }
}

/** English texts for logs and developers; the modal words each reason in the visitor's language. */
const SOCIAL_FAILURE_TEXT: Readonly<Record<SocialLoginFailure, string>> = {
  access_denied: 'The login was declined at the provider',
  invalid_state: 'The login expired or was already used',
  provider_error: 'The provider could not complete the login',
  popup_closed: 'The login window was closed',
  cancelled: 'The login was cancelled',
};

export function isSocialLoginError(error: unknown): error is SocialLoginError {
  return error instanceof SocialLoginError;
}

/** The popup as the flow uses it: pointed at a URL, watched for closing, closed. */
export interface SocialPopup {
  location: { href: string };
  readonly closed: boolean;
  close(): void;
}

/** The parts of the page's window the flow needs (a fake in unit tests). */
export interface SocialPageWindow {
  open(url: string, target: string, features: string): SocialPopup | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  location: { href: string; assign(url: string): void };
  history: { replaceState(data: unknown, unused: string, url?: string): void; state: unknown };
  readonly screenX?: number;
  readonly screenY?: number;
  readonly outerWidth?: number;
  readonly outerHeight?: number;
}

export interface SocialTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const POPUP_NAME = 'walletport-social';
const POPUP_WIDTH = 500;
const POPUP_HEIGHT = 640;
/** How often the flow looks whether the visitor closed the popup (browsers send no event for it). */
export const POPUP_CLOSED_POLL_MS = 500;

/** Centred over the page, the size of a provider's login page. */
function popupFeatures(win: SocialPageWindow): string {
  const left = Math.max(0, (win.screenX ?? 0) + ((win.outerWidth ?? POPUP_WIDTH) - POPUP_WIDTH) / 2);
  const top = Math.max(0, (win.screenY ?? 0) + ((win.outerHeight ?? POPUP_HEIGHT) - POPUP_HEIGHT) / 2);
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * Opens the popup, blank, inside the click. Undefined when it cannot be used: the browser blocked it, or
 * the page prefers a redirect (phones, where a popup is a new tab that loses its way back).
 */
export function openSocialPopup(win: SocialPageWindow, preferRedirect: boolean): SocialPopup | undefined {
  if (preferRedirect) return undefined;
  try {
    const popup = win.open('about:blank', POPUP_NAME, popupFeatures(win));
    return popup === null || popup.closed ? undefined : popup;
  } catch {
    return undefined;
  }
}

export interface PopupResultOptions {
  win: SocialPageWindow;
  popup: SocialPopup;
  /** The frame's origin: the result page is served from it, and only its messages count. */
  frameOrigin: string;
  provider: string;
  timers: SocialTimers;
  signal?: AbortSignal;
}

/**
 * The result the popup's result page posts: only a message from the frame origin, sent by that popup,
 * in the expected shape. Rejects with SocialLoginError when the provider or the visitor said no, when the
 * popup is closed first, or when `signal` aborts (Cancel, which closes the popup too).
 */
export function waitForPopupResult(options: PopupResultOptions): Promise<string> {
  const { win, popup, frameOrigin, provider, timers, signal } = options;
  return new Promise<string>((resolve, reject) => {
    let poll: unknown;
    const finish = (settle: () => void) => {
      win.removeEventListener('message', onMessage);
      timers.clearInterval(poll);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const fail = (reason: SocialLoginFailure) => finish(() => reject(new SocialLoginError(reason, provider)));
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== (popup as unknown)) return;
      const outcome = parseSocialResultMessage(event.data);
      if (outcome === undefined) return;
      if ('error' in outcome) fail(outcome.error);
      else finish(() => resolve(outcome.result));
    };
    const onAbort = () => {
      closeQuietly(popup);
      fail('cancelled');
    };
    if (signal?.aborted === true) {
      onAbort();
      return;
    }
    win.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
    poll = timers.setInterval(() => {
      if (popup.closed) fail('popup_closed');
    }, POPUP_CLOSED_POLL_MS);
  });
}

export function closeQuietly(popup: SocialPopup | undefined): void {
  try {
    if (popup !== undefined && !popup.closed) popup.close();
  } catch {
    // A popup that navigated to another origin may refuse; it is the visitor's window then.
  }
}

/**
 * The outcome of a redirect-mode login in this page's address, removed from it (history.replaceState, so
 * a reload or a shared link does not carry it). Telegram mini apps come back the same way. Undefined
 * when the address carries none.
 */
export function takeRedirectOutcome(win: SocialPageWindow): SocialResultOutcome | undefined {
  let url: URL;
  try {
    url = new URL(win.location.href);
  } catch {
    return undefined;
  }
  const outcome = socialOutcomeFromQuery(url.searchParams, {
    result: SOCIAL_RESULT_QUERY,
    error: SOCIAL_ERROR_QUERY,
  });
  if (outcome === undefined) return takeTelegramOutcome(win);
  url.searchParams.delete(SOCIAL_RESULT_QUERY);
  url.searchParams.delete(SOCIAL_ERROR_QUERY);
  try {
    win.history.replaceState(win.history.state, '', url.href);
  } catch {
    // A sandboxed page may refuse; the outcome is still used once (the frame's verifier is single-use).
  }
  return outcome;
}

/**
 * A Telegram mini app comes back with `result_uri`: an address carrying the outcome (the frame's result
 * page, `?result=` / `?error=`, or a host page's `walletport_social_…`). The parameter is removed from the
 * address either way; an address that carries no outcome counts as an invalid login.
 */
function takeTelegramOutcome(win: SocialPageWindow): SocialResultOutcome | undefined {
  let value: string | undefined;
  try {
    value = consumeTelegramResultUri(win.location, win.history);
  } catch {
    return undefined;
  }
  if (value === undefined || !URL.canParse(value)) return undefined;
  const params = new URL(value).searchParams;
  return (
    socialOutcomeFromQuery(params, { result: SOCIAL_RESULT_QUERY, error: SOCIAL_ERROR_QUERY }) ??
    socialOutcomeFromQuery(params, { result: 'result', error: 'error' }) ?? { error: 'invalid_state' }
  );
}

/** The page a redirect-mode login comes back to: this one, without a previous login's outcome. */
export function returnAddress(win: SocialPageWindow): string {
  const url = new URL(win.location.href);
  url.searchParams.delete(SOCIAL_RESULT_QUERY);
  url.searchParams.delete(SOCIAL_ERROR_QUERY);
  url.hash = '';
  return url.href;
}

/** Wording per reason for the Connect flow; the modal translates these keys. */
export function socialFailureOf(error: unknown): SocialLoginFailure | undefined {
  return isSocialLoginError(error) ? error.reason : undefined;
}
