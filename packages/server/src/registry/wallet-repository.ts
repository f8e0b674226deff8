/** The registry's tables: wallets and stored images. */
import type { Database, Queryable } from '../db/index.js';
import type { ImageContentType } from './image-types.js';
import type { WalletRecord } from './wallet-record.js';

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token';

export interface StoredImage {
  contentType: ImageContentType;
  data: Uint8Array;
}

const WALLET_COLUMNS =
  'id, name, rdns, homepage, chains, mobile_link, desktop_link, webapp_link, image_id, rank, badge_type';

export async function loadWallets(db: Queryable): Promise<WalletRecord[]> {
  const { rows } = await db.query<WalletRecord>(
    `SELECT ${WALLET_COLUMNS} FROM wallets ORDER BY rank, name, id`,
  );
  return rows.map((row) => ({ ...row, chains: [...row.chains] }));
}

export async function countWallets(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM wallets');
  return rows[0]?.count ?? 0;
}

/** Inserts or replaces the wallets (by id), all in the caller's transaction. */
export async function upsertWallets(tx: Queryable, wallets: readonly WalletRecord[]): Promise<void> {
  for (const wallet of wallets) {
    await tx.query(
      `INSERT INTO wallets (${WALLET_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, rdns = EXCLUDED.rdns, homepage = EXCLUDED.homepage,
         chains = EXCLUDED.chains, mobile_link = EXCLUDED.mobile_link, desktop_link = EXCLUDED.desktop_link,
         webapp_link = EXCLUDED.webapp_link, image_id = EXCLUDED.image_id, rank = EXCLUDED.rank,
         badge_type = EXCLUDED.badge_type, updated_at = now()`,
      [
        wallet.id,
        wallet.name,
        wallet.rdns,
        wallet.homepage,
        wallet.chains,
        wallet.mobile_link,
        wallet.desktop_link,
        wallet.webapp_link,
        wallet.image_id,
        wallet.rank,
        wallet.badge_type,
      ],
    );
  }
}

export async function upsertImage(
  tx: Queryable,
  kind: ImageKind,
  id: string,
  image: StoredImage,
): Promise<void> {
  await tx.query(
    `INSERT INTO images (kind, id, content_type, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data`,
    [kind, id, image.contentType, image.data],
  );
}

export async function findImage(db: Database, kind: ImageKind, id: string): Promise<StoredImage | undefined> {
  const { rows } = await db.query<{ content_type: ImageContentType; data: Uint8Array }>(
    'SELECT content_type, data FROM images WHERE kind = $1 AND id = $2',
    [kind, id],
  );
  const row = rows[0];
  return row === undefined ? undefined : { contentType: row.content_type, data: new Uint8Array(row.data) };
}
