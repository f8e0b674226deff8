import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/index.js';
import { type HistoryItem, parseHistoryItem, parseHistoryPage } from './history-answers.js';

const HASH = `0x${'ab'.repeat(32)}`;
const ME = '0x00000000000000000000000000000000000000a1';
const YOU = '0x00000000000000000000000000000000000000b2';
const CONTRACT = '0x0165878A594ca255338adfa4d48449f69242Eb8F';

const item: HistoryItem = {
  id: HASH,
  metadata: {
    operationType: 'send',
    hash: HASH,
    minedAt: '2026-11-20T10:00:00.000Z',
    sentFrom: ME,
    sentTo: YOU,
    status: 'confirmed',
    nonce: 3,
    chain: 'eip155:31337',
  },
  transfers: [
    {
      direction: 'out',
      quantity: { numeric: '1.5', decimals: '18' },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://i/eth.png' } },
      price: 2875.4,
      value: 4313.1,
    },
  ],
};
const nftTransfer = {
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: {
    name: 'Walletport Collectible #3',
    contract: CONTRACT,
    tokenId: '3',
    content: { preview: { url: 'http://127.0.0.1:5173/collectibles/3.svg' } },
    flags: { is_spam: false },
  },
};

describe('the history answer', () => {
  it('reads a well-formed page as it is', () => {
    expect(parseHistoryPage({ data: [item], next: 'c2' })).toEqual({ data: [item], next: 'c2' });
    expect(parseHistoryPage({ data: [] })).toEqual({ data: [], next: null });
  });

  it('reads NFT transfers, and a missing picture as none', () => {
    const parsed = parseHistoryItem({ ...item, transfers: [nftTransfer] });
    expect(parsed?.transfers[0]?.nft_info?.content?.preview.url).toBe(
      'http://127.0.0.1:5173/collectibles/3.svg',
    );
    const bare = { ...nftTransfer, nft_info: { ...nftTransfer.nft_info, content: null, flags: undefined } };
    expect(parseHistoryItem({ ...item, transfers: [bare] })?.transfers[0]?.nft_info).toMatchObject({
      content: null,
      flags: { is_spam: false },
    });
  });

  it('keeps a price only when there is one (absent is never 0), and a value only beside a price', () => {
    const { price: _p, value: _v, ...unpriced } = item.transfers[0] as object as Record<string, unknown>;
    expect(parseHistoryItem({ ...item, transfers: [unpriced] })?.transfers[0]).not.toHaveProperty('price');
    const orphan = parseHistoryItem({ ...item, transfers: [{ ...unpriced, value: 4 }] });
    expect(orphan?.transfers[0]).not.toHaveProperty('value');
  });

  it.each([
    ['an unknown operation', { ...item, metadata: { ...item.metadata, operationType: 'stake' } }],
    ['a bad hash', { ...item, metadata: { ...item.metadata, hash: '0x12' } }],
    ['an unreadable time', { ...item, metadata: { ...item.metadata, minedAt: 'yesterday' } }],
    ['a bad counterparty', { ...item, metadata: { ...item.metadata, sentTo: 'bob' } }],
    ['an unknown status', { ...item, metadata: { ...item.metadata, status: 'pending' } }],
    ['a chain that is not CAIP-2', { ...item, metadata: { ...item.metadata, chain: '31337' } }],
    ['no transfers list', { ...item, transfers: null }],
    ['a negative quantity', { ...item, transfers: [{ ...nftTransfer, quantity: { numeric: '-1' } }] }],
    ['a transfer of nothing', { ...item, transfers: [{ direction: 'in', quantity: { numeric: '1' } }] }],
    [
      'a transfer of two things at once',
      { ...item, transfers: [{ ...nftTransfer, fungible_info: item.transfers[0]?.fungible_info }] },
    ],
    [
      'a broken NFT beside good ones',
      { ...item, transfers: [nftTransfer, { ...nftTransfer, nft_info: {} }] },
    ],
    ['an unknown direction', { ...item, transfers: [{ ...nftTransfer, direction: 'sideways' }] }],
    ['no id', { ...item, id: '' }],
  ])('drops an item with %s, keeping the rest of the page', (_case, bad) => {
    expect(parseHistoryItem(bad)).toBeUndefined();
    expect(parseHistoryPage({ data: [bad, item], next: null }).data).toEqual([item]);
  });

  it.each([
    ['not an object', 'nope'],
    ['no data list', { next: null }],
    ['a cursor that is not a string', { data: [], next: 5 }],
    ['an empty cursor', { data: [], next: '' }],
  ])('refuses an answer with %s (API_INVALID_RESPONSE)', (_case, answer) => {
    expect(() => parseHistoryPage(answer)).toThrow(WalletportError);
    expect(() => parseHistoryPage(answer)).toThrow(/Invalid answer/);
  });

  it('property: any JSON either parses into well-formed items or throws API_INVALID_RESPONSE', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        try {
          const page = parseHistoryPage(json);
          expect(page.next === null || typeof page.next === 'string').toBe(true);
          for (const entry of page.data) expect(parseHistoryItem(entry)).toEqual(entry);
        } catch (error) {
          expect(error).toBeInstanceOf(WalletportError);
          expect((error as WalletportError).code).toBe('API_INVALID_RESPONSE');
        }
      }),
    );
  });

  it('property: a well-formed item survives parsing unchanged; one broken transfer drops it whole', () => {
    const address = fc.stringMatching(/^0x[0-9a-f]{40}$/);
    const quantity = fc
      .tuple(fc.nat(), fc.option(fc.nat(), { nil: undefined }))
      .map(([a, b]) => ({ numeric: b === undefined ? String(a) : `${a}.${b}` }));
    const fungible = fc.record({
      direction: fc.constantFrom('in', 'out', 'self'),
      quantity,
      fungible_info: fc.record({
        name: fc.string(),
        symbol: fc.string({ minLength: 1 }),
        icon: fc.constant(null),
      }),
    });
    const nft = fc.record({
      direction: fc.constantFrom('in', 'out', 'self'),
      quantity,
      nft_info: fc.record({
        name: fc.string(),
        contract: address,
        tokenId: fc.nat().map(String),
        content: fc.constant(null),
        flags: fc.record({ is_spam: fc.boolean() }),
      }),
    });
    const anItem = fc.record({
      id: fc.string({ minLength: 1 }),
      metadata: fc.record({
        operationType: fc.constantFrom('send', 'receive', 'mint', 'burn', 'execute'),
        hash: fc.stringMatching(/^0x[0-9a-f]{64}$/),
        minedAt: fc
          .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
          .map((d) => d.toISOString()),
        sentFrom: address,
        sentTo: address,
        status: fc.constantFrom('confirmed', 'failed'),
        chain: fc.constantFrom('eip155:1', 'eip155:31337'),
      }),
      transfers: fc.array(fc.oneof(fungible, nft), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(anItem, (good) => {
        expect(parseHistoryItem(good)).toEqual(good);
        const broken = {
          ...good,
          transfers: [...good.transfers, { direction: 'in', quantity: { numeric: 'x' } }],
        };
        expect(parseHistoryItem(broken)).toBeUndefined();
      }),
    );
  });
});
