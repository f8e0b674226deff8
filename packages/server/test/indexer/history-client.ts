/**
 * Reading the history the way the SDK does, for the indexer tests: one page, every page by cursor, and an
 * app (indexer off: tests run the rounds) on a fresh database of one kind.
 */
import type { Devnet } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { CAIP_CHAIN_ID, rpcUrlOf, startTestServer, withProject } from '../blockchain/chain-test-kit.js';

export interface Transfer {
  direction: string;
  quantity: { numeric: string; decimals: string };
  fungible_info?: { name: string; symbol: string; address?: string; icon: { url: string } | null };
  nft_info?: {
    name: string;
    contract: string;
    tokenId: string;
    content: { preview: { url: string } } | null;
  };
  price?: number;
  value?: number;
}
export interface Item {
  id: string;
  metadata: {
    operationType: string;
    status: string;
    sentFrom: string;
    sentTo: string;
    nonce: number;
    minedAt: string;
    chain: string;
  };
  transfers: Transfer[];
}

export async function history(app: FastifyInstance, account: string, query: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'GET',
    url: withProject(`/v1/account/${account}/history`, { chainId: CAIP_CHAIN_ID, ...query }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Item[]; next: string | null };
}

/** Every page, following `next`. */
export async function allHistory(app: FastifyInstance, account: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await history(app, account, cursor ? { cursor } : {});
    items.push(...page.data);
    cursor = page.next;
  } while (cursor);
  return items;
}

/** An app (indexer off) on a fresh database of `kind`, serving the devnet's chain 31337. */
export function useServer(
  kind: { open(): Promise<{ db: Database; dispose(): Promise<void> }> },
  devnet: () => Devnet,
) {
  const state: { db?: Database; app?: FastifyInstance; dispose?: () => Promise<void> } = {};
  beforeAll(async () => {
    const opened = await kind.open();
    state.db = opened.db;
    state.dispose = opened.dispose;
    state.app = await startTestServer({
      db: opened.db,
      rpcUrls: [rpcUrlOf(devnet())],
      env: { NFT_METADATA_ALLOW_PRIVATE_HOSTS: 'true' },
    });
  }, 60_000);
  afterAll(async () => {
    await state.app?.close();
    await state.dispose?.();
  }, 60_000);
  return state as Required<typeof state>;
}
