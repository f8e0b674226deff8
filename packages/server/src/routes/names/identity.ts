/**
 * An address's identity (GET /v1/identity/{address}): its name and avatar from the names registry,
 * cached for 5 minutes (the SDK caches identities as long). A registration drops the address's cached identity,
 * so a new name shows at once instead of after the cache runs out.
 */
import type { Cache } from '../../cache/index.js';
import type { NameStore } from './name-store.js';

export const IDENTITY_CACHE_TTL_MS = 5 * 60_000;

export interface Identity {
  name: string | null;
  avatar: string | null;
}

export function identityCacheKey(address: string): string {
  return `identity:v1:${address.toLowerCase()}`;
}

/** The oldest name of the address: a later registration must not silently change who the address is. */
export async function lookupIdentity(store: NameStore, cache: Cache, address: string): Promise<Identity> {
  const key = identityCacheKey(address);
  const cached = await cache.get<Identity>(key);
  if (cached !== undefined) return cached;
  const [first] = await store.findByAddress(address, 1);
  const identity: Identity = { name: first?.name ?? null, avatar: first?.attributes.avatar ?? null };
  await cache.set(key, identity, IDENTITY_CACHE_TTL_MS);
  return identity;
}
