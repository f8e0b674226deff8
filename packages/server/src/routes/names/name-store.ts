/**
 * The names registry in the database (tables `names` and `name_addresses`, migration 0004). Names and
 * addresses are stored lower-case; answers carry checksummed addresses.
 */
import { getAddress } from 'viem';
import type { Database } from '../../db/index.js';

/** A name as GET /v1/profile/account/{name} and /v1/profile/reverse/{address} answer it. */
export interface NameRecord {
  name: string;
  /** Unix seconds. */
  registered: number;
  /** Unix seconds. */
  updated: number;
  /** By coin type (decimal text): the address and when it was set (unix seconds). */
  addresses: Record<string, { address: string; created: number }>;
  attributes: Record<string, string>;
}

export interface NewName {
  /** Full lower-case name with suffix. */
  name: string;
  attributes: Record<string, string>;
  coinType: number;
  address: string;
}

export interface NameStore {
  findByName(name: string): Promise<NameRecord | undefined>;
  /** Names holding `address` under any coin type, oldest first (at most `limit`). */
  findByAddress(address: string, limit?: number): Promise<NameRecord[]>;
  /** Which of `names` are registered. */
  registeredAmong(names: readonly string[]): Promise<Set<string>>;
  /** Registers the name, or answers 'taken' when it exists (also when another request won a race). */
  register(entry: NewName): Promise<NameRecord | 'taken'>;
}

/** Reverse lookups answer at most this many names. */
export const MAX_REVERSE_NAMES = 100;

interface JoinedRow {
  name: string;
  attributes: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  coin_type: string | null;
  address: string | null;
  address_created_at: Date | string | null;
}

const SELECT_JOINED = `
  SELECT n.name, n.attributes, n.created_at, n.updated_at,
         a.coin_type, a.address, a.created_at AS address_created_at
  FROM names n LEFT JOIN name_addresses a ON a.name = n.name`;

function unixSeconds(value: Date | string): number {
  return Math.floor(new Date(value).getTime() / 1000);
}

function toAttributes(value: unknown): Record<string, string> {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  const attributes: Record<string, string> = {};
  if (typeof parsed !== 'object' || parsed === null) return attributes;
  for (const [key, entry] of Object.entries(parsed)) if (typeof entry === 'string') attributes[key] = entry;
  return attributes;
}

/** Folds joined rows (one per name and coin type) into records, keeping the rows' order of names. */
function toRecords(rows: readonly JoinedRow[]): NameRecord[] {
  const records = new Map<string, NameRecord>();
  for (const row of rows) {
    let record = records.get(row.name);
    if (record === undefined) {
      record = {
        name: row.name,
        registered: unixSeconds(row.created_at),
        updated: unixSeconds(row.updated_at),
        addresses: {},
        attributes: toAttributes(row.attributes),
      };
      records.set(row.name, record);
    }
    if (row.coin_type !== null && row.address !== null) {
      record.addresses[row.coin_type] = {
        address: getAddress(row.address),
        created: unixSeconds(row.address_created_at ?? row.created_at),
      };
    }
  }
  return [...records.values()];
}

export function createNameStore(db: Database): NameStore {
  const findByName = async (name: string): Promise<NameRecord | undefined> => {
    const { rows } = await db.query<JoinedRow>(`${SELECT_JOINED} WHERE n.name = $1 ORDER BY a.coin_type`, [
      name.toLowerCase(),
    ]);
    return toRecords(rows)[0];
  };

  return {
    findByName,

    async findByAddress(address, limit = MAX_REVERSE_NAMES) {
      const { rows } = await db.query<JoinedRow>(
        `${SELECT_JOINED}
         WHERE n.name IN (
           SELECT m.name FROM names m JOIN name_addresses h ON h.name = m.name
           WHERE h.address = $1 ORDER BY m.created_at, m.name LIMIT $2)
         ORDER BY n.created_at, n.name, a.coin_type`,
        [address.toLowerCase(), limit],
      );
      return toRecords(rows);
    },

    async registeredAmong(names) {
      if (names.length === 0) return new Set();
      const { rows } = await db.query<{ name: string }>(
        'SELECT name FROM names WHERE name = ANY($1::text[])',
        [names.map((name) => name.toLowerCase())],
      );
      return new Set(rows.map((row) => row.name));
    },

    async register(entry) {
      const name = entry.name.toLowerCase();
      const inserted = await db.transaction(async (tx) => {
        // ON CONFLICT instead of check-then-insert: two requests for one name cannot both win.
        const { rows } = await tx.query<{ name: string }>(
          `INSERT INTO names (name, attributes) VALUES ($1, $2::jsonb)
           ON CONFLICT (name) DO NOTHING RETURNING name`,
          [name, JSON.stringify(entry.attributes)],
        );
        if (rows.length === 0) return false;
        await tx.query('INSERT INTO name_addresses (name, coin_type, address) VALUES ($1, $2, $3)', [
          name,
          String(entry.coinType),
          entry.address.toLowerCase(),
        ]);
        return true;
      });
      if (!inserted) return 'taken';
      const record = await findByName(name);
      if (record === undefined) throw new Error(`The name ${name} vanished right after it was registered.`);
      return record;
    },
  };
}
