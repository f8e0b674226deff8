/**
 * The NFT metadata service against a real collection on anvil and a metadata site on 127.0.0.1: tokenURI
 * read on chain, the document fetched once and kept, refreshed in the background after an hour, failures
 * kept for five minutes and shown as "<Collection> #<id>", private hosts refused unless allowed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClients } from '../../src/chain/clients.js';
import type { Database } from '../../src/db/index.js';
import {
  createNftMetadataService,
  NFT_METADATA_FAILURE_RETRY_MS,
  NFT_METADATA_REFRESH_MS,
} from '../../src/nft/nft-metadata.js';
import { pgliteOnly, rpcUrlOf } from '../blockchain/chain-test-kit.js';
import { useTestDevnet } from '../support/devnet-suite.js';
import { address, call, deployCollectibles, indexerConfig, send } from '../indexer/indexer-kit.js';

const testbed = useTestDevnet();
let db: Database;
let dispose: () => Promise<void>;
let server: Server;
let collection: `0x${string}`;
const site = { requests: 0, name: 'First', status: 200 };

beforeAll(async () => {
  ({ db, dispose } = await pgliteOnly().open());
  server = createServer((_request, response) => {
    site.requests += 1;
    if (site.status !== 200) {
      response.writeHead(site.status).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ name: site.name, image: '/images/x.png' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  collection = await deployCollectibles(testbed.devnet, `http://127.0.0.1:${port}/nft/`);
  for (const id of [1n, 2n])
    await send(testbed.devnet, 9, { to: collection, data: call.mint(address(6), id) });
}, 60_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await dispose?.();
});

function service(clock: { now: number }, allowPrivateHosts = true) {
  const client = createChainClients(indexerConfig(rpcUrlOf(testbed.devnet)).chains).get(31337);
  const nfts = createNftMetadataService({ db, allowPrivateHosts, now: () => clock.now });
  return (id: string) =>
    nfts
      .describe(
        31337,
        client,
        [{ contract: collection.toLowerCase(), tokenId: id }],
        new Map([[collection.toLowerCase(), 'Walletport Collectibles']]),
      )
      .then((found) => found.get(`${collection.toLowerCase()}:${id}`));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the NFT metadata service', () => {
  it('fetches a document once, keeps it for an hour, then refreshes it in the background', async () => {
    const clock = { now: Date.now() };
    const lookup = service(clock);
    const port = (server.address() as AddressInfo).port;
    expect(await lookup('1')).toEqual({
      name: 'First',
      description: '',
      imageUrl: `http://127.0.0.1:${port}/images/x.png`,
    });
    expect(site.requests).toBe(1);
    site.name = 'Second';
    clock.now += NFT_METADATA_REFRESH_MS - 1;
    expect((await lookup('1'))?.name).toBe('First');
    expect(site.requests).toBe(1);
    clock.now += 1;
    // Served as stored while the refresh runs; the next request sees the refreshed document.
    expect((await lookup('1'))?.name).toBe('First');
    await settle();
    expect(site.requests).toBe(2);
    expect((await lookup('1'))?.name).toBe('Second');
  });

  it('shows a failure as "<Collection> #<id>" without an image, and asks again after five minutes', async () => {
    const clock = { now: Date.now() };
    const lookup = service(clock);
    site.status = 500;
    const before = site.requests;
    expect(await lookup('2')).toEqual({
      name: 'Walletport Collectibles #2',
      description: '',
      imageUrl: null,
    });
    expect(site.requests).toBe(before + 1);
    site.status = 200;
    site.name = 'Recovered';
    clock.now += NFT_METADATA_FAILURE_RETRY_MS - 1;
    expect((await lookup('2'))?.name).toBe('Walletport Collectibles #2');
    clock.now += 1;
    await lookup('2');
    await settle();
    expect((await lookup('2'))?.name).toBe('Recovered');
  });

  it('refuses a metadata host on a private address unless allowed, and a token that does not exist', async () => {
    await db.query('DELETE FROM nft_metadata');
    const requests = site.requests;
    const refused = service({ now: Date.now() }, false);
    expect(await refused('1')).toEqual({
      name: 'Walletport Collectibles #1',
      description: '',
      imageUrl: null,
    });
    expect(site.requests).toBe(requests);
    // tokenURI reverts for a token never minted.
    expect((await service({ now: Date.now() })('77'))?.name).toBe('Walletport Collectibles #77');
  });
});
