/**
 * The names client: GET /v1/profile/account/{name} → the name's addresses by ENSIP-11 coin type. Used to
 * resolve a name typed as a send recipient (docs/send-receive.md "Recipient"). Answers are cached 5
 * minutes per name (the name TTL) and concurrent lookups of one name share a request. A 404 (not
 * registered) or 400 (not a name this server serves) is "no such name", not an error.
 */
import { HttpRequestError } from '../http/http-errors.js';
import { CACHE_TTL, createTtlCache } from '../storage/ttl-cache.js';
import type { ApiClientOptions } from './blockchain-api.js';

/** A registered name as the server returns it; only what a client reads. */
export interface NameRecord {
  readonly name: string;
  /** Addresses by coin type (ENSIP-11: 60 for Ethereum, 0x80000000 | chainId for other EVM chains). */
  readonly addresses: Readonly<Record<string, { readonly address: string }>>;
}

export interface NamesApiClient {
  /** The record of `name`, or undefined when the server knows no such name. */
  resolveName(name: string): Promise<NameRecord | undefined>;
}

/** A page resolves a handful of names; the bound keeps a long session's memory flat. */
const MAX_CACHED_NAMES = 100;
const NOT_A_NAME_STATUSES: readonly number[] = [400, 404];

export function createNamesApiClient(options: ApiClientOptions & { now?: () => number }): NamesApiClient {
  const params = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
  const cache = createTtlCache<string, NameRecord | null>({
    ttlMs: CACHE_TTL.name,
    maxEntries: MAX_CACHED_NAMES,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  return {
    async resolveName(name) {
      // Names are case-insensitive, like DNS names.
      const key = name.toLowerCase();
      const record = await cache.getOrLoad(key, async () => {
        try {
          const answer = await options.http.get<unknown>({
            path: `/v1/profile/account/${encodeURIComponent(key)}`,
            params,
          });
          return parseNameRecord(answer);
        } catch (error) {
          if (error instanceof HttpRequestError && NOT_A_NAME_STATUSES.includes(error.status)) return null;
          throw error;
        }
      });
      return record ?? undefined;
    },
  };
}

/** Keeps only well-formed address entries; an answer without a name and addresses is no record. */
export function parseNameRecord(answer: unknown): NameRecord | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { name, addresses } = answer as { name?: unknown; addresses?: unknown };
  if (typeof name !== 'string' || typeof addresses !== 'object' || addresses === null) return null;
  const kept: Record<string, { address: string }> = {};
  for (const [coinType, entry] of Object.entries(addresses)) {
    const address = (entry as { address?: unknown } | null)?.address;
    if (typeof address === 'string') kept[coinType] = { address };
  }
  return { name, addresses: kept };
}
