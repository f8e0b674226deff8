/**
 * Whether the host page's origin is one of the project's allowed origins. The frame holds keys for the
 * project's users, so it serves only pages the project's owner listed; the check uses the same patterns
 * and matcher as the SDK and the server (wildcards included), so all three agree.
 */
import { isOriginAllowed } from '@walletport/core/internal';

export const ORIGIN_NOT_ALLOWED_MESSAGE = 'Origin not allowed';

export type OriginVerdict = { allowed: true } | { allowed: false; message: string };

export interface AllowedOriginCheck {
  /** Asks the server once; a failure to ask is not remembered, so the next request tries again. */
  check(): Promise<OriginVerdict>;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message.slice(0, 200) : undefined;
}

export function createAllowedOriginCheck(input: {
  apiUrl: string;
  projectId: string;
  /** The pinned host origin (undefined when the browser gave none: never allowed). */
  origin: string | undefined;
  fetch: typeof globalThis.fetch;
}): AllowedOriginCheck {
  let settled: Promise<OriginVerdict> | undefined;

  const ask = async (): Promise<{ verdict: OriginVerdict; final: boolean }> => {
    const { origin } = input;
    if (origin === undefined)
      return { verdict: { allowed: false, message: ORIGIN_NOT_ALLOWED_MESSAGE }, final: true };
    const url = `${input.apiUrl}/projects/v1/origins?projectId=${encodeURIComponent(input.projectId)}`;
    let response: Response;
    let body: unknown;
    try {
      response = await input.fetch(url, { credentials: 'omit', cache: 'no-store' });
      body = await response.json().catch(() => undefined);
    } catch {
      return { verdict: { allowed: false, message: 'Could not check the app origin' }, final: false };
    }
    if (!response.ok) {
      const message = serverMessage(body) ?? `Could not check the app origin (HTTP ${response.status})`;
      return { verdict: { allowed: false, message }, final: false };
    }
    const list = (body as { allowedOrigins?: unknown } | undefined)?.allowedOrigins;
    const patterns = Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
    const allowed = isOriginAllowed(origin, patterns);
    return {
      verdict: allowed ? { allowed: true } : { allowed: false, message: ORIGIN_NOT_ALLOWED_MESSAGE },
      final: true,
    };
  };

  return {
    check() {
      if (settled !== undefined) return settled;
      const attempt = ask().then(({ verdict, final }) => {
        if (!final) settled = undefined;
        return verdict;
      });
      settled = attempt;
      return attempt;
    },
  };
}
