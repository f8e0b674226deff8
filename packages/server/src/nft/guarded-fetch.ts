/**
 * Fetches an NFT's metadata document from its tokenURI, which whoever deployed the contract chose. Only
 * http(s) and data:application/json URIs; at most 64 KiB; 3 s for the whole exchange; no redirects (each
 * hop would need the same checks); and no loopback, private or link-local address, checked on the
 * address actually connected to (a DNS lookup hook), so a name that resolves inward is refused too.
 */
import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPrivateAddress } from './private-address.js';

export const METADATA_MAX_BYTES = 64 * 1024;
export const METADATA_TIMEOUT_MS = 3_000;

export class MetadataFetchError extends Error {
  override readonly name = 'MetadataFetchError';
}

export interface GuardedFetchOptions {
  allowPrivateHosts: boolean;
  maxBytes?: number;
  timeoutMs?: number;
}

const DATA_JSON = /^data:application\/json((?:;[^,;]*)*),/i;

/** The JSON text of a data:application/json URI (base64 or percent-encoded). */
export function decodeDataUri(uri: string, maxBytes: number = METADATA_MAX_BYTES): string {
  const match = DATA_JSON.exec(uri);
  if (match === null) throw new MetadataFetchError('only data:application/json URIs are read');
  const payload = uri.slice(match[0].length);
  const base64 = /;base64$/i.test(match[1] ?? '');
  let bytes: Buffer;
  try {
    bytes = base64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    throw new MetadataFetchError('malformed data URI');
  }
  if (bytes.length > maxBytes) throw new MetadataFetchError('metadata larger than the limit');
  return bytes.toString('utf8');
}

function guardedLookup(allowPrivateHosts: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error !== null) return callback(error, '', 0);
      if (!allowPrivateHosts && addresses.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new MetadataFetchError('host resolves to a private address'), '', 0);
      }
      const first = addresses[0];
      if (first === undefined) return callback(new MetadataFetchError('host has no address'), '', 0);
      if (options.all === true)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      reject(new MetadataFetchError('metadata larger than the limit'));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new MetadataFetchError('metadata larger than the limit'));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

/** The document at `uri` as text, or a MetadataFetchError saying in a few words why not. */
export async function fetchMetadataDocument(uri: string, options: GuardedFetchOptions): Promise<string> {
  const maxBytes = options.maxBytes ?? METADATA_MAX_BYTES;
  if (/^data:/i.test(uri)) return decodeDataUri(uri, maxBytes);
  const url = URL.canParse(uri) ? new URL(uri) : undefined;
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new MetadataFetchError('only http(s) and data:application/json URIs are fetched');
  }
  if (url.username !== '' || url.password !== '')
    throw new MetadataFetchError('URIs with credentials are refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !options.allowPrivateHosts && isPrivateAddress(host)) {
    throw new MetadataFetchError('private address refused');
  }
  const signal = AbortSignal.timeout(options.timeoutMs ?? METADATA_TIMEOUT_MS);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<string>((resolve, reject) => {
    const fail = (error: unknown) =>
      reject(
        error instanceof MetadataFetchError
          ? error
          : new MetadataFetchError(signal.aborted ? 'timed out' : 'request failed'),
      );
    const request = send(
      url,
      {
        method: 'GET',
        headers: { accept: 'application/json', 'user-agent': 'walletport-server' },
        lookup: guardedLookup(options.allowPrivateHosts),
        signal,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          response.resume();
          fail(new MetadataFetchError(status >= 300 && status < 400 ? 'redirect refused' : `HTTP ${status}`));
          return;
        }
        readBody(response, maxBytes).then(resolve, fail);
      },
    );
    // The lookup hook's refusal arrives as the request's error, as does the timeout's abort.
    request.on('error', fail);
    request.end();
  });
}
