import type { CustomWallet } from '@walletport/core';
import type { RegistryWallet } from './registry-types.js';

/** The app's `customWallets` as registry listings, so every list and lookup treats them alike. */
export function customWalletListings(wallets: readonly Readonly<CustomWallet>[]): RegistryWallet[] {
  return wallets.map((wallet) => {
    const listing: RegistryWallet = {
      id: wallet.id,
      name: wallet.name,
      rdns: wallet.rdns ?? null,
      mobile_link: wallet.mobile_link ?? null,
      desktop_link: wallet.desktop_link ?? null,
      webapp_link: wallet.webapp_link ?? null,
    };
    if (wallet.homepage !== undefined) listing.homepage = wallet.homepage;
    if (wallet.image_url !== undefined) listing.image_url = wallet.image_url;
    return listing;
  });
}
