import { describe, expect, it } from 'vitest';
import type { Database } from '../db/index.js';
import { createRegistryService } from './registry-service.js';
import type { WalletRecord } from './wallet-record.js';

const wallet = (id: string, rank: number): WalletRecord => ({
  id,
  name: id,
  rdns: null,
  homepage: null,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  image_id: `${id}-image`,
  rank,
  badge_type: 'none',
});

/** A database that answers the wallet query from a list the test changes, counting the reads. */
function fakeDatabase(rows: { current: WalletRecord[] | Error }) {
  let reads = 0;
  const db = {
    kind: 'pglite',
    async query() {
      reads += 1;
      if (rows.current instanceof Error) throw rows.current;
      return { rows: rows.current.map((row) => ({ ...row })) };
    },
  } as unknown as Database;
  return { db, reads: () => reads };
}

describe('registry service', () => {
  it('reads the database once per snapshot and reloads after the TTL', async () => {
    let now = 0;
    const rows = { current: [wallet('a', 1)] };
    const { db, reads } = fakeDatabase(rows);
    const registry = createRegistryService(db, { now: () => now, ttlMs: 1_000 });
    await Promise.all([registry.getWallets({ page: 1, entries: 10 }), registry.findWallet('a')]);
    expect(reads()).toBe(1);
    rows.current = [wallet('a', 1), wallet('b', 2)];
    expect((await registry.getWallets({ page: 1, entries: 10 })).count).toBe(1);
    now = 1_000;
    expect((await registry.getWallets({ page: 1, entries: 10 })).count).toBe(2);
    expect(reads()).toBe(2);
    expect(await registry.findWalletByImageId('b-image')).toMatchObject({ id: 'b' });
  });

  it('answers JSON without the internal rank, memoised per query until the snapshot changes', async () => {
    const rows = { current: [wallet('a', 1), wallet('b', 2)] };
    const { db } = fakeDatabase(rows);
    const registry = createRegistryService(db);
    const json = await registry.getWalletsJson({ page: 1, entries: 1, include: ['b', 'a'] });
    expect(JSON.parse(json)).toEqual({ data: [expect.not.objectContaining({ rank: 1 })], count: 2 });
    expect(JSON.parse(json).data[0].id).toBe('a');
    // The same query with its list in another order is the same answer.
    expect(await registry.getWalletsJson({ page: 1, entries: 1, include: ['a', 'b'] })).toBe(json);
    rows.current = [wallet('b', 1)];
    registry.invalidate();
    expect(
      JSON.parse(await registry.getWalletsJson({ page: 1, entries: 1, include: ['a', 'b'] })).data[0].id,
    ).toBe('b');
  });

  it('keeps serving the last good snapshot when a reload fails, and fails when there is none', async () => {
    let now = 0;
    const rows: { current: WalletRecord[] | Error } = { current: [wallet('a', 1)] };
    const { db } = fakeDatabase(rows);
    const registry = createRegistryService(db, { now: () => now, ttlMs: 10 });
    await registry.getWallets({ page: 1, entries: 1 });
    rows.current = new Error('database down');
    now = 100;
    expect((await registry.getWallets({ page: 1, entries: 1 })).count).toBe(1);
    const cold = createRegistryService(db);
    await expect(cold.getWallets({ page: 1, entries: 1 })).rejects.toThrow('database down');
  });
});
