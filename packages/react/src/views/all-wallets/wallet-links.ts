/**
 * Which wallet links the modal may open. Links come from the registry or the app's options, so they are
 * untrusted: a `javascript:` or `data:` link would run in the page. Web links must be https (plain http
 * only to this machine, for local development); app links may use the wallet's own scheme
 * (`metamask://`), never one a browser executes or reads locally.
 */
import type { RegistryWallet } from './registry-types.js';

/** Schemes that run code or read local data when opened; never an app link. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
]);
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** Registry values are short; anything longer is not a link someone meant. */
const MAX_LINK_LENGTH = 2048;

const hasControlOrSpace = (text: string): boolean =>
  Array.from(text).some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0x20 || code === 0x7f || /\s/u.test(char);
  });

function parse(link: unknown): URL | undefined {
  if (typeof link !== 'string' || link.length === 0 || link.length > MAX_LINK_LENGTH) return undefined;
  // Control characters and spaces let a link read differently from what opens.
  if (hasControlOrSpace(link)) return undefined;
  try {
    const url = new URL(link);
    // Credentials in a link are a phishing trick (https://wallet.com@evil.example).
    return url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An https link (or http to localhost), normalised; undefined otherwise. Never throws. */
export function safeWebLink(link: unknown): string | undefined {
  const url = parse(link);
  if (url === undefined) return undefined;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.href;
  return undefined;
}

/** A web link, or a wallet app link with its own scheme (`trust://`); undefined otherwise. Never throws. */
export function safeAppLink(link: unknown): string | undefined {
  const web = safeWebLink(link);
  if (web !== undefined) return web;
  const url = parse(link);
  if (url === undefined || url.protocol === 'http:' || FORBIDDEN_SCHEMES.has(url.protocol)) return undefined;
  // Keep the link as written: URL normalisation of custom schemes differs between browsers.
  return /^[a-z][a-z0-9+.-]*:/i.test(link as string) ? (link as string) : undefined;
}

export type WalletLinkKind = 'desktop' | 'webapp' | 'mobile' | 'homepage';

export interface WalletLink {
  kind: WalletLinkKind;
  href: string;
}

/**
 * The links to offer for a wallet that is not installed, most useful first: its desktop app, its web
 * app, its mobile app (only on a phone: on a computer the app scheme opens nothing), then its website.
 */
export function walletLinks(wallet: RegistryWallet, { isMobile }: { isMobile: boolean }): WalletLink[] {
  const candidates: [WalletLinkKind, string | undefined][] = [
    ['desktop', isMobile ? undefined : safeAppLink(wallet.desktop_link)],
    ['webapp', safeWebLink(wallet.webapp_link)],
    ['mobile', isMobile ? safeAppLink(wallet.mobile_link) : undefined],
    ['homepage', safeWebLink(wallet.homepage)],
  ];
  return candidates.flatMap(([kind, href]) => (href === undefined ? [] : [{ kind, href }]));
}
