/**
 * What the contracts' owner (the deployer, devnet account 0) changes on a running devnet: the price
 * feeds' answers and the collection's base URI. The local stack calls both at every start. Each only
 * sends what differs from what the chain already holds, so repeating a call changes nothing.
 */
import { type Abi, encodeFunctionData } from 'viem';
import { walletportCollectiblesArtifact, walletportPriceFeedArtifact } from './artifacts.js';
import { DEVNET_CONTRACTS, DEVNET_DEPLOYER_INDEX, devnetAccount } from './deployments.js';
import {
  CONTRACT_CALL_GAS,
  connectDevnet,
  createCallSender,
  type DevnetCall,
  type DevnetConnection,
  type SentCall,
} from './devnet-calls.js';
import { DevnetError } from './errors.js';
import {
  DEVNET_PRICE_FEEDS,
  type DevnetPriceAnswers,
  type DevnetPricedAsset,
  parsePriceAnswer,
} from './price-feeds.js';

const feedAbi: Abi = walletportPriceFeedArtifact().abi;
const collectiblesAbi: Abi = walletportCollectiblesArtifact().abi;
/** Plenty for any real URL; a longer one is a mistake, and would cost a block's worth of storage writes. */
const MAX_BASE_URI_LENGTH = 512;

/**
 * Sets each feed's answer from a decimal USD price ('2875.40' -> 287540000000 at 8 decimals) with
 * updateAnswer, which starts a new round dated by the block. Every price is checked before anything is sent.
 */
export async function setDevnetPrices(rpcUrl: string, answers: DevnetPriceAnswers): Promise<void> {
  const wanted = (Object.keys(DEVNET_PRICE_FEEDS) as DevnetPricedAsset[]).map((asset) => ({
    asset,
    address: DEVNET_CONTRACTS[DEVNET_PRICE_FEEDS[asset].contract],
    answer: parsePriceAnswer(answers[asset]),
  }));
  const connection = await connectDevnet(rpcUrl);
  const current = await Promise.all(
    wanted.map(
      ({ address }) =>
        connection.client.readContract({
          address,
          abi: feedAbi,
          functionName: 'latestAnswer',
        }) as Promise<bigint>,
    ),
  );
  const owner = devnetAccount(DEVNET_DEPLOYER_INDEX).address;
  const calls: DevnetCall[] = wanted
    .filter((feed, index) => current[index] !== feed.answer)
    .map(({ asset, address, answer }) => ({
      label: `set the ${DEVNET_PRICE_FEEDS[asset].description} answer to ${answers[asset]}`,
      from: owner,
      to: address,
      data: encodeFunctionData({ abi: feedAbi, functionName: 'updateAnswer', args: [answer] }),
      gas: CONTRACT_CALL_GAS,
    }));
  await sendAndConfirm(connection, calls, 'Setting the devnet prices failed');
}

/** Points the collection's tokenURI at `baseUri` (tokenURI = baseUri + id + '.json'). */
export async function setCollectiblesBaseUri(rpcUrl: string, baseUri: string): Promise<void> {
  if (!isHttpBaseUri(baseUri)) {
    throw new DevnetError('Invalid collectibles base URI', {
      code: 'INVALID_OPTION',
      details: `The base URI must be an http(s) URL of at most ${MAX_BASE_URI_LENGTH} characters ending in "/", got ${JSON.stringify(baseUri)}.`,
    });
  }
  const connection = await connectDevnet(rpcUrl);
  const current = (await connection.client.readContract({
    address: DEVNET_CONTRACTS.collectibles,
    abi: collectiblesAbi,
    functionName: 'baseURI',
  })) as string;
  if (current === baseUri) return;
  await sendAndConfirm(
    connection,
    [
      {
        label: `set the collectibles base URI to ${baseUri}`,
        from: devnetAccount(DEVNET_DEPLOYER_INDEX).address,
        to: DEVNET_CONTRACTS.collectibles,
        data: encodeFunctionData({ abi: collectiblesAbi, functionName: 'setBaseURI', args: [baseUri] }),
        gas: CONTRACT_CALL_GAS,
      },
    ],
    'Setting the collectibles base URI failed',
  );
}

/** tokenURI only appends '<id>.json', so anything but a folder URL would make broken metadata URLs. */
export function isHttpBaseUri(value: string): boolean {
  if (value.length > MAX_BASE_URI_LENGTH || !value.endsWith('/')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

async function sendAndConfirm(
  connection: DevnetConnection,
  calls: DevnetCall[],
  message: string,
): Promise<void> {
  if (calls.length === 0) return;
  const sender = createCallSender(connection, { code: 'UPDATE_FAILED', message });
  const sent: SentCall[] = [];
  for (const call of calls) sent.push(await sender.send(call));
  await sender.confirm(sent);
}
