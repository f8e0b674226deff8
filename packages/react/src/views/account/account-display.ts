import { truncateAddress } from '@walletport/core';

/**
 * What the account header calls the visitor: the resolved profile name when there is one, else the
 * address cut to 4 + 6 characters. A blank name is treated as none, so the header is never empty.
 */
export function accountDisplayName(profileName: string | null | undefined, address: string): string {
  const name = profileName?.trim();
  return name ? name : truncateAddress(address);
}
