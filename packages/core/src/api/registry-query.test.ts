import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterWallets, matchesSearch, normalizeSearch, queryWallets } from './registry-query.js';
import type { RegistryWallet } from './registry-types.js';

const wallet = (id: string, name: string, chains?: string[]): RegistryWallet =>
  chains === undefined ? { id, name } : { id, name, chains };

const LIST = [
  wallet('metamask', 'MetaMask', ['eip155:1']),
  wallet('phantom', 'Phantom', ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'eip155:1']),
  wallet('xverse', 'Xverse', ['bip122:000000000019d6689c085ae165831e93']),
  wallet('custom', 'Café Wallet'),
];

describe('bundled source: the query rules of GET /getWallets over a list', () => {
  it('search matches names case- and accent-insensitively', () => {
    expect(filterWallets(LIST, { page: 1, entries: 40, search: 'META' }).map((w) => w.id)).toEqual([
      'metamask',
    ]);
    expect(filterWallets(LIST, { page: 1, entries: 40, search: 'cafe' }).map((w) => w.id)).toEqual([
      'custom',
    ]);
    expect(filterWallets(LIST, { page: 1, entries: 40, search: '  ' })).toHaveLength(4);
  });

  it('include keeps only those ids, exclude removes ids', () => {
    expect(
      filterWallets(LIST, { page: 1, entries: 40, include: ['xverse', 'phantom'] }).map((w) => w.id),
    ).toEqual(['phantom', 'xverse']);
    expect(filterWallets(LIST, { page: 1, entries: 40, exclude: ['metamask'] }).map((w) => w.id)).toEqual([
      'phantom',
      'xverse',
      'custom',
    ]);
  });

  it('chains match by namespace, so a devnet chain id still finds the eip155 wallets', () => {
    const ids = filterWallets(LIST, { page: 1, entries: 40, chains: ['eip155:31337'] }).map((w) => w.id);
    // A wallet without chain information (the custom one) is kept.
    expect(ids).toEqual(['metamask', 'phantom', 'custom']);
  });

  it('pages by entries and reports the full count', () => {
    expect(queryWallets(LIST, { page: 2, entries: 3 })).toEqual({ wallets: [LIST[3]], count: 4 });
    expect(queryWallets(LIST, { page: 9, entries: 3 })).toEqual({ wallets: [], count: 4 });
  });

  it('property: pages partition the matching list, whatever the page size', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1 }), name: fc.string() }), {
          selector: (entry) => entry.id,
          maxLength: 60,
        }),
        fc.integer({ min: 1, max: 50 }),
        fc.string({ maxLength: 3 }),
        (wallets, entries, search) => {
          const all = filterWallets(wallets, { page: 1, entries, search });
          const pages: RegistryWallet[] = [];
          for (let page = 1; page <= Math.ceil(all.length / entries) + 1; page += 1) {
            const answer = queryWallets(wallets, { page, entries, search });
            expect(answer.count).toBe(all.length);
            expect(answer.wallets.length).toBeLessThanOrEqual(entries);
            pages.push(...answer.wallets);
          }
          expect(pages).toEqual(all);
        },
      ),
    );
  });

  it('property: nonsense page numbers never throw and give a first page', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (page, entries) => {
        const answer = queryWallets(LIST, { page, entries });
        expect(answer.count).toBe(4);
        expect(answer.wallets.length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('property: normalizeSearch is idempotent and a name always matches itself', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalizeSearch(normalizeSearch(text))).toBe(normalizeSearch(text));
        expect(matchesSearch(text, text)).toBe(true);
        expect(matchesSearch(text, '')).toBe(true);
      }),
    );
  });
});
