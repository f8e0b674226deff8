import { WalletportError } from '../errors/base.js';
import {
  type CookieSameSite,
  encodeCookiePair,
  parseCookieHeader,
  serializeCookiePair,
  splitCookieHeader,
} from './cookie.js';
import type { SyncStorageBackend } from './types.js';

/** Browsers drop cookies whose name and value together exceed 4096 bytes. */
export const COOKIE_MAX_BYTES = 4096;
/** 30 days keeps a returning visitor connected without keeping data indefinitely. */
export const DEFAULT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Anything with a `cookie` property that reads as a Cookie header and accepts one Set-Cookie line per
 * assignment. `document` is one; {@link createServerCookieJar} gives one for a server request.
 */
export interface CookieJar {
  cookie: string;
}

export interface CookieStorageOptions {
  /** Lifetime of written cookies in whole seconds; defaults to {@link DEFAULT_COOKIE_MAX_AGE_SECONDS}. */
  maxAgeSeconds?: number;
  secure?: boolean;
  sameSite?: CookieSameSite;
  domain?: string;
}

/**
 * Storage in cookies, so a server can render the connected state before any script runs. Oversized or
 * unencodable values are refused with a WalletportError; the typed store turns that into a logged
 * warning (storage failures are logged only).
 */
export function createCookieStorage(jar: CookieJar, options: CookieStorageOptions = {}): SyncStorageBackend {
  const maxAgeSeconds = options.maxAgeSeconds ?? DEFAULT_COOKIE_MAX_AGE_SECONDS;
  if (!Number.isSafeInteger(maxAgeSeconds) || maxAgeSeconds < 0) {
    throw new WalletportError('Invalid cookie max-age', {
      code: 'STORAGE_INVALID_OPTIONS',
      details: 'maxAgeSeconds must be a non-negative whole number of seconds.',
    });
  }
  const attributes = {
    secure: options.secure,
    sameSite: options.sameSite,
    domain: options.domain,
  };

  function encode(name: string, value: string): string {
    const pair = encodeCookiePair(name, value);
    if (pair === undefined || name === '') {
      throw new WalletportError('Cookie cannot be encoded', {
        code: 'STORAGE_COOKIE_ENCODING',
        details: `Cookie ${name === '' ? '(empty name)' : name} contains text that cannot be percent-encoded.`,
      });
    }
    return pair;
  }

  return {
    getItem: (name) => parseCookieHeader(jar.cookie).get(name) ?? null,
    setItem: (name, value) => {
      const pair = encode(name, value);
      if (pair.length > COOKIE_MAX_BYTES) {
        throw new WalletportError('Cookie too large', {
          code: 'STORAGE_COOKIE_TOO_LARGE',
          details: `Cookie ${name} would take ${pair.length} bytes; browsers keep at most ${COOKIE_MAX_BYTES}.`,
        });
      }
      jar.cookie = serializeCookiePair(pair, { ...attributes, maxAgeSeconds });
    },
    removeItem: (name) => {
      jar.cookie = serializeCookiePair(encode(name, ''), { ...attributes, maxAgeSeconds: 0 });
    },
    keys: () => [...parseCookieHeader(jar.cookie).keys()],
  };
}

/** A cookie jar for one server request: reads the request's cookies and collects the response's. */
export interface ServerCookieJar extends CookieJar {
  /** The Set-Cookie lines to send back, one per cookie changed (the last change of each wins). */
  readonly setCookieHeaders: readonly string[];
}

const MAX_AGE_ATTRIBUTE = /;\s*max-age\s*=\s*(-?\d+)/i;

/**
 * Behaves like `document.cookie` over a request's Cookie header: assignments update what later reads
 * see and are recorded as Set-Cookie lines. One jar per request, so requests never share state.
 */
export function createServerCookieJar(requestCookieHeader?: string | null): ServerCookieJar {
  const current = new Map<string, string>();
  for (const [name, value] of splitCookieHeader(requestCookieHeader ?? '')) {
    if (!current.has(name)) current.set(name, value);
  }
  const outgoing = new Map<string, string>();
  return {
    get cookie() {
      return [...current].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = splitCookieHeader(line.split(';', 1)[0] ?? '');
      if (pair === undefined) return;
      const [name, value] = pair;
      const maxAge = MAX_AGE_ATTRIBUTE.exec(line)?.[1];
      if (maxAge !== undefined && Number(maxAge) <= 0) current.delete(name);
      else current.set(name, value);
      outgoing.set(name, line);
    },
    get setCookieHeaders() {
      return [...outgoing.values()];
    },
  };
}
