/**
 * How wallet failures leave an eip155 adapter. A visitor's "no" becomes core's typed
 * UserRejectedRequestError (code 4001) whatever the wallet or library wrapped it in (viem's
 * UserRejectedRequestError, ethers' ACTION_REJECTED, a bare {code: 4001}), so `isUserRejection` and
 * `instanceof` both work; other failures keep the error that was raised (typed by its library, with its
 * code and details), because callers such as the add-chain fallback read the wallet's code from it.
 */
import { isUserRejection, parseWalletError } from '../errors/index.js';

export function toAdapterError(error: unknown): unknown {
  return isUserRejection(error) ? parseWalletError(error) : error;
}
