/**
 * After a reorg (or an anvil revert, or a devnet restarted fresh under an old database) the indexer walks
 * back through the blocks it kept until it finds one the chain still has, with the same hash: everything
 * above that common ancestor is no longer true. Hashes are asked a few blocks at a time, highest first.
 */
import type { Cursor } from './index-store.js';

export const ANCESTOR_PROBE_BATCH = 16;

/**
 * The highest kept block whose hash the chain still has at its height, or undefined when none of
 * `kept` (highest first) is on the chain any more.
 */
export async function findCommonAncestor(
  kept: readonly Cursor[],
  hashOnChain: (number: bigint) => Promise<string | undefined>,
): Promise<Cursor | undefined> {
  for (let start = 0; start < kept.length; start += ANCESTOR_PROBE_BATCH) {
    const batch = kept.slice(start, start + ANCESTOR_PROBE_BATCH);
    const hashes = await Promise.all(batch.map((block) => hashOnChain(block.number)));
    const index = batch.findIndex(
      (block, position) => hashes[position]?.toLowerCase() === block.hash.toLowerCase(),
    );
    if (index >= 0) return batch[index];
  }
  return undefined;
}
