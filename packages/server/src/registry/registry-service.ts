/**
 * The registry as routes use it: a snapshot of the catalogue in memory, reloaded from the database when
 * older than SNAPSHOT_TTL_MS (imports from the CLI, another process, show up within that time) and at
 * once after an import through this service. Concurrent requests share one reload.
 */
import type { Database } from '../db/index.js';
import { loadWallets } from './wallet-repository.js';
import type { WalletRecord } from './wallet-record.js';
import { queryWallets, type WalletPageResult, type WalletQuery } from './wallet-query.js';

export const SNAPSHOT_TTL_MS = 10_000;

/** Distinct queries whose serialized answer is kept per snapshot (the modal asks few distinct ones). */
const MAX_SERIALIZED_PAGES = 1_000;

export interface RegistryService {
  getWallets(query: WalletQuery): Promise<WalletPageResult>;
  /**
   * The GET /getWallets answer as JSON text ({ data, count }, listings without their rank), memoised
   * per query until the next snapshot: the registry is read far more often than it changes.
   */
  getWalletsJson(query: WalletQuery): Promise<string>;
  findWallet(id: string): Promise<WalletRecord | undefined>;
  /** The wallet whose image_id is `imageId` (GET /getWalletImage takes image ids). */
  findWalletByImageId(imageId: string): Promise<WalletRecord | undefined>;
  /** Drops the snapshot so the next request reads the database. */
  invalidate(): void;
}

/** The listing as served: the stored record without its internal rank. */
export function toListing({ rank: _rank, ...listing }: WalletRecord): Omit<WalletRecord, 'rank'> {
  return listing;
}

/** One key per distinct query. Lists are sorted: their order does not change the answer. */
function queryKey(query: WalletQuery): string {
  const list = (values: readonly string[] | undefined) => [...(values ?? [])].sort().join(',');
  return [
    query.page,
    query.entries,
    query.search ?? '',
    query.badgeType ?? '',
    list(query.include),
    list(query.exclude),
    list(query.chains),
  ].join('|');
}

export function createRegistryService(
  db: Database,
  options: { now?: () => number; ttlMs?: number } = {},
): RegistryService {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? SNAPSHOT_TTL_MS;
  let snapshot:
    | {
        wallets: WalletRecord[];
        byId: Map<string, WalletRecord>;
        byImageId: Map<string, WalletRecord>;
        serialized: Map<string, string>;
        loadedAt: number;
      }
    | undefined;
  let loading: Promise<NonNullable<typeof snapshot>> | undefined;

  const current = async () => {
    if (snapshot !== undefined && now() - snapshot.loadedAt < ttlMs) return snapshot;
    loading ??= loadWallets(db)
      .then((wallets) => {
        snapshot = {
          wallets,
          byId: new Map(wallets.map((wallet) => [wallet.id, wallet])),
          byImageId: new Map(wallets.map((wallet) => [wallet.image_id, wallet])),
          serialized: new Map(),
          loadedAt: now(),
        };
        return snapshot;
      })
      .finally(() => {
        loading = undefined;
      });
    // A failed reload falls back to the last good snapshot rather than failing every request.
    return loading.catch((error: unknown) => {
      if (snapshot !== undefined) return snapshot;
      throw error;
    });
  };

  return {
    async getWallets(query) {
      return queryWallets((await current()).wallets, query);
    },
    async getWalletsJson(query) {
      const current_ = await current();
      const key = queryKey(query);
      const cached = current_.serialized.get(key);
      if (cached !== undefined) return cached;
      const page = queryWallets(current_.wallets, query);
      const json = JSON.stringify({ data: page.data.map(toListing), count: page.count });
      if (current_.serialized.size >= MAX_SERIALIZED_PAGES) current_.serialized.clear();
      current_.serialized.set(key, json);
      return json;
    },
    async findWallet(id) {
      return (await current()).byId.get(id);
    },
    async findWalletByImageId(imageId) {
      return (await current()).byImageId.get(imageId);
    },
    invalidate() {
      snapshot = undefined;
    },
  };
}
