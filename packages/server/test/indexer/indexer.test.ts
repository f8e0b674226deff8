/**
 * The indexer against a real anvil: native, ERC-20 and ERC-721 transfers and a failed transaction reach
 * the history and NFT routes; a restarted indexer resumes where it stopped; the server's own loop indexes
 * by itself and reports its lag. Reorgs and fresh chains: indexer-reorg.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { type LocalAccount, parseEther, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAIP_CHAIN_ID,
  devnetClient,
  pgliteOnly,
  rpcUrlOf,
  startTestServer,
  withProject,
} from '../blockchain/chain-test-kit.js';
import { testDatabaseKinds } from '../support/databases.js';
import { useTestDevnet } from '../support/devnet-suite.js';
import { allHistory, history, useServer } from './history-client.js';
import {
  address,
  call,
  chainIndexer,
  deployCollectibles,
  freshAccount,
  indexUntilIdle,
  send,
  startMetadataSite,
} from './indexer-kit.js';

const testbed = useTestDevnet();
let site: Awaited<ReturnType<typeof startMetadataSite>>;
beforeAll(async () => {
  site = await startMetadataSite();
});
afterAll(async () => {
  await site?.close();
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'the indexer on %s',
  (_name, kind) => {
    const server = useServer(kind, () => testbed.devnet);
    const sent: Record<string, string> = {};
    let collection: `0x${string}`;
    // Accounts of this suite's own: the other database kind's suite writes into the same devnet.
    let me: LocalAccount;
    let friend: LocalAccount;

    it('indexes native, ERC-20 and ERC-721 transfers and failed transactions into the history', async () => {
      const { devnet } = testbed;
      me = await freshAccount(devnet);
      friend = await freshAccount(devnet);
      collection = await deployCollectibles(devnet, site.baseUri);
      sent.native = (await send(devnet, 5, { to: me.address, value: parseEther('0.25') })).hash;
      sent.token = (
        await send(devnet, 3, {
          to: devnet.contracts.wpusd,
          data: call.transferToken(me.address, parseUnits('12.5', 6)),
        })
      ).hash;
      sent.mint = (await send(devnet, 9, { to: collection, data: call.mint(me.address, 1n) })).hash;
      sent.mintBroken = (await send(devnet, 9, { to: collection, data: call.mint(me.address, 404n) })).hash;
      sent.nftOut = (
        await send(devnet, me, { to: collection, data: call.transferNft(me.address, friend.address, 404n) })
      ).hash;
      const failed = await send(devnet, me, { to: collection, value: parseEther('1') });
      expect(failed.status).toBe('reverted');
      sent.failed = failed.hash;

      const outcomes = await indexUntilIdle(chainIndexer(server.db, rpcUrlOf(devnet)));
      expect(outcomes.at(-1)).toBe('idle');

      const items = await allHistory(server.app, me.address);
      const funding = items.at(-1)?.id;
      expect(items.map((item) => item.id)).toEqual([
        sent.failed,
        sent.nftOut,
        sent.mintBroken,
        sent.mint,
        sent.token,
        sent.native,
        funding,
      ]);
      const [failedItem, nftOut, mintBroken, mint, token, native] = items;
      expect(failedItem?.metadata).toMatchObject({
        operationType: 'send',
        status: 'failed',
        sentTo: collection,
      });
      expect(failedItem?.transfers).toEqual([]);
      expect(nftOut?.metadata.operationType).toBe('send');
      expect(nftOut?.transfers).toEqual([
        {
          direction: 'out',
          quantity: { numeric: '1', decimals: '0' },
          nft_info: {
            name: 'Walletport Collectibles #404',
            contract: collection,
            tokenId: '404',
            content: null,
            flags: { is_spam: false },
          },
        },
      ]);
      expect(mintBroken?.metadata.operationType).toBe('mint');
      expect(mint?.transfers[0]?.nft_info).toEqual({
        name: 'Test NFT #1',
        contract: collection,
        tokenId: '1',
        content: { preview: { url: site.baseUri.replace(/\/$/, '/1.svg') } },
        flags: { is_spam: false },
      });
      expect(token?.metadata).toMatchObject({
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: address(3),
      });
      expect(token?.transfers).toMatchObject([
        {
          direction: 'in',
          quantity: { numeric: '12.5', decimals: '6' },
          fungible_info: { name: 'Walletport USD', symbol: 'WPUSD', address: testbed.devnet.contracts.wpusd },
        },
      ]);
      const etherBlock = await devnetClient(testbed.devnet).getTransactionReceipt({
        hash: sent.native as `0x${string}`,
      });
      const block = await devnetClient(testbed.devnet).getBlock({ blockNumber: etherBlock.blockNumber });
      expect(native?.metadata).toEqual({
        operationType: 'receive',
        hash: sent.native,
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: address(5),
        sentTo: me.address,
        status: 'confirmed',
        nonce: expect.any(Number),
        chain: CAIP_CHAIN_ID,
      });
      // The devnet's feed prices ether: price and value are there, and agree.
      const etherTransfer = native?.transfers[0];
      expect(etherTransfer).toMatchObject({ direction: 'in', quantity: { numeric: '0.25', decimals: '18' } });
      expect(etherTransfer?.price).toBeGreaterThan(0);
      expect(etherTransfer?.value).toBeCloseTo((etherTransfer?.price ?? 0) * 0.25, 9);
    });

    it('serves the same history for a CAIP-10 account id, and the sender sees its side', async () => {
      const caip = await history(server.app, `${CAIP_CHAIN_ID}:${me.address}`);
      expect(caip.data.map((item) => item.id)).toContain(sent.native);
      const sender = await allHistory(server.app, address(5));
      const sentEther = sender.find((item) => item.id === sent.native);
      expect(sentEther?.metadata.operationType).toBe('send');
      expect(sentEther?.transfers[0]?.direction).toBe('out');
      const friendHistory = await allHistory(server.app, friend.address);
      expect(friendHistory.find((item) => item.id === sent.nftOut)?.metadata.operationType).toBe('receive');
    });

    it('lists the NFTs an account owns now, with their metadata', async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${me.address}/nfts`, { chainId: CAIP_CHAIN_ID }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          {
            chainId: CAIP_CHAIN_ID,
            contract: collection,
            tokenId: '1',
            name: 'Test NFT #1',
            description: 'A test.',
            imageUrl: `${site.baseUri}1.svg`,
            collection: { name: 'Walletport Collectibles', symbol: 'WPC' },
            isSpam: false,
          },
        ],
      });
      const receiver = await server.app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${friend.address}/nfts`, { chainId: CAIP_CHAIN_ID }),
      });
      expect(receiver.json().data).toMatchObject([
        { tokenId: '404', name: 'Walletport Collectibles #404', imageUrl: null, description: '' },
      ]);
    });

    it('resumes after a restart where it stopped: nothing twice, nothing missed', async () => {
      const before = await allHistory(server.app, me.address);
      const { hash } = await send(testbed.devnet, 5, { to: me.address, value: parseEther('0.01') });
      // A new indexer, as after a server restart: it starts from the cursor in the database.
      const outcomes = await indexUntilIdle(chainIndexer(server.db, rpcUrlOf(testbed.devnet)));
      expect(outcomes).not.toContain('rewound');
      const after = await allHistory(server.app, me.address);
      expect(after.map((item) => item.id)).toEqual([hash, ...before.map((item) => item.id)]);
    });
  },
);

describe("the server's own indexing loop", () => {
  let app: FastifyInstance | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await pgliteOnly().open();
    dispose = opened.dispose;
    app = await startTestServer({
      db: opened.db,
      rpcUrls: [rpcUrlOf(testbed.devnet)],
      env: { INDEXER: 'true', INDEXER_POLL_MS: '50' },
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  }, 60_000);

  it('indexes new transfers by itself and reports its lag in /metrics', async () => {
    const server = app as FastifyInstance;
    const { hash } = await send(testbed.devnet, 5, { to: address(7), value: parseEther('0.05') });
    const deadline = Date.now() + 15_000;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      seen = (await history(server, address(7))).data.some((item) => item.id === hash);
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(true);
    const metrics = (await server.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/walletport_indexer_lag_blocks\{chain_id="31337"\} \d+/);
    expect(metrics).toMatch(
      /walletport_indexer_last_block_processed_timestamp_seconds\{chain_id="31337"\} \d/,
    );
    const head = await devnetClient(testbed.devnet).getBlockNumber();
    expect(
      Number(/walletport_indexer_head_block\{chain_id="31337"\} (\d+)/.exec(metrics)?.[1]),
    ).toBeLessThanOrEqual(Number(head));
  });
});
