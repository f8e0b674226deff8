import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryWallets, searchKey } from './wallet-query.js';
import type { WalletRecord } from './wallet-record.js';

const wallet = (id: string, chains: string[], extra: Partial<WalletRecord> = {}): WalletRecord => ({
  id,
  name: id.toUpperCase(),
  rdns: null,
  homepage: null,
  chains,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  image_id: id,
  rank: 1,
  badge_type: 'none',
  ...extra,
});

const catalogue = [
  wallet('alpha', ['eip155:1']),
  wallet('beta', ['solana:abc'], { badge_type: 'certified' }),
  wallet('gamma', ['eip155:10', 'bip122:x']),
  wallet('delta', []),
];

describe('queryWallets', () => {
  it('filters by chain namespace, include, exclude, search and badge', () => {
    const ids = (query: Parameters<typeof queryWallets>[1]) =>
      queryWallets(catalogue, query).data.map((w) => w.id);
    const all = { page: 1, entries: 40 };
    expect(ids({ ...all, chains: ['eip155:31337'] })).toEqual(['alpha', 'gamma']);
    expect(ids({ ...all, chains: ['bip122:y', 'solana:zzz'] })).toEqual(['beta', 'gamma']);
    expect(ids({ ...all, include: ['delta', 'alpha'] })).toEqual(['alpha', 'delta']);
    expect(ids({ ...all, exclude: ['alpha'] })).toEqual(['beta', 'gamma', 'delta']);
    expect(ids({ ...all, search: ' GAM ' })).toEqual(['gamma']);
    expect(ids({ ...all, badgeType: 'certified' })).toEqual(['beta']);
  });

  it('normalises search text', () => {
    expect(searchKey('  Ünïcödé ')).toBe('unicode');
  });

  const record = fc.record({
    id: fc.stringMatching(/^[a-z]{1,6}$/),
    chains: fc.array(fc.constantFrom('eip155:1', 'solana:a', 'bip122:b', 'cosmos:c')),
    badge: fc.constantFrom('none' as const, 'certified' as const),
  });
  const walletList = fc
    .uniqueArray(record, { selector: (entry) => entry.id, maxLength: 30 })
    .map((entries) => entries.map((entry) => wallet(entry.id, entry.chains, { badge_type: entry.badge })));

  it('pages partition the matches, and count is the number of matches (property)', () => {
    fc.assert(
      fc.property(
        walletList,
        fc.integer({ min: 1, max: 7 }),
        fc.option(fc.array(fc.constantFrom('eip155:5', 'solana:z', 'bip122:q'), { maxLength: 2 })),
        fc.array(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 5 }),
        (list, entries, chains, exclude) => {
          const base = { entries, exclude, ...(chains === null ? {} : { chains }) };
          const { count } = queryWallets(list, { ...base, page: 1 });
          const pages = Math.ceil(count / entries) + 1;
          const seen: string[] = [];
          for (let page = 1; page <= pages; page += 1) {
            const result = queryWallets(list, { ...base, page });
            expect(result.count).toBe(count);
            expect(result.data.length).toBeLessThanOrEqual(entries);
            seen.push(...result.data.map((entry) => entry.id));
          }
          expect(seen).toHaveLength(count);
          expect(new Set(seen).size).toBe(count);
          expect(seen.some((id) => exclude.includes(id))).toBe(false);
          expect(list.filter((entry) => seen.includes(entry.id)).map((entry) => entry.id)).toEqual(seen);
        },
      ),
    );
  });
});
