/**
 * The names client: GET /v1/profile/account/{name} → the name's addresses by ENSIP-11 coin type. Used to
 * resolve a name typed as a send recipient (docs/send-receive.md "Recipient"). Answers are cached 5
 * minutes per name (the name TTL) and concurrent lookups of one name share a request. A 404 (not
 * registered) or 400 (not a name this server serves) is "no such name", not an error.
 * Registration (docs/names.md) adds suggestions, the signed POST and the reverse lookup; those are
 * never cached, since availability is exactly what changes.
 */
import { HttpRequestError, invalidResponseError } from '../http/http-errors.js';
import { CACHE_TTL, createTtlCache } from '../storage/ttl-cache.js';
import type { HttpClient } from '../http/index.js';
import type { ApiClientOptions } from './blockchain-api.js';

/** A registered name as the server returns it; only what a client reads. */
export interface NameRecord {
  readonly name: string;
  /** Addresses by coin type (ENSIP-11: 60 for Ethereum, 0x80000000 | chainId for other EVM chains). */
  readonly addresses: Readonly<Record<string, { readonly address: string }>>;
}

/** One entry of GET /v1/profile/suggestions/{name}: a full name (with the server's suffix) and whether it is taken. */
export interface NameSuggestion {
  readonly name: string;
  readonly registered: boolean;
}

/** The body of POST /v1/profile/account: the signed registration message and who signed it. */
export interface RegisterNameRequest {
  /** ENSIP-11 coin type of the chain the signature is checked on. */
  readonly coinType: number;
  readonly address: string;
  /** JSON { name, attributes, timestamp }, exactly as signed. */
  readonly message: string;
  readonly signature: string;
}

export interface NamesApiClient {
  /** The record of `name`, or undefined when the server knows no such name. */
  resolveName(name: string): Promise<NameRecord | undefined>;
  /**
   * The name asked for first (taken or not), then free variants. `zone` is the suffix without its dot;
   * a zone the server does not serve answers no suggestions. Not cached.
   */
  suggestNames(name: string, options?: { zone?: string; signal?: AbortSignal }): Promise<NameSuggestion[]>;
  /** Registers a name; the registered record. Failures reach the caller (409 when the name is taken). */
  registerName(request: RegisterNameRequest): Promise<NameRecord>;
  /** The names of `address`, oldest first (the first is its identity). Not cached. */
  reverseNames(address: string): Promise<NameRecord[]>;
  /** Drops the cached record of `name`, e.g. after registering it (its absence may be cached). */
  forgetName(name: string): void;
}

/** A page resolves a handful of names; the bound keeps a long session's memory flat. */
const MAX_CACHED_NAMES = 100;
const NOT_A_NAME_STATUSES: readonly number[] = [400, 404];

export interface NamesApiClientOptions extends Omit<ApiClientOptions, 'http'> {
  http: Pick<HttpClient, 'get' | 'post'>;
  now?: () => number;
}

export function createNamesApiClient(options: NamesApiClientOptions): NamesApiClient {
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
    async suggestNames(name, { zone, signal } = {}) {
      const answer = await options.http.get<unknown>({
        path: `/v1/profile/suggestions/${encodeURIComponent(name.toLowerCase())}`,
        params: { ...params, zone },
        ...(signal === undefined ? {} : { signal }),
      });
      return parseSuggestions(answer);
    },
    async registerName(request) {
      const answer = await options.http.post<unknown>({
        path: '/v1/profile/account',
        params,
        body: {
          coin_type: request.coinType,
          address: request.address,
          message: request.message,
          signature: request.signature,
        },
      });
      const record = parseNameRecord((answer as { record?: unknown } | null)?.record);
      if (record === null)
        throw invalidResponseError('POST /v1/profile/account', new Error('The answer holds no record.'));
      cache.delete(record.name.toLowerCase());
      return record;
    },
    async reverseNames(address) {
      const answer = await options.http.get<unknown>({
        path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
        params,
      });
      if (!Array.isArray(answer)) return [];
      return answer.map(parseNameRecord).filter((record): record is NameRecord => record !== null);
    },
    forgetName: (name) => cache.delete(name.toLowerCase()),
  };
}

/** Keeps well-formed suggestions only; anything that is not the documented answer is no suggestions. */
export function parseSuggestions(answer: unknown): NameSuggestion[] {
  const list = (answer as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const { name, registered } = (entry ?? {}) as { name?: unknown; registered?: unknown };
    return typeof name === 'string' && typeof registered === 'boolean' ? [{ name, registered }] : [];
  });
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
