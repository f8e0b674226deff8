/**
 * A Telegram mini-app social login reads a result_uri query parameter on return, then removes it
 * from the address. The social login continues with the returned URI; removing it keeps a reload or a
 * shared link from replaying the login.
 */

export const TELEGRAM_RESULT_URI_PARAM = 'result_uri';

/** The part of window.location that is read. */
export interface LocationLike {
  readonly href: string;
}

/** The part of window.history that is written. */
export interface HistoryLike {
  readonly state: unknown;
  replaceState(data: unknown, unused: string, url?: string | URL | null): void;
}

/**
 * Returns the result_uri value and removes the parameter from the address bar (history.replaceState, so
 * no navigation and no new history entry). Returns undefined, touching nothing, when the parameter is
 * absent or the address cannot be parsed. A present but empty parameter is removed and gives undefined.
 */
export function consumeTelegramResultUri(location: LocationLike, history: HistoryLike): string | undefined {
  const url = parseUrl(location.href);
  if (!url?.searchParams.has(TELEGRAM_RESULT_URI_PARAM)) return undefined;
  const value = url.searchParams.get(TELEGRAM_RESULT_URI_PARAM) ?? '';
  url.searchParams.delete(TELEGRAM_RESULT_URI_PARAM);
  // Keep the page's history state: the host app may rely on it.
  history.replaceState(history.state, '', url.toString());
  return value === '' ? undefined : value;
}

function parseUrl(href: string): URL | undefined {
  try {
    return new URL(href);
  } catch {
    return undefined;
  }
}
