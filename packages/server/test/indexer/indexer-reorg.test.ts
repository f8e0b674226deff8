/**
 * The indexer through reorgs (anvil snapshot and revert, then other blocks at the same or greater heights),
 * a fresh devnet under an old database, the 256 kept blocks, and a node without eth_getBlockReceipts.
 */
import { type Devnet, findFreePort, startDevnet } from '@walletport/devnet';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { createIndexStore } from '../../src/indexer/index.js';
import { devnetClient, pgliteOnly, rpcUrlOf, startTestServer } from '../blockchain/chain-test-kit.js';
import { useTestDevnet } from '../support/devnet-suite.js';
import { allHistory, useServer } from './history-client.js';
import {
  address,
  anvil,
  chainIndexer,
  indexUntilIdle,
  send,
  startNodeWithoutBlockReceipts,
} from './indexer-kit.js';

const testbed = useTestDevnet();

describe('the indexer through reorgs and fresh chains', () => {
  const server = useServer(pgliteOnly(), () => testbed.devnet);

  it('keeps only the last 256 blocks for reorg checks', async () => {
    await indexUntilIdle(chainIndexer(server.db, rpcUrlOf(testbed.devnet)));
    await anvil(testbed.devnet, 'anvil_mine', ['0x12c']);
    await indexUntilIdle(chainIndexer(server.db, rpcUrlOf(testbed.devnet)));
    const { rows } = await server.db.query<{ count: number | string; top: number | string }>(
      'SELECT count(*) AS count, max(number) AS top FROM indexer_blocks WHERE chain_id = 31337',
    );
    expect(Number(rows[0]?.count)).toBe(256);
    expect(BigInt(rows[0]?.top ?? 0)).toBe(await devnetClient(testbed.devnet).getBlockNumber());
  });

  it('undoes a revert followed by other blocks at the same heights', async () => {
    const { devnet } = testbed;
    const indexer = chainIndexer(server.db, rpcUrlOf(devnet));
    await indexUntilIdle(indexer);
    const snapshot = await devnet.snapshot();
    const reverted = await send(devnet, 7, { to: address(8), value: parseEther('1') });
    await indexUntilIdle(indexer);
    expect((await allHistory(server.app, address(8))).map((item) => item.id)).toContain(reverted.hash);

    await devnet.revert(snapshot);
    // The same height, another block: the head has the cursor's number and another hash.
    const replacement = await send(devnet, 7, { to: address(8), value: parseEther('2') });
    expect(replacement.blockNumber).toBe(reverted.blockNumber);
    const outcomes = await indexUntilIdle(indexer);
    expect(outcomes).toContain('rewound');
    const ids = (await allHistory(server.app, address(8))).map((item) => item.id);
    expect(ids).toContain(replacement.hash);
    expect(ids).not.toContain(reverted.hash);
  });

  it('undoes a revert to a shorter chain, and one whose new blocks outgrow the old', async () => {
    const { devnet } = testbed;
    const indexer = chainIndexer(server.db, rpcUrlOf(devnet));
    await indexUntilIdle(indexer);
    const snapshot = await devnet.snapshot();
    const gone = [];
    for (let i = 0; i < 3; i++)
      gone.push((await send(devnet, 7, { to: address(8), value: parseEther('0.1') })).hash);
    await indexUntilIdle(indexer);
    await devnet.revert(snapshot);
    // The head is now below the cursor.
    expect(await indexer.runRound()).toBe('rewound');
    const ids = (await allHistory(server.app, address(8))).map((item) => item.id);
    for (const hash of gone) expect(ids).not.toContain(hash);

    const second = await devnet.snapshot();
    const old = (await send(devnet, 7, { to: address(8), value: parseEther('0.2') })).hash;
    await indexUntilIdle(indexer);
    await devnet.revert(second);
    const fresh = [];
    for (let i = 0; i < 3; i++)
      fresh.push((await send(devnet, 8, { to: address(7), value: parseEther('0.01') })).hash);
    // Above the cursor now: the first new block's parent is not the cursor's block.
    expect(await indexUntilIdle(indexer)).toContain('rewound');
    const after = (await allHistory(server.app, address(8))).map((item) => item.id);
    expect(after).not.toContain(old);
    expect(after.slice(0, 3)).toEqual([...fresh].reverse());
    const cursor = await createIndexStore(server.db).readCursor(31337);
    const head = await devnetClient(devnet).getBlock({ blockTag: 'latest' });
    expect(cursor).toEqual({ number: head.number, hash: head.hash });
  });

  it('reads statuses one receipt at a time from a node without eth_getBlockReceipts', async () => {
    const node = await startNodeWithoutBlockReceipts(rpcUrlOf(testbed.devnet));
    try {
      await indexUntilIdle(chainIndexer(server.db, rpcUrlOf(testbed.devnet)));
      const failed = await send(testbed.devnet, 7, { to: testbed.devnet.contracts.wpt, value: 1n });
      const confirmed = await send(testbed.devnet, 7, { to: address(8), value: 1n });
      expect(failed.status).toBe('reverted');
      await indexUntilIdle(chainIndexer(server.db, node.url));
      // Asked once, then never again.
      expect(node.refused()).toBe(1);
      const { rows } = await server.db.query<{ hash: string; status: string }>(
        'SELECT hash, status FROM indexer_transactions WHERE hash = ANY($1::text[]) ORDER BY block_number',
        [[failed.hash, confirmed.hash]],
      );
      expect(rows).toEqual([
        { hash: failed.hash, status: 'failed' },
        { hash: confirmed.hash, status: 'confirmed' },
      ]);
    } finally {
      await node.close();
    }
  });

  it('reindexes a devnet restarted fresh under the old database', async () => {
    const before = await allHistory(server.app, address(8));
    expect(before.length).toBeGreaterThan(0);
    let fresh: Devnet | undefined;
    try {
      fresh = await startDevnet({
        chains: [{ id: 31337, name: 'Fresh devnet', port: await findFreePort() }],
      });
      const freshUrl = rpcUrlOf(fresh);
      const outcomes = await indexUntilIdle(chainIndexer(server.db, freshUrl));
      expect(outcomes).toContain('rewound');
      // The old chain's transactions are gone; the fresh chain's own history (its seed) is there.
      const app = await startTestServer({ db: server.db, rpcUrls: [freshUrl] });
      try {
        expect((await allHistory(app, address(8))).map((item) => item.id)).toEqual([]);
        const seeded = await allHistory(app, address(0));
        expect(seeded.length).toBeGreaterThan(0);
        for (const item of seeded) {
          const receipt = await devnetClient(fresh).getTransactionReceipt({ hash: item.id as `0x${string}` });
          expect(receipt.status).toBe(item.metadata.status === 'confirmed' ? 'success' : 'reverted');
        }
      } finally {
        await app.close();
      }
      const cursor = await createIndexStore(server.db).readCursor(31337);
      const head = await devnetClient(fresh).getBlock({ blockTag: 'latest' });
      expect(cursor).toEqual({ number: head.number, hash: head.hash });
    } finally {
      await fresh?.stop();
    }
  }, 60_000);
});
