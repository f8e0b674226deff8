/**
 * How wallet failures leave the adapter. A visitor's "no" becomes core's typed UserRejectedRequestError
 * (code 4001) whatever the wallet or wagmi wrapped it in, so `isUserRejection` and `instanceof` both work;
 * other failures keep the error wagmi or viem raised (already typed, with shortMessage and details).
 */
import { isUserRejection, parseWalletError } from '@walletport/core';

export function toAdapterError(error: unknown): unknown {
  return isUserRejection(error) ? parseWalletError(error) : error;
}
