/**
 * Whether `address` signed `message`, for every account kind a wallet may sign with: viem's
 * verifyMessage recovers an EOA signature locally first ('eoa' mode); otherwise it asks the chain through
 * ERC-6492's universal validator, which covers deployed ERC-1271 contract wallets and counterfactual
 * (not yet deployed) ones. An RPC failure is the upstream's, not a bad signature: 502, try again.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import type { Hex, PublicClient } from 'viem';
import { ApiError } from '../http/api-error.js';

const HALF_CURVE_ORDER = secp256k1.CURVE.n >> 1n;
const RSV_SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/**
 * Whether `signature` is a 65-byte (r, s, v) signature whose s is in the upper half of the curve order.
 * For every valid signature (r, s) there is a second one, (r, n - s), of the same message by the same key;
 * accepting both would let anyone turn a signature into another valid one (EIP-2 makes Ethereum
 * transactions take only the low-s form, and so does this server). Other lengths (ERC-1271 and ERC-6492
 * signatures, EIP-2098 compact ones, whose s is low by construction) are left to their verifier.
 */
export function hasHighS(signature: string): boolean {
  if (!RSV_SIGNATURE.test(signature)) return false;
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  return s > HALF_CURVE_ORDER;
}

export async function isSignedBy(
  client: PublicClient,
  address: Hex,
  message: string,
  signature: Hex,
): Promise<boolean> {
  if (hasHighS(signature)) return false;
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
