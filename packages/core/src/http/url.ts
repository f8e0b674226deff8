import { WalletportError } from '../errors/base.js';

/** A query parameter value. Lists are sent comma-joined (the wallet listing's include/exclude/chains). */
export type HttpQueryValue =
  | string
  | number
  | boolean
  | bigint
  | null
  | undefined
  | readonly (string | number | boolean | bigint)[];

export type HttpQueryParams = Readonly<Record<string, HttpQueryValue>>;

/** Name of the query parameter that carries the configured client id. */
export const CLIENT_ID_PARAM = 'clientId';

/** '.' and '..' segments (also percent-encoded, which URL parsers treat the same) would leave the base path. */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    const decoded = segment.replace(/%2e/gi, '.');
    return decoded === '.' || decoded === '..';
  });
}

function joinPaths(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  const relative = path.replace(/^\/+/, '');
  return relative === '' ? basePath : `${base}/${relative}`;
}

/**
 * baseUrl + path, then the query: params in order (undefined, null and empty lists skipped), then the
 * client id unless the request sets `clientId` itself. The base URL's own path and query are kept, so
 * a base of 'https://api.example/v2' and a path of 'getWallets' give 'https://api.example/v2/getWallets'.
 * Paths with '.' or '..' segments are refused, so user data in a segment cannot climb out of the base.
 */
export function buildRequestUrl(
  baseUrl: string | URL,
  path: string,
  params: HttpQueryParams = {},
  clientId?: string,
): URL {
  const url = new URL(baseUrl);
  const queryStart = path.indexOf('?');
  const pathOnly = queryStart === -1 ? path : path.slice(0, queryStart);
  if (hasDotSegment(pathOnly)) {
    throw new WalletportError('Invalid request path', {
      code: 'HTTP_INVALID_PATH',
      details: 'Path segments "." and ".." are not allowed; they would leave the base URL.',
    });
  }
  url.pathname = joinPaths(url.pathname, pathOnly);
  if (queryStart !== -1) {
    for (const [name, value] of new URLSearchParams(path.slice(queryStart + 1))) {
      url.searchParams.append(name, value);
    }
  }
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) url.searchParams.append(name, value.map(String).join(','));
      continue;
    }
    url.searchParams.append(name, String(value));
  }
  if (clientId !== undefined && clientId !== '' && !url.searchParams.has(CLIENT_ID_PARAM)) {
    url.searchParams.append(CLIENT_ID_PARAM, clientId);
  }
  return url;
}
