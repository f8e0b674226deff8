/**
 * The SDK's own check of the page origin against a project's allowed origins (GET /projects/v1/origins).
 * Patterns (http and https only), with the same meaning the Walletport server gives them, so the
 * alert here and the server's 403 agree:
 * - an exact origin: 'https://app.example.com' (a default port may be written or left out);
 * - a host wildcard: 'https://*.example.com' matches subdomains at any depth, never the bare domain;
 * - a port wildcard: 'http://localhost:*' matches any port, the default one included.
 * Invalid patterns match nothing; an origin that is not `scheme://host[:port]` matches nothing.
 */

interface ParsedPattern {
  readonly scheme: 'http' | 'https';
  /** Lower-case host; for a wildcard, the domain after '*.'. */
  readonly host: string;
  readonly anySubdomain: boolean;
  /** '' for the scheme's default port, '*' for any port, else the port number as text. */
  readonly port: string;
}

const DEFAULT_PORT = { http: '80', https: '443' } as const;
const MAX_PORT = 65_535;

/** The hostname a URL parser gives `host` under `scheme`, or undefined when it is no valid host. */
function hostnameOf(scheme: string, host: string): string | undefined {
  // Anything that would make the text more than a host (path, credentials, port, spaces) is refused
  // here rather than left to the parser, which would happily read it as something else.
  if (host === '' || /[/?#@\\\s%:]/.test(host.replace(/^\[[0-9a-f:.]+\]$/, '[]'))) return undefined;
  const text = `${scheme}://${host}`;
  if (!URL.canParse(text)) return undefined;
  return new URL(text).hostname;
}

function parsePattern(text: string): ParsedPattern | undefined {
  const match = /^(https?):\/\/(.+)$/.exec(text.trim().toLowerCase());
  if (match === null) return undefined;
  const scheme = match[1] as 'http' | 'https';
  let rest = match[2] ?? '';
  let port = '';
  const portMatch = /:(\*|\d{1,5})$/.exec(rest);
  if (portMatch !== null && !rest.endsWith(']')) {
    port = portMatch[1] ?? '';
    rest = rest.slice(0, -portMatch[0].length);
    if (port !== '*') {
      if (Number(port) > MAX_PORT) return undefined;
      port = String(Number(port)); // '0080' is port 80, as a URL parser reads it
      if (port === DEFAULT_PORT[scheme]) port = '';
    }
  }
  const anySubdomain = rest.startsWith('*.');
  if (anySubdomain) {
    const domain = rest.slice(2);
    // The domain must be a plain dotted name: '*.[::1]' or '*.*.x' mean nothing.
    if (!/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test(domain)) return undefined;
    return { scheme, host: domain, anySubdomain, port };
  }
  const host = hostnameOf(scheme, rest);
  return host === undefined ? undefined : { scheme, host, anySubdomain, port };
}

/** `origin` as scheme, host and port ('' for the default), or undefined when it is not an origin. */
function parseOrigin(origin: string): { scheme: string; host: string; port: string } | undefined {
  if (!/^https?:\/\/[^/?#@\\\s]+$/i.test(origin) || !URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port };
}

/** Whether `pattern` is an allowed-origin pattern this matcher understands. */
export function isValidOriginPattern(pattern: string): boolean {
  return parsePattern(pattern) !== undefined;
}

/** Whether the page origin matches one of the allowed-origin patterns. Never throws. */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  const page = typeof origin === 'string' ? parseOrigin(origin) : undefined;
  if (page === undefined) return false;
  return patterns.some((text) => {
    const pattern = typeof text === 'string' ? parsePattern(text) : undefined;
    if (pattern === undefined || pattern.scheme !== page.scheme) return false;
    if (pattern.port !== '*' && pattern.port !== page.port) return false;
    return pattern.anySubdomain ? page.host.endsWith(`.${pattern.host}`) : page.host === pattern.host;
  });
}
