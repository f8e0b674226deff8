/**
 * Writes the devnet's starting history (seed-plan.ts) onto a chain whose contracts are deployed.
 * Idempotent: a collection that already has tokens means the history is there, and nothing is sent.
 *
 * Under automine each entry gets its own block, dated as the plan says (the devnet's first block is
 * dated DEVNET_HISTORY_SPAN_SECONDS back, see devnet.ts); the last block brings the chain's clock
 * back to now and renews the price feeds' rounds, so their updatedAt is current. With interval
 * mining the blocks come when they come: the history is sent in two waves (mints first, since the
 * NFT transfer needs its token) and dated by the chain.
 */
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem';
import { walletportCollectiblesArtifact, walletportPriceFeedArtifact } from './artifacts.js';
import { DEVNET_CONTRACTS, DEVNET_DEPLOYER_INDEX, DEVNET_TOKENS, devnetAccount } from './deployments.js';
import {
  CONTRACT_CALL_GAS,
  type CallSender,
  connectDevnet,
  createCallSender,
  type DevnetCall,
  devnetRpc,
  type DevnetConnection,
  PLAIN_TRANSFER_GAS,
  type SentCall,
} from './devnet-calls.js';
import { DevnetError } from './errors.js';
import { DEVNET_PRICE_FEEDS } from './price-feeds.js';
import { DEVNET_SEED_HISTORY, type DevnetSeedTransfer } from './seed-plan.js';

export interface SeedOptions {
  rpcUrl: string;
  log?: (line: string) => void;
  /** The wall clock in unix seconds (tests pin it). */
  nowSeconds?: () => number;
}

export interface SeedResult {
  /** False when the chain had its history already. */
  seeded: boolean;
  /** Transactions sent (0 when nothing was). */
  transactions: number;
}

const collectiblesAbi = walletportCollectiblesArtifact().abi;
const feedAbi = walletportPriceFeedArtifact().abi;

function callFor(transfer: DevnetSeedTransfer): DevnetCall {
  switch (transfer.kind) {
    case 'mint': {
      const to = devnetAccount(transfer.to).address;
      return {
        label: `mint collectible #${transfer.tokenId} to ${to}`,
        from: devnetAccount(DEVNET_DEPLOYER_INDEX).address,
        to: DEVNET_CONTRACTS.collectibles,
        data: encodeFunctionData({
          abi: collectiblesAbi,
          functionName: 'mint',
          args: [to, BigInt(transfer.tokenId)],
        }),
        gas: CONTRACT_CALL_GAS,
      };
    }
    case 'native': {
      const to = devnetAccount(transfer.to).address;
      return {
        label: `send ${transfer.amount} ETH to ${to}`,
        from: devnetAccount(transfer.from).address,
        to,
        value: parseEther(transfer.amount),
        gas: PLAIN_TRANSFER_GAS,
      };
    }
    case 'token': {
      const to = devnetAccount(transfer.to).address;
      const token = DEVNET_TOKENS[transfer.token];
      return {
        label: `send ${transfer.amount} ${token.symbol} to ${to}`,
        from: devnetAccount(transfer.from).address,
        to: DEVNET_CONTRACTS[transfer.token],
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits(transfer.amount, token.decimals)],
        }),
        gas: CONTRACT_CALL_GAS,
      };
    }
    case 'collectible': {
      const from = devnetAccount(transfer.from).address;
      const to = devnetAccount(transfer.to).address;
      return {
        label: `send collectible #${transfer.tokenId} to ${to}`,
        from,
        to: DEVNET_CONTRACTS.collectibles,
        data: encodeFunctionData({
          abi: collectiblesAbi,
          functionName: 'safeTransferFrom',
          args: [from, to, BigInt(transfer.tokenId)],
        }),
        gas: CONTRACT_CALL_GAS,
      };
    }
  }
}

/** A new round with each feed's current answer: same prices, dated now. */
async function renewPriceRounds(connection: DevnetConnection): Promise<DevnetCall[]> {
  const owner = devnetAccount(DEVNET_DEPLOYER_INDEX).address;
  return Promise.all(
    Object.values(DEVNET_PRICE_FEEDS).map(async (feed) => {
      const address = DEVNET_CONTRACTS[feed.contract];
      const answer = (await connection.client.readContract({
        address,
        abi: feedAbi,
        functionName: 'latestAnswer',
      })) as bigint;
      return {
        label: `renew the ${feed.description} round`,
        from: owner,
        to: address,
        data: encodeFunctionData({ abi: feedAbi, functionName: 'updateAnswer', args: [answer] }),
        gas: CONTRACT_CALL_GAS,
      };
    }),
  );
}

/** One block per entry at its planned time, then one block at now. */
async function seedBackdated(
  connection: DevnetConnection,
  sender: CallSender,
  nowSeconds: number,
): Promise<SentCall[]> {
  const latest = await connection.client.getBlock({ blockTag: 'latest' });
  let previous = Number(latest.timestamp);
  const sent: SentCall[] = [];
  // A chain whose clock is already past a planned time (not started by startDevnet) gets the entries
  // a second apart instead: a block can never be older than the one before it.
  const mineAt = async (planned: number, calls: DevnetCall[]) => {
    const timestamp = Math.max(planned, previous + 1);
    await devnetRpc(connection, 'evm_setNextBlockTimestamp', [timestamp]);
    for (const call of calls) sent.push(await sender.send(call));
    await devnetRpc(connection, 'evm_mine');
    previous = timestamp;
  };
  await devnetRpc(connection, 'evm_setAutomine', [false]);
  try {
    for (const entry of DEVNET_SEED_HISTORY)
      await mineAt(nowSeconds - entry.secondsAgo, [callFor(entry.transfer)]);
    await mineAt(nowSeconds, await renewPriceRounds(connection));
  } finally {
    await devnetRpc(connection, 'evm_setAutomine', [true]);
  }
  await sender.confirm(sent);
  return sent;
}

/** Interval mining: two waves, the NFT transfers after the mints they move. */
async function seedLive(sender: CallSender): Promise<SentCall[]> {
  const firstWave = DEVNET_SEED_HISTORY.filter((entry) => entry.transfer.kind !== 'collectible');
  const secondWave = DEVNET_SEED_HISTORY.filter((entry) => entry.transfer.kind === 'collectible');
  const sent: SentCall[] = [];
  for (const wave of [firstWave, secondWave]) {
    const waveSent: SentCall[] = [];
    for (const entry of wave) waveSent.push(await sender.send(callFor(entry.transfer)));
    await sender.confirm(waveSent);
    sent.push(...waveSent);
  }
  return sent;
}

export async function seedDevnetHistory(options: SeedOptions): Promise<SeedResult> {
  const { rpcUrl, log } = options;
  const connection = await connectDevnet(rpcUrl);
  const where = `[devnet ${connection.chainId}]`;
  const code = await connection.client.getCode({ address: DEVNET_CONTRACTS.collectibles });
  if (code === undefined || code === '0x') {
    throw new DevnetError('Cannot seed the devnet', {
      code: 'SEED_FAILED',
      details: `No collection at ${DEVNET_CONTRACTS.collectibles} on ${rpcUrl}: deploy the devnet contracts first.`,
    });
  }
  const supply = (await connection.client.readContract({
    address: DEVNET_CONTRACTS.collectibles,
    abi: collectiblesAbi,
    functionName: 'totalSupply',
  })) as bigint;
  if (supply > 0n) {
    log?.(`${where} history already seeded`);
    return { seeded: false, transactions: 0 };
  }
  const sender = createCallSender(connection, { code: 'SEED_FAILED', message: 'Seeding the devnet failed' });
  const automine = (await devnetRpc(connection, 'anvil_getAutomine')) === true;
  const now = options.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
  const sent = automine ? await seedBackdated(connection, sender, now) : await seedLive(sender);
  log?.(`${where} seeded ${DEVNET_SEED_HISTORY.length} historical transfers`);
  return { seeded: true, transactions: sent.length };
}
