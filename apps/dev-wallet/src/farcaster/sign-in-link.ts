/**
 * A Sign In With Farcaster link as the dev wallet reads it: `farcaster://connect?…` (the QR code's
 * content) or the same query on a Walletport server's https page. The link is hostile input: every
 * field is checked, and the relay it names must be http(s), since the signed answer is posted there.
 */

export interface SignInLink {
  channelToken: string;
  nonce: string;
  /** The site's authority (host and port): what the visitor signs in to. */
  domain: string;
  /** The site's origin. */
  siweUri: string;
  expirationTime: string;
  /** Where the answer goes: `<relay>/channel/<channelToken>/authenticate`. */
  relay: string;
}

export class SignInLinkError extends Error {
  override name = 'SignInLinkError';
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NONCE = /^[A-Za-z0-9]{8,}$/;
/** A host[:port] authority as EIP-4361 allows it, without userinfo. */
const AUTHORITY = /^[A-Za-z0-9.-]+(?::[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::[0-9]{1,5})?$/;

function field(query: URLSearchParams, name: keyof SignInLink): string {
  const value = query.get(name);
  if (value === null || value === '') throw new SignInLinkError(`The link has no ${name}.`);
  return value;
}

function httpOrigin(text: string, what: string): URL {
  if (!URL.canParse(text)) throw new SignInLinkError(`The link's ${what} is not a URL.`);
  const url = new URL(text);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SignInLinkError(`The link's ${what} is not an http(s) URL.`);
  }
  if (url.username !== '' || url.password !== '')
    throw new SignInLinkError(`The link's ${what} has credentials.`);
  return url;
}

export function readSignInLink(text: string): SignInLink {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) throw new SignInLinkError('This is not a Farcaster sign-in link.');
  const url = new URL(trimmed);
  const isScheme =
    url.protocol === 'farcaster:' && `${url.host}${url.pathname}`.replace(/^\/\//, '') === 'connect';
  const isPage = /^https?:$/.test(url.protocol) && url.pathname.endsWith('/farcaster/connect');
  if (!isScheme && !isPage) throw new SignInLinkError('This is not a Farcaster sign-in link.');
  const query = url.searchParams;
  const link: SignInLink = {
    channelToken: field(query, 'channelToken'),
    nonce: field(query, 'nonce'),
    domain: field(query, 'domain'),
    siweUri: field(query, 'siweUri'),
    expirationTime: field(query, 'expirationTime'),
    relay: field(query, 'relay'),
  };
  if (!TOKEN.test(link.channelToken)) throw new SignInLinkError('The link has a malformed channelToken.');
  if (!NONCE.test(link.nonce)) throw new SignInLinkError('The link has a malformed nonce.');
  if (!AUTHORITY.test(link.domain)) throw new SignInLinkError('The link has a malformed domain.');
  const site = httpOrigin(link.siweUri, 'site');
  if (site.host !== link.domain) throw new SignInLinkError("The link's site is not its domain.");
  httpOrigin(link.relay, 'relay');
  if (Number.isNaN(Date.parse(link.expirationTime))) {
    throw new SignInLinkError('The link has a malformed expirationTime.');
  }
  return link;
}

/** Where the signed answer is posted. */
export function authenticateUrl(link: SignInLink): string {
  return `${link.relay.replace(/\/+$/, '')}/channel/${encodeURIComponent(link.channelToken)}/authenticate`;
}
