/**
 * The buttons a registry wallet gets next to its QR code: each of its links with the pairing URI in it
 * (core's formatWalletConnectLink: `wc?uri=<encoded URI>` after the native scheme or universal link).
 * Links come from the registry, so only safe ones are used (wallet-links.ts). A desktop app link is
 * offered on a computer, the mobile link (deep link or universal link) on a phone, the web app on both.
 */
import { formatUniversalLink, formatWalletConnectLink } from '@walletport/core/internal';
import type { RegistryWallet } from '../all-wallets/registry-types.js';
import { safeAppLink, safeWebLink } from '../all-wallets/wallet-links.js';

export type WalletConnectLinkKind = 'mobile' | 'desktop' | 'webapp';

export interface WalletConnectLink {
  kind: WalletConnectLinkKind;
  /** The wallet's own link (what is remembered as the deep-link choice; it holds no pairing secret). */
  base: string;
  /** The link with the pairing URI, to open. */
  href: string;
  /** A web page opens in a new tab; an app scheme or universal link replaces nothing and opens in place. */
  newTab: boolean;
}

export function walletConnectLinks(
  wallet: Pick<RegistryWallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  uri: string,
  { isMobile }: { isMobile: boolean },
): WalletConnectLink[] {
  const links: WalletConnectLink[] = [];
  const mobile = isMobile ? safeAppLink(wallet.mobile_link) : undefined;
  if (mobile !== undefined)
    links.push({ kind: 'mobile', base: mobile, href: formatWalletConnectLink(mobile, uri), newTab: false });
  const desktop = isMobile ? undefined : safeAppLink(wallet.desktop_link);
  if (desktop !== undefined)
    links.push({
      kind: 'desktop',
      base: desktop,
      href: formatWalletConnectLink(desktop, uri),
      newTab: false,
    });
  const webapp = safeWebLink(wallet.webapp_link);
  if (webapp !== undefined)
    links.push({ kind: 'webapp', base: webapp, href: formatUniversalLink(webapp, uri), newTab: true });
  return links;
}

/** Opens a link from a click (the user activation an app scheme or popup needs). */
export function openWalletLink(link: Pick<WalletConnectLink, 'href' | 'newTab'>): void {
  const page = globalThis.window;
  if (page === undefined) return;
  if (link.newTab) page.open(link.href, '_blank', 'noopener,noreferrer');
  else page.open(link.href, '_self', 'noreferrer');
}
