/**
 * Which links and images an app may put into the modal. Every URL option ends up as an `href` or `src`
 * in the modal or is handed to a wallet, so a `javascript:` or `data:text/html` value would run script in
 * the host page (or phish in the wallet). The rules are allow-lists, checked on the exact string the
 * browser will see: any whitespace or control character is refused outright, because browsers silently
 * drop tabs and newlines inside URLs ("java\tscript:" is javascript:).
 */

/** Long enough for any real link; stops megabyte strings travelling into the DOM and to wallets. */
export const MAX_URL_LENGTH = 2048;
/** A data: icon is inlined in the wallet-connect metadata; keep it to a reasonable size (64 KiB). */
export const MAX_DATA_IMAGE_LENGTH = 65_536;

const WHITESPACE_OR_CONTROL = /[\s\p{Cc}\u2028\u2029\ufeff]/u;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/** Raster images only: an SVG can carry script when opened directly, a raster image cannot. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Schemes that run code, read local files or render arbitrary documents; never a wallet's app link. */
export const BLOCKED_LINK_SCHEMES: readonly string[] = Object.freeze([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
]);

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isCleanString(value: unknown, maxLength: number): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= maxLength &&
    !WHITESPACE_OR_CONTROL.test(value)
  );
}

/** An absolute http: or https: URL with a host and without user:password@ (a classic phishing disguise). */
export function isHttpUrl(value: unknown): value is string {
  if (!isCleanString(value, MAX_URL_LENGTH)) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return false;
  const url = parseUrl(value);
  return url !== undefined && url.hostname !== '' && url.username === '' && url.password === '';
}

/** A ws: or wss: URL (the WalletConnect relay). */
export function isWebSocketUrl(value: unknown): value is string {
  if (!isCleanString(value, MAX_URL_LENGTH)) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== 'ws' && scheme !== 'wss') return false;
  const url = parseUrl(value);
  return url !== undefined && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * An image source: an http(s) URL, or an inline base64 raster image (AppKit's docs show `data:image/png`
 * icons in `metadata.icons`, so apps moving over keep working).
 */
export function isSafeImageUrl(value: unknown): value is string {
  if (isHttpUrl(value)) return true;
  return isCleanString(value, MAX_DATA_IMAGE_LENGTH) && DATA_IMAGE.test(value);
}

/**
 * A wallet's app link (custom wallet `mobile_link` / `desktop_link`): wallets register their own schemes
 * ('metamask://', 'ledgerlive://'), so any scheme passes except the blocked ones; http(s) links must be
 * valid URLs.
 */
export function isSafeWalletLink(value: unknown): value is string {
  if (!isCleanString(value, MAX_URL_LENGTH)) return false;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined || BLOCKED_LINK_SCHEMES.includes(scheme)) return false;
  if (scheme === 'http' || scheme === 'https') return isHttpUrl(value);
  return true;
}
