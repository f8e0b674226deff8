/**
 * The NFT, price and history routes' clients: what they ask (path, query, body) and how they read the
 * answers (NFTs and prices here; the history answer in history-answers.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { WalletportError } from '../errors/index.js';
import type { HttpClient, HttpRequest } from '../http/index.js';
import { type AccountNft, createAccountNftsApiClient, parseAccountNfts } from './account-nfts-api.js';
import { createFungiblePriceApiClient, parseFungiblePrices } from './fungible-price-api.js';
import { createHistoryApiClient } from './history-api.js';

const SDK = { projectId: 'demo', sdkType: 'walletport', sdkVersion: 'test' };
const CONTRACT = '0x0165878A594ca255338adfa4d48449f69242Eb8F';
const nft = {
  chainId: 'eip155:31337',
  contract: CONTRACT,
  tokenId: '3',
  name: 'Walletport Collectible #3',
  description: 'Third',
  imageUrl: 'http://127.0.0.1:5173/collectibles/3.svg',
  collection: { name: 'Walletport Collectibles', symbol: 'WPC' },
  isSpam: false,
};

/** A scripted HTTP client: answers come from `answer`, requests are recorded by the mock. */
const httpOf = (answer: (request: HttpRequest) => Promise<unknown>) => {
  const call = vi.fn(answer);
  return { call, http: { get: call, post: call } as unknown as Pick<HttpClient, 'get' | 'post'> };
};

function expectInvalid(read: () => unknown) {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(WalletportError);
    expect((error as WalletportError).code).toBe('API_INVALID_RESPONSE');
  }
}

describe('GET /v1/account/{address}/nfts', () => {
  it('asks for one chain with the sdk parameters, the address encoded', async () => {
    const { call: get, http } = httpOf(async () => ({ data: [nft] }));
    const client = createAccountNftsApiClient({ http, ...SDK });
    await expect(client.getNfts('0xAb/', 'eip155:31337')).resolves.toEqual([nft]);
    expect(get).toHaveBeenCalledWith({
      path: '/v1/account/0xAb%2F/nfts',
      params: { projectId: 'demo', st: 'walletport', sv: 'test', chainId: 'eip155:31337' },
    });
  });

  it('keeps spam flagged (the caller hides it), and reads missing parts as none', () => {
    const [read] = parseAccountNfts({
      data: [{ ...nft, name: null, description: ' ', imageUrl: '', collection: 'x', isSpam: true }],
    });
    expect(read).toEqual({
      chainId: 'eip155:31337',
      contract: CONTRACT,
      tokenId: '3',
      name: '',
      imageUrl: null,
      isSpam: true,
    } satisfies AccountNft);
  });

  it('drops malformed items and refuses a malformed answer', () => {
    const bad = [
      { ...nft, contract: 'x' },
      { ...nft, tokenId: '-1' },
      { ...nft, chainId: '1' },
      { ...nft, name: 5 },
      7,
    ];
    expect(parseAccountNfts({ data: [...bad, nft] })).toEqual([nft]);
    expect(() => parseAccountNfts({ items: [] })).toThrow(/Invalid answer/);
  });

  it('property: any JSON parses or throws API_INVALID_RESPONSE', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => expectInvalid(() => parseAccountNfts(json))));
  });
});

describe('POST /v1/fungible/price', () => {
  it('posts the addresses in USD and asks nothing for an empty list', async () => {
    const { call: post, http } = httpOf(async () => ({
      fungibles: [{ address: 'eip155:1:0xA', name: 'A', symbol: 'A', iconUrl: '', price: 1.5 }],
    }));
    const client = createFungiblePriceApiClient({ http, ...SDK });
    await expect(client.getPrices([])).resolves.toEqual([]);
    expect(post).not.toHaveBeenCalled();
    await expect(client.getPrices(['eip155:1:0xA', 'eip155:1:0xB'])).resolves.toHaveLength(1);
    expect(post).toHaveBeenCalledWith({
      path: '/v1/fungible/price',
      params: { projectId: 'demo', st: 'walletport', sv: 'test' },
      body: { projectId: 'demo', currency: 'usd', addresses: ['eip155:1:0xA', 'eip155:1:0xB'] },
    });
  });

  it('drops entries without a real price and refuses a malformed answer', () => {
    const entries = [
      { address: 'a', price: 2 },
      { address: 'b', price: null },
      { address: 'c', price: -1 },
      { address: '', price: 1 },
    ];
    expect(parseFungiblePrices({ fungibles: entries })).toEqual([
      { address: 'a', name: '', symbol: '', iconUrl: '', price: 2 },
    ]);
    expect(() => parseFungiblePrices({})).toThrow(/Invalid answer/);
  });

  it('property: any JSON parses or throws API_INVALID_RESPONSE', () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => expectInvalid(() => parseFungiblePrices(json))));
  });
});

describe('GET /v1/account/{account}/history', () => {
  it('asks for one chain, with the cursor only when there is one', async () => {
    const { call: get, http } = httpOf(async () => ({ data: [], next: null }));
    const client = createHistoryApiClient({ http, ...SDK });
    await client.getHistory('eip155:1:0xA', { chainId: 'eip155:1' });
    await client.getHistory('0xA', { chainId: 'eip155:1', cursor: 'c2' });
    expect(get.mock.calls.map(([request]) => request)).toEqual([
      {
        path: '/v1/account/eip155%3A1%3A0xA/history',
        params: { projectId: 'demo', st: 'walletport', sv: 'test', chainId: 'eip155:1', cursor: undefined },
      },
      {
        path: '/v1/account/0xA/history',
        params: { projectId: 'demo', st: 'walletport', sv: 'test', chainId: 'eip155:1', cursor: 'c2' },
      },
    ]);
  });

  it('rejects with the parse error for a malformed answer', async () => {
    const client = createHistoryApiClient({ http: httpOf(async () => ({ data: 'x' })).http, ...SDK });
    await expect(client.getHistory('0xA', { chainId: 'eip155:1' })).rejects.toThrow(/Invalid answer/);
  });
});
