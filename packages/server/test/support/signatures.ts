/**
 * Signature helpers for tests of hostile input: the malleated (high-s) twin of a 65-byte secp256k1
 * signature, which recovers the same signer.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import type { Hex } from 'viem';

/** (r, n - s) with the recovery bit flipped: the same signer, the other spelling. */
export function highSTwin(signature: Hex | string): Hex {
  const r = signature.slice(2, 66);
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = Number.parseInt(signature.slice(130, 132), 16);
  const twinS = (secp256k1.CURVE.n - s).toString(16).padStart(64, '0');
  const twinV = (v === 27 ? 28 : v === 28 ? 27 : v ^ 1).toString(16).padStart(2, '0');
  return `0x${r}${twinS}${twinV}`;
}
