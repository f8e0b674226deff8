/**
 * Which image sources the modal renders. Wallet and network images come from registries and app options,
 * so they are untrusted: only https, plain http to this machine (local development), and raster or SVG
 * data URIs pass. Images are always drawn with <img>, where an SVG cannot run script; never inlined.
 */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif|svg\+xml)(?:;[a-z0-9=.+-]*)*,/i;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** The source to give <img>, or undefined when `src` is missing or not allowed. Never throws. */
export function safeImageSrc(src: unknown): string | undefined {
  if (typeof src !== 'string' || src.length === 0) return undefined;
  // Data URIs are matched on the raw text: a URL parser would accept variants the regex is meant to refuse.
  if (src.slice(0, 5).toLowerCase() === 'data:') return DATA_IMAGE.test(src) ? src : undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  // Credentials in an image URL are a phishing trick (https://wallet.com@evil.example) and never needed.
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.href;
  return undefined;
}

export function isSafeImageSrc(src: unknown): boolean {
  return safeImageSrc(src) !== undefined;
}
