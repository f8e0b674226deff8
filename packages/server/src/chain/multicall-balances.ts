/**
 * Native and ERC-20 balances of one account in ONE eth_call: Multicall3's aggregate3 holds
 * getEthBalance(owner) followed by balanceOf(owner) for each token. One call means one round trip
 * and one block, so the native and token amounts are always read from the same state.
 */
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  multicall3Abi,
  type PublicClient,
} from 'viem';

export interface AccountBalancesRead {
  native: bigint;
  /** One entry per requested token, in order; undefined when that token's call failed or answered garbage. */
  tokens: (bigint | undefined)[];
}

export interface ReadAccountBalancesParams {
  multicall3: Address | undefined;
  owner: Address;
  tokens: readonly Address[];
}

interface Call3Result {
  success: boolean;
  returnData: Hex;
}

const UINT256_DATA = /^0x[0-9a-fA-F]{64}$/;

/**
 * A call's uint256 answer, or undefined for a failed call or data that is not exactly one ABI word
 * (a token address without code "succeeds" with empty data).
 */
export function decodeUint256(result: Call3Result | undefined): bigint | undefined {
  if (result === undefined || !result.success || !UINT256_DATA.test(result.returnData)) return undefined;
  return hexToBigInt(result.returnData);
}

/**
 * Reads the balances. Without a Multicall3 on the chain only the native balance can be read in one
 * request (eth_getBalance); token balances are then reported as unavailable rather than read one call
 * per token.
 */
export async function readAccountBalances(
  client: PublicClient,
  { multicall3, owner, tokens }: ReadAccountBalancesParams,
): Promise<AccountBalancesRead> {
  if (multicall3 === undefined) {
    const native = await client.getBalance({ address: owner });
    return { native, tokens: tokens.map(() => undefined) };
  }
  const calls = [
    {
      target: multicall3,
      allowFailure: false,
      callData: encodeFunctionData({ abi: multicall3Abi, functionName: 'getEthBalance', args: [owner] }),
    },
    ...tokens.map((token) => ({
      target: token,
      // A broken token must not hide the native balance or the other tokens.
      allowFailure: true,
      callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    })),
  ];
  const results = (await client.readContract({
    address: multicall3,
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls],
  })) as readonly Call3Result[];
  const native = decodeUint256(results[0]);
  if (native === undefined) {
    throw new Error(`Multicall3 at ${multicall3} answered no native balance for ${owner}.`);
  }
  return {
    native,
    tokens: tokens.map((_, index) => decodeUint256(results[index + 1])),
  };
}
