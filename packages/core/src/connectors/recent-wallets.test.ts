import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRecentWallet } from './recent-wallets.js';
import type { RecentWallet } from './types.js';

const metamask: RecentWallet = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' };
const rainbow: RecentWallet = { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' };
const trust: RecentWallet = { id: 'trust', name: 'Trust Wallet' };

describe('addRecentWallet (id, rdns, name; the list keeps 2)', () => {
  it('puts the most recently used wallet first', () => {
    expect(addRecentWallet([metamask], rainbow)).toEqual([rainbow, metamask]);
  });

  it('"The list keeps 2": the oldest falls off', () => {
    expect(addRecentWallet([rainbow, metamask], trust)).toEqual([trust, rainbow]);
  });

  it('lists a wallet once: using it again moves it to the front', () => {
    expect(addRecentWallet([rainbow, metamask], { ...metamask, name: 'MetaMask (renamed)' })).toEqual([
      { ...metamask, name: 'MetaMask (renamed)' },
      rainbow,
    ]);
  });

  it('keeps only id, rdns and name, and does not modify its arguments', () => {
    const list = [rainbow];
    const extra = { ...trust, image_id: 'x' } as RecentWallet;
    const result = addRecentWallet(list, extra);
    expect(result[0]).toEqual(trust);
    expect(list).toEqual([rainbow]);
  });

  const recentArb = fc.record(
    { id: fc.constantFrom('a', 'b', 'c', 'd'), name: fc.string(), rdns: fc.string() },
    { requiredKeys: ['id', 'name'] },
  );

  it('property: at most 2 entries, the new wallet first, ids unique, nothing invented', () => {
    fc.assert(
      fc.property(fc.array(recentArb, { maxLength: 4 }), recentArb, (list, added) => {
        const result = addRecentWallet(list, added);
        expect(result.length).toBeLessThanOrEqual(2);
        expect(result[0]?.id).toBe(added.id);
        expect(new Set(result.map((r) => r.id)).size).toBe(result.length);
        for (const entry of result.slice(1)) expect(list).toContainEqual(entry);
      }),
    );
  });

  it('property: folding any history keeps the last two distinct wallets, most recent first', () => {
    fc.assert(
      fc.property(fc.array(recentArb, { maxLength: 10 }), (history) => {
        const result = history.reduce<RecentWallet[]>(addRecentWallet, []);
        const expectedIds: string[] = [];
        for (const entry of [...history].reverse()) {
          if (!expectedIds.includes(entry.id)) expectedIds.push(entry.id);
        }
        expect(result.map((r) => r.id)).toEqual(expectedIds.slice(0, 2));
      }),
    );
  });
});
