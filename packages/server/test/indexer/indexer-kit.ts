/**
 * Shared set-up of the indexer, history and price tests: contracts of our own on the test devnet (a price
 * feed and an ERC-721 collection from the devnet's artifacts, deployed by account 9 so they land at
 * addresses of their own), transactions sent without waiting for the wallet's estimates, an NFT metadata
 * site on 127.0.0.1, and an indexer driven round by round.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Devnet,
  devnetAccount,
  devnetViemChain,
  walletportCollectiblesArtifact,
  walletportPriceFeedArtifact,
} from '@walletport/devnet';
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  http,
  type LocalAccount,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import type { Database } from '../../src/db/index.js';
import {
  createIndexer,
  createTokenMetadataStore,
  type ChainIndexer,
  type RoundOutcome,
} from '../../src/indexer/index.js';
import { devnetClient, devnetWallet } from '../blockchain/chain-test-kit.js';

export const CONTRACT_DEPLOYER = 9;
/** Enough for any call these tests make; set so no estimate runs (a reverting call must still be sent). */
const CALL_GAS = 300_000n;

export async function deployArtifact(
  devnet: Devnet,
  artifact: { abi: readonly unknown[]; bytecode: Hex },
  args: readonly unknown[],
): Promise<Address> {
  const wallet = devnetWallet(devnet, CONTRACT_DEPLOYER);
  const hash = await wallet.deployContract({
    abi: artifact.abi as never,
    bytecode: artifact.bytecode,
    args: args as never,
  });
  const receipt = await devnetClient(devnet).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.contractAddress == null) throw new Error('The deployment created no contract.');
  return getAddress(receipt.contractAddress);
}

/** A WalletportPriceFeed owned by the deployer account, with `decimals` and a first answer. */
export function deployFeed(devnet: Devnet, decimals: number, answer: bigint): Promise<Address> {
  return deployArtifact(devnet, walletportPriceFeedArtifact(), [decimals, 'TEST / USD', answer]);
}

/** A WalletportCollectibles ("Walletport Collectibles", WPC) owned by the deployer account. */
export function deployCollectibles(devnet: Devnet, baseUri: string): Promise<Address> {
  return deployArtifact(devnet, walletportCollectiblesArtifact(), [baseUri]);
}

function walletOf(devnet: Devnet, from: number | LocalAccount) {
  if (typeof from === 'number') return devnetWallet(devnet, from);
  const port = devnet.chains[0]?.port ?? 0;
  return createWalletClient({
    account: from,
    chain: devnetViemChain({ id: 31337, name: 'Walletport Devnet', port }),
    transport: http(devnet.chains[0]?.rpcUrl),
  });
}

/**
 * Sends a transaction from devnet account `from` (an index) or a funded account of a test's own, and waits
 * for its receipt (failed ones included).
 */
export async function send(
  devnet: Devnet,
  from: number | LocalAccount,
  tx: { to: Address; value?: bigint; data?: Hex },
): Promise<{ hash: Hash; status: 'success' | 'reverted'; blockNumber: bigint }> {
  const wallet = walletOf(devnet, from);
  const hash = await wallet.sendTransaction({ ...tx, gas: CALL_GAS });
  const receipt = await devnetClient(devnet).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  return { hash, status: receipt.status, blockNumber: receipt.blockNumber };
}

export const call = {
  updateAnswer: (answer: bigint) =>
    encodeFunctionData({
      abi: walletportPriceFeedArtifact().abi,
      functionName: 'updateAnswer',
      args: [answer],
    }),
  mint: (to: Address, tokenId: bigint) =>
    encodeFunctionData({
      abi: walletportCollectiblesArtifact().abi,
      functionName: 'mint',
      args: [to, tokenId],
    }),
  transferNft: (from: Address, to: Address, tokenId: bigint) =>
    encodeFunctionData({
      abi: walletportCollectiblesArtifact().abi,
      functionName: 'transferFrom',
      args: [from, to, tokenId],
    }),
  transferToken: (to: Address, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
};

export const address = (index: number): Address => devnetAccount(index).address;

/** A new account with 5 ETH from devnet account 5: a history nobody else writes into. */
export async function freshAccount(devnet: Devnet): Promise<LocalAccount> {
  const account = privateKeyToAccount(generatePrivateKey());
  await send(devnet, 5, { to: account.address, value: parseEther('5') });
  return account;
}

/** Anvil's own methods, which viem's typed requests do not list. */
export async function anvil(devnet: Devnet, method: string, params: unknown[] = []): Promise<unknown> {
  const request = devnetClient(devnet).request as unknown as (args: {
    method: string;
    params: unknown[];
  }) => Promise<unknown>;
  return request({ method, params });
}

/** The demo configuration with chain 31337 on `rpcUrl` only. */
export function indexerConfig(rpcUrl: string, env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    DEMO: 'true',
    LOG_LEVEL: 'silent',
    CHAIN_RPC_31337: rpcUrl,
    CHAIN_RPC_31338: '',
    ...env,
  });
}

export const silentLog = { info: () => {}, warn: () => {} };

/** An indexer of chain 31337 at `rpcUrl` on `db`, not started: tests run its rounds themselves. */
export function chainIndexer(db: Database, rpcUrl: string, env: Record<string, string> = {}): ChainIndexer {
  const indexer = createIndexer({
    config: indexerConfig(rpcUrl, env),
    db,
    tokenMetadata: createTokenMetadataStore(db),
    log: silentLog,
  });
  const [chain] = indexer.chains;
  if (chain === undefined) throw new Error('No chain to index.');
  return chain;
}

/** Runs rounds until one finds nothing new; answers every outcome, in order. */
export async function indexUntilIdle(indexer: ChainIndexer, maxRounds = 500): Promise<RoundOutcome[]> {
  const outcomes: RoundOutcome[] = [];
  for (let round = 0; round < maxRounds; round++) {
    const outcome = await indexer.runRound();
    outcomes.push(outcome);
    if (outcome === 'idle' || outcome === 'waiting') return outcomes;
  }
  throw new Error(`The indexer was still busy after ${maxRounds} rounds: ${outcomes.slice(-5).join(', ')}`);
}

/** NFT metadata on 127.0.0.1: /meta/<id>.json names "Test NFT #<id>" with image <id>.svg, except id 404. */
export async function startMetadataSite(): Promise<{ baseUri: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const match = /^\/meta\/(\d+)\.json$/.exec(request.url ?? '');
    if (match === null || match[1] === '404') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ name: `Test NFT #${match[1]}`, description: 'A test.', image: `${match[1]}.svg` }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUri: `http://127.0.0.1:${port}/meta/`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A JSON-RPC node in front of `upstream` that lacks eth_getBlockReceipts (as some public nodes do): it
 * answers that method "not found" and forwards everything else, batches included.
 */
export async function startNodeWithoutBlockReceipts(
  upstream: string,
): Promise<{ url: string; refused: () => number; close(): Promise<void> }> {
  let refused = 0;
  type Request = { id: number; method: string };
  const answer = async (request: Request) => {
    if (request.method === 'eth_getBlockReceipts') {
      refused += 1;
      return { jsonrpc: '2.0', id: request.id, error: { code: -32601, message: 'Method not found' } };
    }
    const response = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    return response.json();
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      const parsed = JSON.parse(body) as Request | Request[];
      const result = Array.isArray(parsed) ? await Promise.all(parsed.map(answer)) : await answer(parsed);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused: () => refused,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
