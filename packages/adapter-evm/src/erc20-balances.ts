/** ERC-20 balances read with one Multicall3 aggregate3 call. Loaded on first use. */
import { type CaipNetwork, createError } from '@walletport/core/internal';
import { type Address, type Client, erc20Abi } from 'viem';
import { multicall } from 'viem/actions';
import {
  type CallResult,
  decodeErc20Balances,
  type Erc20Balance,
  MULTICALL_BATCH_SIZE,
} from './token-balances.js';

export interface ReadErc20BalancesParams {
  client: Client;
  multicallAddress: Address;
  owner: Address;
  tokens: readonly Address[];
}

/** balanceOf, decimals and symbol of every token in one aggregate3 call (while under the batch size). */
export async function readErc20Balances({
  client,
  multicallAddress,
  owner,
  tokens,
}: ReadErc20BalancesParams): Promise<Erc20Balance[]> {
  if (tokens.length === 0) return [];
  const contracts = tokens.flatMap((token) => [
    { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] } as const,
    { address: token, abi: erc20Abi, functionName: 'decimals' } as const,
    { address: token, abi: erc20Abi, functionName: 'symbol' } as const,
  ]);
  const results = await multicall(client, {
    contracts,
    allowFailure: true,
    multicallAddress,
    batchSize: MULTICALL_BATCH_SIZE,
  });
  return decodeErc20Balances(tokens, results as readonly CallResult[]);
}

/**
 * readErc20Balances on the Multicall3 the network declares (viem's `contracts.multicall3`). Throws
 * 'Token Balance Unavailable' when it declares none: reading token by token instead would be many
 * requests where one should do.
 */
export async function readNetworkTokenBalances(
  params: Omit<ReadErc20BalancesParams, 'multicallAddress'> & { network: CaipNetwork },
): Promise<Erc20Balance[]> {
  const multicallAddress = params.network.contracts?.multicall3?.address;
  if (multicallAddress === undefined) {
    throw createError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `Network ${params.network.caipNetworkId} declares no contracts.multicall3.`,
    });
  }
  return readErc20Balances({ ...params, multicallAddress });
}
