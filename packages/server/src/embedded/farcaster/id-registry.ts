/**
 * The chain side of a Farcaster sign-in: custodyOf and usernameOf read from the configured ID registry,
 * and the signature checked for any account kind (verify-signature.ts: EOA, ERC-1271, ERC-6492).
 * Farcaster's own registry has no usernameOf (names live off chain there): a registry that reverts or
 * answers nothing for it keeps no names, and the sign-in carries none. An RPC failure is the upstream's,
 * not a refusal: 502, try again.
 */
import {
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  type Hex,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem';
import { isSignedBy } from '../../chain/verify-signature.js';
import { ApiError } from '../../http/api-error.js';
import type { SignInChain } from './verify-sign-in.js';

export const idRegistryAbi = parseAbi([
  'function custodyOf(uint256 fid) view returns (address)',
  'function usernameOf(uint256 fid) view returns (string)',
]);

function upstreamFailed(): ApiError {
  return new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'The ID registry could not be read; try again.');
}

/** Whether the call reached the contract and the contract has no such answer (a revert, or no code for it). */
function isMissingFunction(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
    ) !== null
  );
}

export function registryChain(client: PublicClient, registry: Hex): SignInChain {
  return {
    async custodyOf(fid) {
      let custody: Hex;
      try {
        custody = await client.readContract({
          address: registry,
          abi: idRegistryAbi,
          functionName: 'custodyOf',
          args: [BigInt(fid)],
        });
      } catch {
        throw upstreamFailed();
      }
      return custody === zeroAddress ? undefined : custody;
    },

    async usernameOf(fid) {
      try {
        const name = await client.readContract({
          address: registry,
          abi: idRegistryAbi,
          functionName: 'usernameOf',
          args: [BigInt(fid)],
        });
        return name === '' ? undefined : name;
      } catch (error) {
        if (isMissingFunction(error)) return undefined;
        throw upstreamFailed();
      }
    },

    isSignedBy: (address, message, signature) => isSignedBy(client, address, message, signature),
  };
}
