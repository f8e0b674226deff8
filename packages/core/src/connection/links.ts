/**
 * The links that hand a wallet-connect pairing URI to a wallet app (the wallet listing's mobile_link,
 * desktop_link, webapp_link). A wallet's link is either a native app scheme (`metamask://`, `trust:`) or
 * a universal / web link (`https://link.trustwallet.com`); both get `wc?uri=<encoded URI>` appended,
 * which is the path every wallet-connect wallet listens on. The link itself is kept exactly as written
 * (only the separator it lacks is added), so the result always starts with the wallet's own link.
 * Whether a link is safe to open is the caller's decision (it comes from the registry, untrusted).
 */

/** The path and query every wallet-connect wallet reads the pairing URI from. */
export const WALLET_CONNECT_LINK_PATH = 'wc?uri=';

const WEB_LINK = /^https?:\/\//i;

/** True for an http(s) link (a universal link or web app), false for a native app scheme. */
export function isWebLink(link: string): boolean {
  return WEB_LINK.test(link);
}

/** `https://wallet.app` → `https://wallet.app/wc?uri=…`; a trailing slash is not doubled. */
export function formatUniversalLink(link: string, wcUri: string): string {
  const base = link.endsWith('/') ? link : `${link}/`;
  return `${base}${WALLET_CONNECT_LINK_PATH}${encodeURIComponent(wcUri)}`;
}

/**
 * `trust` / `trust:` / `trust:/` / `trust://` → `trust://wc?uri=…`; a scheme with a path (`app://open`)
 * gets a slash before `wc`. Registry entries spell the scheme all of these ways.
 */
export function formatNativeLink(link: string, wcUri: string): string {
  let base: string;
  if (link.includes('://')) base = link.endsWith('/') ? link : `${link}/`;
  else if (link.endsWith(':/')) base = `${link}/`;
  else if (link.endsWith(':')) base = `${link}//`;
  else base = `${link}://`;
  return `${base}${WALLET_CONNECT_LINK_PATH}${encodeURIComponent(wcUri)}`;
}

/** The wallet's link with the pairing URI: universal for http(s) links, native for app schemes. */
export function formatWalletConnectLink(link: string, wcUri: string): string {
  return isWebLink(link) ? formatUniversalLink(link, wcUri) : formatNativeLink(link, wcUri);
}

/** The pairing URI a link made by {@link formatWalletConnectLink} carries, or undefined. */
export function pairingUriOfLink(href: string): string | undefined {
  // The encoded URI has no '?', so the last marker is the one this module appended.
  const index = href.lastIndexOf(WALLET_CONNECT_LINK_PATH);
  if (index === -1) return undefined;
  try {
    return decodeURIComponent(href.slice(index + WALLET_CONNECT_LINK_PATH.length));
  } catch {
    return undefined;
  }
}
