/**
 * Cookie header parsing and Set-Cookie serialisation. Names and values are percent-encoded, so any
 * string (including '@walletport/…' names, JSON, ';' and '=') survives the trip; RFC 6265 forbids
 * separators such as '@', '/', ';' and spaces in raw cookie names and values.
 */

export type CookieSameSite = 'Lax' | 'Strict' | 'None';

export interface CookieAttributes {
  /** Defaults to '/', so every page of the site sees the same entries. */
  path?: string;
  /** Lifetime in whole seconds; 0 deletes the cookie. Without it the cookie lasts for the session. */
  maxAgeSeconds?: number;
  /** Defaults to 'Lax': sent on top-level navigations (server rendering) but not cross-site requests. */
  sameSite?: CookieSameSite;
  secure?: boolean;
  domain?: string;
}

/** Percent-encodes a cookie name or value; `undefined` for strings with lone surrogates (not encodable). */
export function encodeCookieComponent(text: string): string | undefined {
  try {
    return encodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Reverses {@link encodeCookieComponent}; `undefined` for malformed percent sequences. */
export function decodeCookieComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Splits a Cookie header ('a=1; b=2') into raw, still-encoded name/value pairs, in header order. */
export function splitCookieHeader(header: string): Array<[name: string, value: string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name === '') continue;
    let value = part.slice(separator + 1).trim();
    // RFC 6265 allows a value wrapped in double quotes; the quotes are not part of the value.
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    pairs.push([name, value]);
  }
  return pairs;
}

/**
 * Parses a Cookie header into decoded names and values. Pairs that do not decode are skipped, and the
 * first occurrence of a name wins, as browsers list the most specific path first.
 */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const [rawName, rawValue] of splitCookieHeader(header)) {
    const name = decodeCookieComponent(rawName);
    const value = decodeCookieComponent(rawValue);
    if (name === undefined || value === undefined || cookies.has(name)) continue;
    cookies.set(name, value);
  }
  return cookies;
}

/** Builds a Set-Cookie line from an already encoded `name=value` pair. */
export function serializeCookiePair(pair: string, attributes: CookieAttributes = {}): string {
  const parts = [pair, `Path=${attributes.path ?? '/'}`];
  if (attributes.maxAgeSeconds !== undefined) parts.push(`Max-Age=${attributes.maxAgeSeconds}`);
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`);
  parts.push(`SameSite=${attributes.sameSite ?? 'Lax'}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Percent-encodes name and value into `name=value`; `undefined` if either cannot be encoded. */
export function encodeCookiePair(name: string, value: string): string | undefined {
  const encodedName = encodeCookieComponent(name);
  const encodedValue = encodeCookieComponent(value);
  if (encodedName === undefined || encodedValue === undefined) return undefined;
  return `${encodedName}=${encodedValue}`;
}
