/**
 * What the API shows of an NFT: its name, description and image, from the document at its tokenURI
 * (read on chain, fetched with the guards of guarded-fetch.ts). Results are kept in the database: a
 * document fetched within the hour is used as is; an older one is served while a refresh runs in the
 * background; a missing one is fetched before answering, a few at a time. A failure is kept too (for
 * five minutes, so a metadata host that was down is asked again soon) and shows as
 * "<Collection> #<id>" without an image.
 */
import { erc721Abi, type PublicClient } from 'viem';
import { shortReason } from '../chain/prices.js';
import type { Database } from '../db/index.js';
import { fetchMetadataDocument } from './guarded-fetch.js';
import { parseNftDocument } from './nft-document.js';

export const NFT_METADATA_REFRESH_MS = 60 * 60 * 1000;
export const NFT_METADATA_FAILURE_RETRY_MS = 5 * 60 * 1000;
const MAX_TOKEN_URI_LENGTH = 100_000;
const FETCH_CONCURRENCY = 8;

export interface NftRef {
  /** Lower-case address. */
  contract: string;
  /** Decimal token id. */
  tokenId: string;
}

export interface NftDisplay {
  name: string;
  description: string;
  imageUrl: string | null;
}

export interface NftMetadataService {
  /**
   * The display of each NFT, keyed by nftKey. `collections` maps contracts to their collection names
   * (ERC-721 name()), used in the fallback name.
   */
  describe(
    chainId: number,
    client: PublicClient | undefined,
    nfts: readonly NftRef[],
    collections: ReadonlyMap<string, string | undefined>,
  ): Promise<Map<string, NftDisplay>>;
}

export interface NftMetadataServiceOptions {
  db: Database;
  allowPrivateHosts: boolean;
  now?: () => number;
  onFailure?: (failure: { chainId: number; contract: string; tokenId: string; reason: string }) => void;
}

export const nftKey = (contract: string, tokenId: string) => `${contract.toLowerCase()}:${tokenId}`;

export function fallbackNftName(collection: string | undefined, tokenId: string): string {
  return `${collection ?? 'NFT'} #${tokenId}`;
}

interface StoredRow {
  contract: string;
  token_id: string;
  ok: boolean;
  name: string | null;
  description: string | null;
  image_url: string | null;
  fetched_at: Date | string;
}

type Fetched = { ok: true; name?: string; description?: string; imageUrl?: string } | { ok: false };

/** Runs `tasks` with at most `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function createNftMetadataService(options: NftMetadataServiceOptions): NftMetadataService {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<Fetched>>();

  const fetchOne = async (chainId: number, client: PublicClient, nft: NftRef): Promise<Fetched> => {
    try {
      const uri = await client.readContract({
        address: nft.contract as `0x${string}`,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [BigInt(nft.tokenId)],
      });
      const trimmed = uri.trim();
      if (trimmed === '' || trimmed.length > MAX_TOKEN_URI_LENGTH || /\p{Cc}/u.test(trimmed)) {
        throw new Error('unusable tokenURI');
      }
      const text = await fetchMetadataDocument(trimmed, { allowPrivateHosts: options.allowPrivateHosts });
      const document = parseNftDocument(text, trimmed);
      return {
        ok: true,
        ...(document.name === undefined ? {} : { name: document.name }),
        ...(document.description === undefined ? {} : { description: document.description }),
        ...(document.imageUrl === undefined ? {} : { imageUrl: document.imageUrl }),
      };
    } catch (error) {
      const reason =
        error instanceof Error && !('shortMessage' in error) ? error.message : shortReason(error);
      options.onFailure?.({ chainId, contract: nft.contract, tokenId: nft.tokenId, reason });
      return { ok: false };
    }
  };

  const refresh = (chainId: number, client: PublicClient, nft: NftRef): Promise<Fetched> => {
    const key = `${chainId}:${nftKey(nft.contract, nft.tokenId)}`;
    const pending = inFlight.get(key);
    if (pending !== undefined) return pending;
    const work = fetchOne(chainId, client, nft).then(async (fetched) => {
      await options.db.query(
        `INSERT INTO nft_metadata (chain_id, contract, token_id, ok, name, description, image_url, fetched_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (chain_id, contract, token_id) DO UPDATE SET ok = EXCLUDED.ok, name = EXCLUDED.name,
           description = EXCLUDED.description, image_url = EXCLUDED.image_url, fetched_at = EXCLUDED.fetched_at`,
        [
          chainId,
          nft.contract,
          nft.tokenId,
          fetched.ok,
          fetched.ok ? (fetched.name ?? null) : null,
          fetched.ok ? (fetched.description ?? null) : null,
          fetched.ok ? (fetched.imageUrl ?? null) : null,
          new Date(now()),
        ],
      );
      return fetched;
    });
    inFlight.set(key, work);
    return work.finally(() => inFlight.delete(key));
  };

  const display = (nft: NftRef, fetched: Fetched, collection: string | undefined): NftDisplay => ({
    name: (fetched.ok ? fetched.name : undefined) ?? fallbackNftName(collection, nft.tokenId),
    description: (fetched.ok ? fetched.description : undefined) ?? '',
    imageUrl: (fetched.ok ? fetched.imageUrl : undefined) ?? null,
  });

  return {
    async describe(chainId, client, nfts, collections) {
      const result = new Map<string, NftDisplay>();
      if (nfts.length === 0) return result;
      const { rows } = await options.db.query<StoredRow>(
        `SELECT contract, token_id, ok, name, description, image_url, fetched_at FROM nft_metadata
         WHERE chain_id = $1
           AND (contract, token_id) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
        [chainId, nfts.map((nft) => nft.contract.toLowerCase()), nfts.map((nft) => nft.tokenId)],
      );
      const stored = new Map(rows.map((row) => [nftKey(row.contract, row.token_id), row]));
      const missing: NftRef[] = [];
      for (const nft of nfts) {
        const key = nftKey(nft.contract, nft.tokenId);
        const row = stored.get(key);
        const collection = collections.get(nft.contract.toLowerCase());
        if (row === undefined) {
          missing.push(nft);
          continue;
        }
        const fetched: Fetched = row.ok
          ? {
              ok: true,
              ...(row.name === null ? {} : { name: row.name }),
              ...(row.description === null ? {} : { description: row.description }),
              ...(row.image_url === null ? {} : { imageUrl: row.image_url }),
            }
          : { ok: false };
        result.set(key, display(nft, fetched, collection));
        const age = now() - new Date(row.fetched_at).getTime();
        const stale = age >= (row.ok ? NFT_METADATA_REFRESH_MS : NFT_METADATA_FAILURE_RETRY_MS);
        // Served as stored; the refresh is for the next request (its failures are logged by onFailure).
        if (stale && client !== undefined) void refresh(chainId, client, nft).catch(() => {});
      }
      await inBatches(missing, FETCH_CONCURRENCY, async (nft) => {
        const collection = collections.get(nft.contract.toLowerCase());
        const fetched =
          client === undefined
            ? ({ ok: false } as const)
            : await refresh(chainId, client, nft).catch(() => ({ ok: false }) as const);
        result.set(nftKey(nft.contract, nft.tokenId), display(nft, fetched, collection));
      });
      return result;
    },
  };
}
