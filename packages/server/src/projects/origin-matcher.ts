/**
 * Allowed-origin patterns of a project (http and https only): an exact origin ('https://app.example.com'), a host wildcard
 * ('https://*.example.com' matches any subdomain depth, never the bare domain) and a port wildcard
 * ('http://localhost:*' matches any port, the default one included). One matcher serves CORS, the
 * project check of every route, and the CLI's validation of new patterns.
 */

export interface OriginPattern {
  scheme: string;
  /** Lower-case host; for a wildcard, the suffix after '*.' . */
  host: string;
  hostWildcard: boolean;
  /** A port number as text, '' for the scheme's default, '*' for any. */
  port: string;
}

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\*|\d{1,5}))?$/;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };

/** The parsed pattern, or undefined when `text` is not a valid origin pattern. */
export function parseOriginPattern(text: string): OriginPattern | undefined {
  const match = PATTERN.exec(text.trim().toLowerCase());
  if (match === null) return undefined;
  const [, scheme = '', wildcard, host = '', port = ''] = match;
  if (port !== '' && port !== '*' && Number(port) > 65_535) return undefined;
  const normalizedPort = port === DEFAULT_PORTS[scheme] ? '' : port;
  const hostWildcard = wildcard !== undefined;
  // Exact hosts are compared in the form browsers send ('http://0' is 'http://0.0.0.0' to a URL parser).
  const canonicalHost = hostWildcard ? host : canonicalHostname(scheme, host);
  if (canonicalHost === undefined) return undefined;
  return { scheme, host: canonicalHost, hostWildcard, port: normalizedPort };
}

function canonicalHostname(scheme: string, host: string): string | undefined {
  const text = `${scheme}://${host}`;
  return URL.canParse(text) ? new URL(text).hostname : undefined;
}

export function isValidOriginPattern(text: string): boolean {
  return parseOriginPattern(text) !== undefined;
}

/** An Origin header value as scheme, host and port; undefined for 'null' and anything unparsable. */
function parseOrigin(origin: string): { scheme: string; host: string; port: string } | undefined {
  // An Origin is scheme://host[:port] only: no path, query, fragment or credentials.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#@\\\s]+$/i.test(origin) || !URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  if (url.origin === 'null') return undefined;
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port };
}

export function originMatches(origin: string, pattern: OriginPattern): boolean {
  const parsed = parseOrigin(origin);
  if (parsed === undefined || parsed.scheme !== pattern.scheme) return false;
  if (pattern.port !== '*' && pattern.port !== parsed.port) return false;
  if (pattern.hostWildcard) return parsed.host.endsWith(`.${pattern.host}`);
  return parsed.host === pattern.host;
}

/** Whether `origin` matches any of the patterns (invalid patterns match nothing). */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((text) => {
    const pattern = parseOriginPattern(text);
    return pattern !== undefined && originMatches(origin, pattern);
  });
}

/** The pattern in its canonical spelling (lower case, default port dropped), for storage. */
export function normalizeOriginPattern(text: string): string | undefined {
  const pattern = parseOriginPattern(text);
  if (pattern === undefined) return undefined;
  const host = pattern.hostWildcard ? `*.${pattern.host}` : pattern.host;
  return `${pattern.scheme}://${host}${pattern.port === '' ? '' : `:${pattern.port}`}`;
}
