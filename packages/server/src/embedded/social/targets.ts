/**
 * Where the callback sends the visitor's window, and nowhere else: the frame origin's result page (popup
 * mode, with the host origin it may post to) or the host page that started the login (redirect mode).
 * Both were fixed at /social/start: the frame origin is the caller's, checked against
 * EMBEDDED_FRAME_ORIGINS; the host origin and page were checked against the project's allowed origins.
 * A callback whose state is unknown has no such target, so it gets a small page of its own instead.
 */
import type { PendingLogin } from './login-store.js';

export const RESULT_PAGE_PATH = '/social-result.html';
/** The query parameters of redirect mode, on the host page (read and removed there). */
export const HOST_RESULT_QUERY = 'walletport_social_result';
export const HOST_ERROR_QUERY = 'walletport_social_error';

export type CallbackError = 'access_denied' | 'invalid_state' | 'provider_error';

export type CallbackOutcome = { result: string } | { error: CallbackError };

export function callbackTarget(login: PendingLogin, outcome: CallbackOutcome): string {
  if (login.mode === 'redirect') {
    const url = new URL(login.returnTo ?? `${login.hostOrigin}/`);
    url.searchParams.delete(HOST_RESULT_QUERY);
    url.searchParams.delete(HOST_ERROR_QUERY);
    if ('result' in outcome) url.searchParams.set(HOST_RESULT_QUERY, outcome.result);
    else url.searchParams.set(HOST_ERROR_QUERY, outcome.error);
    return url.href;
  }
  const url = new URL(RESULT_PAGE_PATH, login.frameOrigin);
  if ('result' in outcome) url.searchParams.set('result', outcome.result);
  else url.searchParams.set('error', outcome.error);
  url.searchParams.set('origin', login.hostOrigin);
  return url.href;
}

/**
 * The page of a callback that names no login this server started (a stale bookmark, a forged link):
 * plain text in fixed HTML, nothing from the request in it.
 */
export const UNKNOWN_LOGIN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Login link expired</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; display: grid; place-items: center; min-height: 100vh; color: #1f2328; background: #fff; }
      main { max-width: 28rem; padding: 1.5rem; text-align: center; }
      @media (prefers-color-scheme: dark) { body { color: #e6edf3; background: #0d1117; } }
    </style>
  </head>
  <body>
    <main>
      <h1>This login link has expired</h1>
      <p>Close this window and start the login again from the app.</p>
    </main>
  </body>
</html>
`;

/**
 * A host page to come back to in redirect mode: an absolute http(s) URL on `hostOrigin`, without
 * credentials or fragment; undefined when `text` is not one.
 */
export function parseReturnTo(text: string, hostOrigin: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if (url.origin !== hostOrigin || url.username !== '' || url.password !== '' || url.hash !== '')
    return undefined;
  return url.href;
}
