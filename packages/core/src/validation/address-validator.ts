import { type EthereumAddressOptions, isEthereumAddress } from './address.js';
import { createBoundedCache } from './bounded-cache.js';
import type { EthereumAddress } from './checksum-address.js';

/** The address validation cache holds 8192 answers. */
export const ADDRESS_VALIDATION_CACHE_SIZE = 8192;

// Only strings of an address's length can pass; caching anything else would let long junk fill memory.
const ETHEREUM_ADDRESS_LENGTH = 42;

export interface AddressValidator {
  /** Same answer as the pure `isEthereumAddress`, remembered so repeated checks skip the keccak hash. */
  isEthereumAddress(value: unknown, options?: EthereumAddressOptions): value is EthereumAddress;
  /** Number of remembered answers (never more than the configured size). */
  readonly cacheSize: number;
  clearCache(): void;
}

export interface AddressValidatorOptions {
  /** Most answers to remember; defaults to 8192. */
  maxCacheEntries?: number;
}

/** Creates a validator that owns its own bounded cache (one per app instance, no shared state). */
export function createAddressValidator(options: AddressValidatorOptions = {}): AddressValidator {
  const cache = createBoundedCache<string, boolean>(options.maxCacheEntries ?? ADDRESS_VALIDATION_CACHE_SIZE);
  return {
    isEthereumAddress(
      value: unknown,
      validationOptions: EthereumAddressOptions = {},
    ): value is EthereumAddress {
      if (typeof value !== 'string' || value.length !== ETHEREUM_ADDRESS_LENGTH) return false;
      const strict = validationOptions.strict !== false;
      // Strict and lenient answers differ for the same text, so the mode is part of the key.
      const key = `${strict ? 'strict' : 'lenient'}:${value}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const result = isEthereumAddress(value, { strict });
      cache.set(key, result);
      return result;
    },
    get cacheSize() {
      return cache.size;
    },
    clearCache() {
      cache.clear();
    },
  };
}
