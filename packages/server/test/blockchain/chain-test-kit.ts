/**
 * Shared set-up of the blockchain, names and RPC integration tests: a real devnet chain on a free port,
 * a server configured to use it, and helpers to call the server the way the SDK does.
 */
import { type Devnet, devnetAccount, devnetViemChain, findFreePort, startDevnet } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import {
  type Account,
  type Chain,
  createPublicClient,
  createWalletClient,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { buildServer } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/index.js';
import { DEMO_PROJECT } from '../../src/projects/index.js';
import { seed } from '../../src/seed.js';
import { type TestDatabaseKind, testDatabaseKinds } from '../support/databases.js';

export const CHAIN_ID = 31337;
export const CAIP_CHAIN_ID = `eip155:${CHAIN_ID}`;
export const PROJECT_ID = DEMO_PROJECT.id;

/** One devnet chain (31337) on a free port, contracts deployed. */
export async function startTestDevnet(): Promise<Devnet> {
  const port = await findFreePort();
  return startDevnet({ chains: [{ id: CHAIN_ID, name: 'Walletport Devnet', port }] });
}

/** A URL where nothing listens (a port that was free a moment ago). */
export async function deadUpstreamUrl(): Promise<string> {
  return `http://127.0.0.1:${await findFreePort()}`;
}

export function rpcUrlOf(devnet: Devnet): string {
  const chain = devnet.chains[0];
  if (chain === undefined) throw new Error('The test devnet runs no chain.');
  return chain.rpcUrl;
}

/**
 * The server on `db` with chain 31337 served by `rpcUrls` (in order) and chain 31338 by a dead upstream,
 * so tests never touch a developer's devnet on 8545/8546. Migrations and the demo project are applied.
 * The indexer is off unless `env` turns it on (INDEXER: 'true').
 */
export async function startTestServer(options: {
  db: Database;
  rpcUrls: readonly string[];
  env?: Record<string, string>;
}): Promise<FastifyInstance> {
  const config = loadConfig({
    // The demo project, and the devnet tokens and Multicall3 on chain 31337.
    DEMO: 'true',
    LOG_LEVEL: 'silent',
    CHAIN_RPC_31337: options.rpcUrls.join(','),
    CHAIN_RPC_31338: await deadUpstreamUrl(),
    UPSTREAM_TIMEOUT_MS: '2000',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_PROJECT: '1000000',
    INDEXER: 'false',
    ...options.env,
  });
  await seed(options.db, config);
  return buildServer({ config, db: options.db, logger: false });
}

export function devnetClient(devnet: Devnet): PublicClient {
  return createPublicClient({ transport: http(rpcUrlOf(devnet), { retryCount: 0 }) });
}

/** A wallet client of devnet account `index`, on the test chain. */
export function devnetWallet(devnet: Devnet, index: number): WalletClient<Transport, Chain, Account> {
  return createWalletClient({
    account: devnetAccount(index),
    chain: devnetViemChain({ id: CHAIN_ID, name: 'Walletport Devnet', port: devnet.chains[0]?.port ?? 0 }),
    transport: http(rpcUrlOf(devnet)),
  });
}

/** Sends ether between devnet accounts and waits for the block. */
export async function sendEther(
  devnet: Devnet,
  fromIndex: number,
  to: `0x${string}`,
  value: bigint,
): Promise<void> {
  const wallet = devnetWallet(devnet, fromIndex);
  const hash = await wallet.sendTransaction({ to, value });
  await devnetClient(devnet).waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

/** `path` with the SDK's query parameters added (projectId first). */
export function withProject(path: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ projectId: PROJECT_ID, ...query });
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

/** The embedded database kind, for tests whose subject is not storage. */
export function pgliteOnly(): TestDatabaseKind {
  const kind = testDatabaseKinds({}).find((candidate) => candidate.name === 'pglite');
  if (kind === undefined) throw new Error('The test harness offers no PGlite database.');
  return kind;
}
