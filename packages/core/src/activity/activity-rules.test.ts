import { describe, expect, it } from 'vitest';
import type { HistoryItem, HistoryTransfer } from '../api/history-answers.js';
import { groupActivity, isActivitySupported, visibleHistoryItems, withoutSpam } from './activity-rules.js';

const nft = (spam: boolean): HistoryTransfer => ({
  direction: 'in',
  quantity: { numeric: '1' },
  nft_info: {
    name: 'N',
    contract: `0x${'c'.repeat(40)}`,
    tokenId: '1',
    content: null,
    flags: { is_spam: spam },
  },
});
const ether: HistoryTransfer = {
  direction: 'out',
  quantity: { numeric: '1' },
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: null },
};

const item = (
  id: string,
  transfers: HistoryTransfer[],
  minedAt = '2026-03-01T12:00:00Z',
  chain = 'eip155:1',
) =>
  ({
    id,
    metadata: {
      operationType: 'receive',
      hash: `0x${'1'.repeat(64)}`,
      minedAt,
      sentFrom: `0x${'b'.repeat(40)}`,
      sentTo: `0x${'a'.repeat(40)}`,
      status: 'confirmed',
      chain,
    },
    transfers,
  }) satisfies HistoryItem;

describe('spam', () => {
  it('a transaction of nothing but spam NFTs is dropped', () => {
    expect(withoutSpam(item('1', [nft(true), nft(true)]))).toBeUndefined();
  });

  it('a transaction with a real transfer beside spam stays, without the spam', () => {
    expect(withoutSpam(item('1', [nft(true), ether]))?.transfers).toEqual([ether]);
    const clean = item('2', [nft(false)]);
    expect(withoutSpam(clean)).toBe(clean);
  });

  it('a transaction without transfers stays', () => {
    const call = item('1', []);
    expect(withoutSpam(call)).toBe(call);
  });
});

describe('the visible items', () => {
  it("are the connected chain's only, spam-only ones dropped, order kept", () => {
    const list = [
      item('a', [ether]),
      item('b', [ether], undefined, 'eip155:10'),
      item('c', [nft(true)]),
      item('d', [nft(false)]),
    ];
    expect(visibleHistoryItems(list, 'eip155:1').map((entry) => entry.id)).toEqual(['a', 'd']);
  });
});

describe('grouping', () => {
  it('groups by year then month, newest first at every level', () => {
    const list = [
      item('jan25', [ether], '2025-01-15T00:00:00Z'),
      item('mar26-early', [ether], '2026-03-01T00:00:00Z'),
      item('dec25', [ether], '2025-12-31T10:00:00Z'),
      item('mar26-late', [ether], '2026-03-20T00:00:00Z'),
    ];
    const groups = groupActivity(list, { timeZone: 'UTC' });
    expect(
      groups.map((year) => [
        year.year,
        year.months.map((month) => [month.month, month.items.map((i) => i.id)]),
      ]),
    ).toEqual([
      [2026, [[3, ['mar26-late', 'mar26-early']]]],
      [
        2025,
        [
          [12, ['dec25']],
          [1, ['jan25']],
        ],
      ],
    ]);
  });

  it('uses the time zone to decide the month', () => {
    const edge = [item('x', [ether], '2026-01-01T02:00:00Z')];
    expect(groupActivity(edge, { timeZone: 'UTC' })[0]?.months[0]?.month).toBe(1);
    expect(groupActivity(edge, { timeZone: 'America/New_York' })[0]).toMatchObject({
      year: 2025,
      months: [{ month: 12 }],
    });
  });
});

describe('support', () => {
  it('is eip155 only', () => {
    expect(isActivitySupported('eip155')).toBe(true);
    expect(isActivitySupported('solana')).toBe(false);
    expect(isActivitySupported(undefined)).toBe(false);
  });
});
