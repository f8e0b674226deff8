/**
 * The native balance, read from the node (not the wallet), so it works before and without a connection.
 * Loaded on first use: the account button asks for it right after connect. Token balances are a chunk
 * of their own (erc20-balances.ts), because multicall brings viem's action code along.
 */
import type { Config } from '@wagmi/core';
import { type CaipNetwork, toEvmChainId } from '@walletport/core/internal';
import { type Address, type Chain, type Client, createClient, hexToBigInt } from 'viem';
import { defaultTransport } from './config.js';

/**
 * wagmi's client for a configured network (the app's transport), else a client on the network's RPC URL.
 * A bare client, not createPublicClient: the reads here call actions as functions, and a public client
 * would bring every public action along.
 */
export function networkClient(config: Config, network: CaipNetwork): Client {
  const chainId = toEvmChainId(network.id);
  if (config.chains.some((chain) => chain.id === chainId)) return config.getClient({ chainId }) as Client;
  return createClient({ chain: network as unknown as Chain, transport: defaultTransport(network) });
}

/**
 * eth_getBalance, asked directly: viem's getBalance would route through Multicall3's getEthBalance on a
 * client that batches (wagmi's clients do), which fails on chains without Multicall3.
 */
export async function readNativeBalance(client: Client, address: Address): Promise<bigint> {
  const hex = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] });
  return hexToBigInt(hex);
}
