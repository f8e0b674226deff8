/**
 * What both ready configs share: the page defaults for domain and uri, a random nonce, storage
 * defaults and the message they create. Nothing is read at import; every default is read per call.
 */
import type { CaipNetworkId } from '../caip/index.js';
import {
  createLocalStorage,
  createMemoryStorage,
  createTypedStorage,
  type StorageBackend,
  type TypedStorage,
} from '../storage/index.js';
import { createSiwxMessage } from './build-message.js';
import type { SiwxMessage } from './types.js';

export interface SiwxPageOptions {
  /** The domain (host[:port]) that asks for the signature. Defaults to the page's `location.host`. */
  domain?: string;
  /** The URI the signature is for. Defaults to the page's `location.origin`. */
  uri?: string;
  /** One line shown above the message fields. */
  statement?: string;
  /** Makes sign-in required: the visitor is disconnected on cancel and cannot close the sign view. */
  required?: boolean;
  /** Revoke the session when the wallet disconnects. */
  signOutOnDisconnect?: boolean;
  /** Where tokens or sessions are kept. Defaults to localStorage when the page has one, else memory. */
  storage?: StorageBackend;
  /** Milliseconds since epoch; defaults to Date.now (tests pass a fixed clock). */
  now?: () => number;
}

interface PageLocation {
  host?: string;
  origin?: string;
}

function pageLocation(): PageLocation | undefined {
  return (globalThis as { location?: PageLocation }).location;
}

/** The domain and uri of the message: the options, else the page; a server has no page, so both must be given. */
export function resolvePageIdentity(options: SiwxPageOptions): { domain: string; uri: string } {
  const location = pageLocation();
  const domain = options.domain ?? location?.host;
  const uri = options.uri ?? location?.origin;
  if (domain === undefined || domain === '' || uri === undefined || uri === '' || uri === 'null') {
    throw new TypeError('SIWX needs the page domain and uri: pass `domain` and `uri` when there is no page.');
  }
  return { domain, uri };
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A nonce of `length` letters and digits from the platform's CSPRNG (rejection sampling: no bias). */
export function randomSiwxNonce(length = 16): string {
  const limit = 256 - (256 % NONCE_ALPHABET.length);
  let nonce = '';
  while (nonce.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && nonce.length < length) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
    }
  }
  return nonce;
}

export function defaultSiwxStorage(backend: StorageBackend | undefined): TypedStorage {
  let chosen = backend;
  if (chosen === undefined) {
    try {
      chosen =
        typeof window !== 'undefined' && window.localStorage ? createLocalStorage() : createMemoryStorage();
    } catch {
      // Blocked storage (sandboxed frames): sessions last for this page view only.
      chosen = createMemoryStorage();
    }
  }
  return createTypedStorage(chosen, { logger: { warn: () => {} } });
}

export function buildConfigMessage(
  options: SiwxPageOptions,
  input: { chainId: CaipNetworkId; accountAddress: string },
  fields: { nonce: string; expirationTime?: string },
): SiwxMessage {
  const now = options.now ?? Date.now;
  return createSiwxMessage({
    ...resolvePageIdentity(options),
    chainId: input.chainId,
    accountAddress: input.accountAddress,
    version: '1',
    nonce: fields.nonce,
    issuedAt: new Date(now()).toISOString(),
    ...(fields.expirationTime === undefined ? {} : { expirationTime: fields.expirationTime }),
    ...(options.statement === undefined ? {} : { statement: options.statement }),
  });
}

/** Same chain, same address (eip155 addresses without case). */
export function isSamePair(
  data: { chainId: string; accountAddress: string },
  chainId: string,
  address: string,
): boolean {
  if (data.chainId !== chainId) return false;
  return chainId.startsWith('eip155:')
    ? data.accountAddress.toLowerCase() === address.toLowerCase()
    : data.accountAddress === address;
}
