/**
 * Gas prices from the chain's own fee data: the next block's base fee plus the priority fees recent
 * blocks actually paid, at the 25th, 50th and 90th percentile, for standard, fast and instant. A chain
 * without EIP-1559 fee history answers its eth_gasPrice for all three.
 */
import type { PublicClient } from 'viem';
import type { GasPrices } from './swap-provider.js';

const BLOCKS = 10;
const PERCENTILES = [25, 50, 90];

export async function readGasPrices(client: PublicClient): Promise<GasPrices> {
  const history = await client
    .getFeeHistory({ blockCount: BLOCKS, rewardPercentiles: PERCENTILES, blockTag: 'latest' })
    .catch(() => undefined);
  const nextBaseFee = history?.baseFeePerGas.at(-1);
  if (history === undefined || nextBaseFee === undefined || history.reward === undefined) {
    const price = (await client.getGasPrice()).toString();
    return { standard: price, fast: price, instant: price };
  }
  const rewards = history.reward;
  const averageTip = (column: number): bigint => {
    const paid = rewards.map((row) => row[column] ?? 0n);
    return paid.length === 0 ? 0n : paid.reduce((sum, tip) => sum + tip, 0n) / BigInt(paid.length);
  };
  const standard = nextBaseFee + averageTip(0);
  // Each speed pays at least the slower one, whatever the sampled tips were.
  const fast = maxOf(standard, nextBaseFee + averageTip(1));
  const instant = maxOf(fast, nextBaseFee + averageTip(2));
  return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() };
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
