/**
 * Many view calls in one round trip and one block: through the chain's Multicall3 when it has one,
 * else one request each. A reverted call is `undefined` in its slot, never a failure of the batch, so one
 * missing pool does not hide the others; an unreachable chain still throws.
 */
import { type Abi, BaseError, ContractFunctionRevertedError, type PublicClient } from 'viem';
import type { HexAddress } from '../config.js';

export interface ViewCall {
  address: HexAddress;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
}

export async function readViews(client: PublicClient, calls: readonly ViewCall[]): Promise<unknown[]> {
  if (calls.length === 0) return [];
  if (client.chain?.contracts?.multicall3 !== undefined) {
    const results = await client.multicall({
      contracts: calls as unknown as Parameters<PublicClient['multicall']>[0]['contracts'],
      allowFailure: true,
    });
    return results.map((entry) => (entry.status === 'success' ? entry.result : undefined));
  }
  return Promise.all(
    calls.map((call) =>
      client
        .readContract(call as unknown as Parameters<PublicClient['readContract']>[0])
        .catch((error: unknown) => {
          if (isRevert(error)) return undefined;
          throw error;
        }),
    ),
  );
}

function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ContractFunctionRevertedError) instanceof
      ContractFunctionRevertedError
  );
}
