/**
 * What the sandbox reads from the devnet to price a purchase: a USD feed's latest answer (the
 * AggregatorV3 interface, as a hosted provider would read its market) and the chain's gas price.
 */
import { type Address, createPublicClient, http, type PublicClient } from 'viem';
import type { SandboxChain } from './catalogue.js';
import type { FeedPrice } from './quote-math.js';

const AGGREGATOR_V3_ABI = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
  {
    type: 'function',
    name: 'latestRoundData',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'roundId', type: 'uint80' },
      { name: 'answer', type: 'int256' },
      { name: 'startedAt', type: 'uint256' },
      { name: 'updatedAt', type: 'uint256' },
      { name: 'answeredInRound', type: 'uint80' },
    ],
  },
] as const;

export class ChainUnavailable extends Error {
  override readonly name = 'ChainUnavailable';
}

export interface ChainReader {
  feedPrice(chain: SandboxChain, feed: Address): Promise<FeedPrice>;
  gasPrice(chain: SandboxChain): Promise<bigint>;
}

export function createChainReader(): ChainReader {
  const clients = new Map<number, PublicClient>();
  const clientOf = (chain: SandboxChain) => {
    let client = clients.get(chain.id);
    if (client === undefined) {
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: 5_000 }) });
      clients.set(chain.id, client);
    }
    return client;
  };
  // A failed read says only that the chain did not answer: viem's messages carry the RPC URL.
  const guard = async <T>(chain: SandboxChain, read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch {
      throw new ChainUnavailable(`${chain.name} did not answer.`);
    }
  };
  return {
    feedPrice: (chain, feed) =>
      guard(chain, async () => {
        const client = clientOf(chain);
        const [decimals, round] = await Promise.all([
          client.readContract({ address: feed, abi: AGGREGATOR_V3_ABI, functionName: 'decimals' }),
          client.readContract({ address: feed, abi: AGGREGATOR_V3_ABI, functionName: 'latestRoundData' }),
        ]);
        return { answer: round[1], decimals };
      }),
    gasPrice: (chain) => guard(chain, () => clientOf(chain).getGasPrice()),
  };
}
