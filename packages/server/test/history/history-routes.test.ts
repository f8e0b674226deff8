/**
 * GET /v1/account/{account}/history over a real index: paging through more than 100 transactions by
 * cursor (newest first, each once), and the checks of the account, chainId and cursor parameters.
 */
import type { FastifyInstance } from 'fastify';
import { parseEther, parseGwei, type LocalAccount } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeHistoryCursor } from '../../src/routes/account/history-cursor.js';
import {
  CAIP_CHAIN_ID,
  devnetClient,
  devnetWallet,
  rpcUrlOf,
  startTestServer,
  withProject,
} from '../blockchain/chain-test-kit.js';
import { testDatabaseKinds } from '../support/databases.js';
import { useTestDevnet } from '../support/devnet-suite.js';
import { chainIndexer, freshAccount, indexUntilIdle } from '../indexer/indexer-kit.js';

const TRANSFERS = 120;
const testbed = useTestDevnet();
let me: LocalAccount;
const sent: string[] = [];

beforeAll(async () => {
  me = await freshAccount(testbed.devnet);
  // Many transactions quickly: nonces and fees given, so nothing is estimated; anvil mines each at once.
  const wallet = devnetWallet(testbed.devnet, 4);
  const client = devnetClient(testbed.devnet);
  const nonce = await client.getTransactionCount({ address: wallet.account.address, blockTag: 'pending' });
  for (let i = 0; i < TRANSFERS; i++) {
    sent.push(
      await wallet.sendTransaction({
        to: me.address,
        value: parseEther('0.001') + BigInt(i),
        nonce: nonce + i,
        gas: 21_000n,
        maxFeePerGas: parseGwei('20'),
        maxPriorityFeePerGas: parseGwei('1'),
      }),
    );
  }
  await client.waitForTransactionReceipt({ hash: sent.at(-1) as `0x${string}`, pollingInterval: 20 });
}, 120_000);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'GET /v1/account/{account}/history on %s',
  (_name, kind) => {
    let app: FastifyInstance;
    let dispose: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const opened = await kind.open();
      dispose = opened.dispose;
      app = await startTestServer({ db: opened.db, rpcUrls: [rpcUrlOf(testbed.devnet)] });
      await indexUntilIdle(chainIndexer(opened.db, rpcUrlOf(testbed.devnet)));
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await dispose?.();
    });

    async function page(account: string, query: Record<string, string> = {}) {
      const response = await app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${account}/history`, { chainId: CAIP_CHAIN_ID, ...query }),
      });
      return { status: response.statusCode, body: response.json() };
    }

    it('pages through every transaction by cursor, 50 at a time, newest first, each once', async () => {
      const ids: string[] = [];
      const sizes: number[] = [];
      let cursor: string | null = null;
      do {
        const { status, body } = await page(me.address, cursor === null ? {} : { cursor });
        expect(status).toBe(200);
        sizes.push(body.data.length);
        ids.push(...body.data.map((item: { id: string }) => item.id));
        cursor = body.next;
      } while (cursor !== null);
      // The 120 transfers and the account's funding.
      expect(sizes).toEqual([50, 50, 21]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.slice(0, TRANSFERS)).toEqual([...sent].reverse());
    });

    it('answers an empty page for a chain this server does not serve', async () => {
      expect(await page(me.address, { chainId: 'eip155:1' })).toEqual({
        status: 200,
        body: { data: [], next: null },
      });
      expect(await page(`eip155:1:${me.address}`, { chainId: 'eip155:1' })).toEqual({
        status: 200,
        body: { data: [], next: null },
      });
    });

    it('answers a 400 for a cursor it did not give, a mismatched CAIP-10 chain, a bad account or chainId', async () => {
      for (const [account, query, field] of [
        [me.address, { cursor: 'garbage' }, 'cursor'],
        [me.address, { cursor: `${encodeHistoryCursor({ blockNumber: 1, txIndex: 0 })}A` }, 'cursor'],
        [`eip155:31338:${me.address}`, {}, 'account'],
        ['0x1234', {}, 'account'],
        [me.address, { chainId: 'eip155' }, 'chainId'],
      ] as const) {
        const { status, body } = await page(account, query);
        expect(status, `${account} ${JSON.stringify(query)}`).toBe(400);
        expect(body.message).toContain(`'${field}'`);
      }
      const missing = await app.inject({
        method: 'GET',
        url: withProject(`/v1/account/${me.address}/history`),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/'chainId'/);
    });

    it('takes a cursor it gave for another page position, and requires a project', async () => {
      const last = await page(me.address, { cursor: encodeHistoryCursor({ blockNumber: 0, txIndex: 0 }) });
      expect(last).toEqual({ status: 200, body: { data: [], next: null } });
      const response = await app.inject({
        method: 'GET',
        url: `/v1/account/${me.address}/history?chainId=${CAIP_CHAIN_ID}`,
      });
      expect(response.statusCode).toBe(403);
    });

    it('describes the new routes in the OpenAPI document', async () => {
      const paths = Object.keys((await app.inject({ method: 'GET', url: '/openapi.json' })).json().paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/v1/account/{account}/history',
          '/v1/account/{address}/nfts',
          '/v1/fungible/price',
        ]),
      );
    });

    it('answers the NFT list empty for an account without NFTs, and for an unserved chain', async () => {
      for (const chainId of [CAIP_CHAIN_ID, 'eip155:1']) {
        const response = await app.inject({
          method: 'GET',
          url: withProject(`/v1/account/${me.address}/nfts`, { chainId }),
        });
        expect(response.json()).toEqual({ data: [] });
      }
    });
  },
);
