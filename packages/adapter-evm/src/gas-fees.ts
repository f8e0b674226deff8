/**
 * The fee inputs of a chain's latest block (the getGasFees capability): the base fee and the node's
 * suggested tip on an EIP-1559 chain, else the gas price. Core prices a send from them (max fee = base
 * fee × 1.2 + tip), so the modal shows and sends the same numbers. Loaded on first use.
 */
import type { Config } from '@wagmi/core';
import type { GasFees } from '@walletport/core/internal';
import type { Client } from 'viem';
import { estimateMaxPriorityFeePerGas, getBlock, getGasPrice } from 'viem/actions';
import { WagmiAdapterError } from './errors.js';

export async function readGasFees(config: Config, chainId: number): Promise<GasFees> {
  const client = config.getClient({ chainId }) as Client;
  try {
    const block = await getBlock(client, { blockTag: 'latest' });
    if (typeof block.baseFeePerGas === 'bigint') {
      // viem asks eth_maxPriorityFeePerGas, falling back to gas price − base fee on nodes without it.
      const maxPriorityFeePerGas = await estimateMaxPriorityFeePerGas(client);
      return { baseFeePerGas: block.baseFeePerGas, maxPriorityFeePerGas };
    }
    return { gasPrice: await getGasPrice(client) };
  } catch (error) {
    throw new WagmiAdapterError('ADAPTER_ESTIMATE_GAS_FAILED', { cause: error, category: 'NODE_ERROR' });
  }
}
