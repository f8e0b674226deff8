/**
 * The wallets the modal lists when no wallet registry answers (no `apiUrl`, or the server is down): core's
 * catalogue of well-known wallets (KNOWN_WALLETS: public facts, ids are stable slugs, chains are
 * representative CAIP-2 ids per namespace, ordered by rank) as registry listings. No images: rows show the
 * wallet's initials. registry-query.ts matches a query by namespace.
 * This module is only imported dynamically (wallet-registry.ts loads it on the first fallback), so the
 * catalogue stays out of the first-click bundle (packages/react/test/bundle-size.test.ts).
 */
import { KNOWN_WALLETS } from '../connectors/known-wallets.js';
import type { RegistryWallet } from './registry-types.js';

/** The bundled list as registry listings (fresh objects per call, so callers may keep or change them). */
export function bundledWallets(): RegistryWallet[] {
  return KNOWN_WALLETS.map((wallet) => ({
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns ?? null,
    homepage: wallet.homepage,
    chains: [...wallet.chains],
    mobile_link: wallet.mobileLink ?? null,
    desktop_link: wallet.desktopLink ?? null,
    webapp_link: wallet.webappLink ?? null,
  }));
}
