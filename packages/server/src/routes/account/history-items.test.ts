import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { ZERO_ADDRESS } from '../../indexer/index-rows.js';
import {
  buildHistoryItems,
  directionOf,
  type HistoryItemsContext,
  operationTypeOf,
} from './history-items.js';
import type { HistoryTransaction, HistoryTransfer } from './history-store.js';

const ME = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const YOU = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const WPUSD = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const ODD = '0x00000000000000000000000000000000000000dd';
const NFT = '0x0165878a594ca255338adfa4d48449f69242eb8f';

const tx = (parts: Partial<HistoryTransaction>): HistoryTransaction => ({
  hash: '0x01',
  blockNumber: 9,
  txIndex: 0,
  minedAt: 1_767_225_600,
  from: ME,
  to: YOU,
  value: 0n,
  nonce: 4,
  status: 'confirmed',
  ...parts,
});
const transfer = (parts: Partial<HistoryTransfer>): HistoryTransfer => ({
  txHash: '0x01',
  logIndex: -1,
  kind: 'native',
  contract: '',
  from: ME,
  to: YOU,
  amount: 1n,
  ...parts,
});

const context: HistoryItemsContext = {
  chain: {
    caipNetworkId: 'eip155:31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    spamContracts: ['0x0165878A594ca255338adfa4d48449f69242Eb8F'],
  },
  account: ME,
  fungibles: new Map([
    [WPUSD, { name: 'Walletport USD', symbol: 'WPUSD', decimals: 6 }],
    [ODD, { name: undefined, symbol: undefined, decimals: undefined }],
  ]),
  collections: new Map([[NFT, 'Walletport Collectibles']]),
  nfts: new Map([
    [`${NFT}:3`, { name: 'Collectible #3', description: '', imageUrl: 'http://img.test/3.svg' }],
  ]),
  prices: new Map([
    ['native', 2875.4],
    [WPUSD, 1],
  ]),
  iconUrl: (symbol) => `http://h/public/getTokenImage/${symbol}?projectId=p`,
};

describe('operationTypeOf', () => {
  const confirmed = tx({});
  it('names the operation from the transfers of the account', () => {
    expect(operationTypeOf(confirmed, [transfer({})], ME)).toBe('send');
    expect(operationTypeOf(confirmed, [transfer({ from: YOU, to: ME })], ME)).toBe('receive');
    expect(operationTypeOf(confirmed, [transfer({ from: ME, to: ME })], ME)).toBe('send');
    expect(operationTypeOf(confirmed, [transfer({ from: ZERO_ADDRESS, to: ME })], ME)).toBe('mint');
    expect(operationTypeOf(confirmed, [transfer({ from: ME, to: ZERO_ADDRESS })], ME)).toBe('burn');
    expect(operationTypeOf(confirmed, [transfer({}), transfer({ from: YOU, to: ME, logIndex: 2 })], ME)).toBe(
      'execute',
    );
    expect(operationTypeOf(confirmed, [], ME)).toBe('execute');
  });

  it('calls a failed attempt to send value a send, and any other failure an execute', () => {
    expect(operationTypeOf(tx({ status: 'failed', value: 5n }), [], ME)).toBe('send');
    expect(operationTypeOf(tx({ status: 'failed', value: 0n }), [], ME)).toBe('execute');
    expect(operationTypeOf(tx({ status: 'failed', value: 5n, from: YOU }), [], ME)).toBe('execute');
  });

  it('tells the direction of each transfer', () => {
    expect(directionOf({ from: ME, to: YOU }, ME)).toBe('out');
    expect(directionOf({ from: YOU, to: ME }, ME)).toBe('in');
    expect(directionOf({ from: ME, to: ME }, ME)).toBe('self');
  });
});

describe('buildHistoryItems', () => {
  it('writes the metadata of the transaction and a priced native transfer', () => {
    const [item] = buildHistoryItems(
      {
        transactions: [tx({ value: 1_500_000_000_000_000_000n })],
        transfers: [transfer({ amount: 1_500_000_000_000_000_000n })],
        hasMore: false,
      },
      context,
    );
    expect(item).toEqual({
      id: '0x01',
      metadata: {
        operationType: 'send',
        hash: '0x01',
        minedAt: '2026-01-01T00:00:00.000Z',
        sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        sentTo: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        status: 'confirmed',
        nonce: 4,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          direction: 'out',
          quantity: { numeric: '1.5', decimals: '18' },
          fungible_info: {
            name: 'Ether',
            symbol: 'ETH',
            icon: { url: 'http://h/public/getTokenImage/ETH?projectId=p' },
          },
          price: 2875.4,
          value: 2875.4 * 1.5,
        },
      ],
    });
  });

  it('names tokens from the configuration or their contract, and prices only what a feed prices', () => {
    const [item] = buildHistoryItems(
      {
        transactions: [tx({})],
        transfers: [
          transfer({ kind: 'erc20', contract: WPUSD, logIndex: 0, from: YOU, to: ME, amount: 2_500_000n }),
          transfer({ kind: 'erc20', contract: ODD, logIndex: 1, from: YOU, to: ME, amount: 7n }),
        ],
        hasMore: false,
      },
      context,
    );
    expect(item?.metadata.operationType).toBe('receive');
    expect(item?.transfers[0]).toEqual({
      direction: 'in',
      quantity: { numeric: '2.5', decimals: '6' },
      fungible_info: {
        name: 'Walletport USD',
        symbol: 'WPUSD',
        address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        icon: { url: 'http://h/public/getTokenImage/WPUSD?projectId=p' },
      },
      price: 1,
      value: 2.5,
    });
    // A contract that answers no metadata: its raw amount, no icon, no price.
    expect(item?.transfers[1]).toEqual({
      direction: 'in',
      quantity: { numeric: '7', decimals: '0' },
      fungible_info: { name: 'Unknown token', symbol: '', address: getAddress(ODD), icon: null },
    });
  });

  it('describes NFTs with their metadata, the collection fallback and the spam flag', () => {
    const [item] = buildHistoryItems(
      {
        transactions: [tx({ to: NFT })],
        transfers: [
          transfer({ kind: 'erc721', contract: NFT, logIndex: 0, from: ZERO_ADDRESS, to: ME, amount: 3n }),
          transfer({ kind: 'erc721', contract: NFT, logIndex: 1, from: ZERO_ADDRESS, to: ME, amount: 8n }),
        ],
        hasMore: false,
      },
      context,
    );
    expect(item?.metadata.operationType).toBe('mint');
    expect(item?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1', decimals: '0' },
        nft_info: {
          name: 'Collectible #3',
          contract: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
          tokenId: '3',
          content: { preview: { url: 'http://img.test/3.svg' } },
          flags: { is_spam: true },
        },
      },
      {
        direction: 'in',
        quantity: { numeric: '1', decimals: '0' },
        nft_info: {
          name: 'Walletport Collectibles #8',
          contract: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
          tokenId: '8',
          content: null,
          flags: { is_spam: true },
        },
      },
    ]);
  });
});
