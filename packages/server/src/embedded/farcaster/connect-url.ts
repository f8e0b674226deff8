/**
 * The links a Farcaster wallet opens to approve a sign-in: `farcaster://connect?…` for the app that
 * registers the scheme (shown as a QR code), and the same query on this server's https page for a
 * device without it. Both carry everything the wallet signs (channelToken, nonce, domain, siweUri,
 * expirationTime) and `relay`, where it posts the answer: `<relay>/channel/<channelToken>/authenticate`.
 * Unlike Farcaster's hosted relay, this server has no address every wallet knows, so the link says it.
 */

export const CONNECT_SCHEME_URL = 'farcaster://connect';
/** The path of the https page (connect-page.ts) under the server's base URL. */
export const CONNECT_PAGE_PATH = '/embedded/v1/farcaster/connect';
/** The relay's path under the server's base URL. */
export const RELAY_PATH = '/embedded/v1/farcaster';

export interface ConnectParams {
  channelToken: string;
  nonce: string;
  /** The host page's authority (host and port): the message's first line. */
  domain: string;
  /** The host page's origin: the message's URI. */
  siweUri: string;
  /** When the channel closes (RFC 3339); a wallet may sign it as the message's Expiration Time. */
  expirationTime: string;
  /** Where the wallet posts the signed message. */
  relay: string;
}

const PARAM_ORDER = ['channelToken', 'nonce', 'domain', 'siweUri', 'expirationTime', 'relay'] as const;

function query(params: ConnectParams): string {
  const search = new URLSearchParams();
  for (const key of PARAM_ORDER) search.set(key, params[key]);
  return search.toString();
}

/** This server's base URL (scheme, host, port) without a trailing slash. */
export function relayUrl(serverBase: string): string {
  return `${serverBase.replace(/\/+$/, '')}${RELAY_PATH}`;
}

export function schemeConnectUrl(params: ConnectParams): string {
  return `${CONNECT_SCHEME_URL}?${query(params)}`;
}

export function webConnectUrl(serverBase: string, params: ConnectParams): string {
  return `${serverBase.replace(/\/+$/, '')}${CONNECT_PAGE_PATH}?${query(params)}`;
}

/**
 * The parameters of either link, or undefined when `text` is neither or misses one. For wallets and
 * tests; the server itself trusts only the channel it stored, never a link's copy of it.
 */
export function readConnectUrl(text: string): ConnectParams | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  const isScheme = `${url.protocol}//${url.host}${url.pathname}` === CONNECT_SCHEME_URL;
  const isPage = /^https?:$/.test(url.protocol) && url.pathname === CONNECT_PAGE_PATH;
  if (!isScheme && !isPage) return undefined;
  const values: Partial<Record<(typeof PARAM_ORDER)[number], string>> = {};
  for (const key of PARAM_ORDER) {
    const value = url.searchParams.get(key);
    if (value === null || value === '') return undefined;
    values[key] = value;
  }
  return values as ConnectParams;
}

const ANSWER_PATH = /^\/embedded\/v1\/farcaster\/channel\/[A-Za-z0-9_-]+\/authenticate\/?$/;

/**
 * Whether a request URL is a wallet's answer to a channel. The wallet calls from its own origin, which
 * no list can name, so CORS lets any origin through there: the custody signature is the credential.
 */
export function isFarcasterAnswerPath(url: string | undefined): boolean {
  const path = url?.split('?', 1)[0] ?? '';
  return ANSWER_PATH.test(path);
}
