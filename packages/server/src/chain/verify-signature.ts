/**
 * Whether `address` signed `message`, for every account kind a wallet may sign with: viem's
 * verifyMessage recovers an EOA signature locally first ('eoa' mode); otherwise it asks the chain through
 * ERC-6492's universal validator, which covers deployed ERC-1271 contract wallets and counterfactual
 * (not yet deployed) ones. An RPC failure is the upstream's, not a bad signature: 502, try again.
 */
import type { Hex, PublicClient } from 'viem';
import { ApiError } from '../http/api-error.js';

export async function isSignedBy(
  client: PublicClient,
  address: Hex,
  message: string,
  signature: Hex,
): Promise<boolean> {
  try {
    return await client.verifyMessage({ address, message, signature, mode: 'eoa' });
  } catch {
    throw new ApiError(
      502,
      'UPSTREAM_UNAVAILABLE',
      'The signature could not be checked on the chain; try again.',
    );
  }
}
