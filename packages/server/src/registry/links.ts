/**
 * Links from the registry are untrusted (an import file can hold anything) and end up as hrefs in
 * visitors' pages. Web links must be https; app links must be https or use a known wallet scheme
 * (`metamask://`). Everything else, `javascript:` and `data:` first of all, is refused.
 */

/** App-link schemes of well-known wallets (and WalletConnect's own); imports may allow more explicitly. */
export const KNOWN_WALLET_SCHEMES: ReadonlySet<string> = new Set([
  'argent',
  'bitkeep',
  'bnc',
  'cbwallet',
  'coin98',
  'dfw',
  'exodus',
  'imtokenv2',
  'keplrwallet',
  'krakenwallet',
  'ledgerlive',
  'metamask',
  'mewwallet',
  'okex',
  'oneinch',
  'phantom',
  'rainbow',
  'roninwallet',
  'safepalwallet',
  'solflare',
  'subwallet',
  'tpoutside',
  'trust',
  'uniswap',
  'wc',
  'xverse',
  'zengo',
  'zerion',
  'mathwallet',
  'bitpie',
  'walletport',
]);

/** Schemes a browser executes, reads locally or treats specially: never allowed, not even explicitly. */
export const FORBIDDEN_SCHEMES: ReadonlySet<string> = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'http',
  'ftp',
  'ws',
  'wss',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'view-source',
  'intent',
  'jar',
  'resource',
  'ms-appx',
]);

const MAX_LINK_LENGTH = 2048;
const SCHEME = /^([a-z][a-z0-9+.-]{0,31}):/;

/**
 * Controls, format characters (bidi overrides and isolates, zero-width marks), separators of any kind,
 * private-use, unassigned and lone surrogate code points: each lets a link read differently from what
 * opens (U+202E turns "…/gpj.exe" into "…/exe.jpg").
 */
const INVISIBLE_OR_REORDERING = /[\p{Cc}\p{Cf}\p{Z}\p{Co}\p{Cn}\p{Cs}]/u;

function hasUnsafeCharacters(text: string): boolean {
  // Backslashes and markup characters too: browsers and renderers read them their own ways.
  return INVISIBLE_OR_REORDERING.test(text) || /[\\<>"'`]/.test(text);
}

/** An https URL with a host and without credentials, normalised; undefined otherwise. Never throws. */
export function safeHttpsLink(link: unknown): string | undefined {
  if (typeof link !== 'string' || link.length === 0 || link.length > MAX_LINK_LENGTH) return undefined;
  if (hasUnsafeCharacters(link) || !URL.canParse(link)) return undefined;
  const url = new URL(link);
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return undefined;
  return url.href;
}

/** An https link, or `scheme://…` with a known (or explicitly allowed) wallet scheme, kept as written. */
export function safeAppLink(
  link: unknown,
  extraSchemes: ReadonlySet<string> = new Set(),
): string | undefined {
  const web = safeHttpsLink(link);
  if (web !== undefined) return web;
  if (typeof link !== 'string' || link.length > MAX_LINK_LENGTH || hasUnsafeCharacters(link))
    return undefined;
  const scheme = SCHEME.exec(link)?.[1];
  if (scheme === undefined || FORBIDDEN_SCHEMES.has(scheme)) return undefined;
  if (!KNOWN_WALLET_SCHEMES.has(scheme) && !extraSchemes.has(scheme)) return undefined;
  // Only the `scheme://` form: 'metamask:alert(1)' style opaque links have no business in a registry.
  return link.startsWith(`${scheme}://`) ? link : undefined;
}

/** Whether a scheme may be allowed for app links by an operator (import --allow-scheme). */
export function isAllowableScheme(scheme: string): boolean {
  return /^[a-z][a-z0-9+.-]{0,31}$/.test(scheme) && !FORBIDDEN_SCHEMES.has(scheme);
}
