/**
 * The social login's landing page on the frame origin (frame/social-result.html). The server's callback
 * sends the popup here with `?result=` (or `?error=`); the page posts exactly that outcome to the window
 * that opened the popup, at the host origin and no other, then closes. The host origin comes from the
 * address (`origin`, which the server adds from the login's state) or, failing that, from what the frame
 * noted when the login started. Without an opener or an origin it only says so: nothing is posted.
 */
import {
  parseWebOrigin,
  type SocialResultOutcome,
  socialOutcomeFromQuery,
  socialResultMessage,
} from '@walletport/core/embedded-protocol';
import { SOCIAL_ORIGIN_KEY } from '../session/social-verifier.js';

export interface ResultPageEnv {
  search: string;
  opener: Pick<Window, 'postMessage'> | null;
  /** The origin the frame noted when the login started (localStorage of the frame origin). */
  recordedOrigin(): string | null;
  close(): void;
  /** Shown when the page cannot hand the outcome back (no opener, no origin). */
  show(text: string): void;
}

export type ResultPageOutcome = 'posted' | 'no-outcome' | 'no-opener' | 'no-origin';

export const CLOSE_YOURSELF_TEXT = 'You can close this window and return to the app.';

export function hostOriginFor(search: string, recorded: string | null): string | undefined {
  return parseWebOrigin(new URLSearchParams(search).get('origin')) ?? parseWebOrigin(recorded);
}

export function runResultPage(env: ResultPageEnv): ResultPageOutcome {
  const outcome: SocialResultOutcome | undefined = socialOutcomeFromQuery(new URLSearchParams(env.search), {
    result: 'result',
    error: 'error',
  });
  if (outcome === undefined) {
    env.show(CLOSE_YOURSELF_TEXT);
    return 'no-outcome';
  }
  if (env.opener === null) {
    env.show(CLOSE_YOURSELF_TEXT);
    return 'no-opener';
  }
  const origin = hostOriginFor(env.search, safeRead(env.recordedOrigin));
  if (origin === undefined) {
    env.show(CLOSE_YOURSELF_TEXT);
    return 'no-origin';
  }
  env.opener.postMessage(socialResultMessage(outcome), origin);
  env.close();
  return 'posted';
}

function safeRead(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The page's entry: the real window. */
export function startResultPage(win: Window): ResultPageOutcome {
  return runResultPage({
    search: win.location.search,
    opener: win.opener as Window | null,
    recordedOrigin: () => win.localStorage.getItem(SOCIAL_ORIGIN_KEY),
    close: () => win.close(),
    show: (text) => {
      const note = win.document.getElementById('wpf-social-note');
      if (note !== null) note.textContent = text;
    },
  });
}
