/** What the stack sets on the devnet at every start: prices and the collection's metadata address. */
import {
  DEVNET_CONTRACTS,
  type Devnet,
  findFreePorts,
  startDevnet,
  walletportCollectiblesArtifact,
  walletportPriceFeedArtifact,
} from '@walletport/devnet';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureDevnetForDemo } from '../src/devnet-part.js';

let devnet: Devnet;
beforeAll(async () => {
  const [one, two] = (await findFreePorts(2)) as [number, number];
  devnet = await startDevnet({
    chains: [
      { id: 31337, name: 'Walletport Devnet', port: one },
      { id: 31338, name: 'Walletport Devnet 2', port: two },
    ],
  });
}, 20_000);
afterAll(async () => {
  await devnet?.stop();
});

const latestAnswer = (rpcUrl: string, feed: `0x${string}`) =>
  createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: feed,
    abi: walletportPriceFeedArtifact().abi,
    functionName: 'latestAnswer',
  });

describe('configureDevnetForDemo', () => {
  it('points tokenURI at the demo site on both chains and keeps the default prices', async () => {
    await configureDevnetForDemo({ chains: devnet.chains, demoOrigin: 'http://127.0.0.1:47123' });
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) });
      expect(
        await client.readContract({
          address: DEVNET_CONTRACTS.collectibles,
          abi: walletportCollectiblesArtifact().abi,
          functionName: 'tokenURI',
          args: [3n],
        }),
      ).toBe('http://127.0.0.1:47123/collectibles/3.json');
      expect(await latestAnswer(chain.rpcUrl, DEVNET_CONTRACTS.ethUsdFeed)).toBe(287_540_000_000n);
    }
  });

  it('sets the prices it is given', async () => {
    await configureDevnetForDemo({
      chains: devnet.chains,
      demoOrigin: 'http://127.0.0.1:47123',
      prices: { eth: '3000', wpusd: '1.00', wpt: '0.5' },
    });
    expect(await latestAnswer(devnet.chains[1]!.rpcUrl, DEVNET_CONTRACTS.ethUsdFeed)).toBe(300_000_000_000n);
    expect(await latestAnswer(devnet.chains[1]!.rpcUrl, DEVNET_CONTRACTS.wptUsdFeed)).toBe(50_000_000n);
  });
});
