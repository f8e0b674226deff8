/**
 * Checks for the parameters of RPC requests. Every value comes from a stranger: anything unexpected
 * becomes an "invalid params" error (-32602), never an exception out of the server.
 */
import { base58, base64 } from '@scure/base';
import { ACCOUNT_ENCODINGS, type AccountEncoding, type DataSlice } from './account-json.js';
import type { Chain } from './chain.js';
import { invalidParams, RPC_ERROR, RpcError } from './errors.js';

export type Config = Record<string, unknown>;

function isRecord(value: unknown): value is Config {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Positional params: an array (or nothing) with between `min` and `max` entries. */
export function positional(params: unknown, min: number, max: number): unknown[] {
  const list = params === undefined || params === null ? [] : params;
  if (!Array.isArray(list) || list.length < min || list.length > max) {
    throw invalidParams(
      min === max
        ? `Invalid params: expected ${min} parameter(s)`
        : `Invalid params: expected ${min} to ${max} parameters`,
    );
  }
  return list;
}

function decodeBase58(value: unknown, size: number): Uint8Array | undefined {
  // A 64-byte value is at most 88 base58 characters; the cap keeps decoding (quadratic) cheap.
  if (typeof value !== 'string' || value.length === 0 || value.length > 90) return undefined;
  try {
    const bytes = base58.decode(value);
    return bytes.length === size ? bytes : undefined;
  } catch {
    return undefined;
  }
}

/** A base58 public key (32 bytes), returned in its canonical spelling. */
export function addressParam(value: unknown): string {
  const bytes = decodeBase58(value, 32);
  if (!bytes) throw invalidParams('Invalid param: Invalid');
  return base58.encode(bytes);
}

export function signatureParam(value: unknown): string {
  const bytes = decodeBase58(value, 64);
  if (!bytes) throw invalidParams('Invalid param: Invalid');
  return base58.encode(bytes);
}

export function blockhashParam(value: unknown): string {
  const bytes = decodeBase58(value, 32);
  if (!bytes) throw invalidParams('Invalid param: Invalid');
  return base58.encode(bytes);
}

export function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw invalidParams('Invalid params: the configuration must be an object');
  const { commitment } = value;
  if (commitment !== undefined && !['processed', 'confirmed', 'finalized'].includes(commitment as string)) {
    throw invalidParams('Invalid params: unknown commitment');
  }
  return value;
}

/** `minContextSlot`: a validator that has not reached it answers -32016 rather than stale data. */
export function checkMinContextSlot(chain: Chain, config: Config): void {
  const { minContextSlot } = config;
  if (minContextSlot === undefined || minContextSlot === null) return;
  if (typeof minContextSlot !== 'number' || !Number.isSafeInteger(minContextSlot) || minContextSlot < 0) {
    throw invalidParams('Invalid params: minContextSlot must be a slot number');
  }
  if (BigInt(minContextSlot) > chain.slot) {
    throw new RpcError(RPC_ERROR.minContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: chain.slot,
    });
  }
}

export function accountEncodingParam(config: Config, fallback: AccountEncoding): AccountEncoding {
  const { encoding } = config;
  if (encoding === undefined || encoding === null) return fallback;
  if (typeof encoding !== 'string' || !ACCOUNT_ENCODINGS.includes(encoding)) {
    throw invalidParams(
      `Invalid params: unsupported encoding ${JSON.stringify(String(encoding)).slice(0, 40)}`,
    );
  }
  return encoding as AccountEncoding;
}

export function uintParam(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: ${what} must be a non-negative integer`);
  }
  return value;
}

export function dataSliceParam(config: Config): DataSlice | undefined {
  const { dataSlice } = config;
  if (dataSlice === undefined || dataSlice === null) return undefined;
  if (!isRecord(dataSlice)) throw invalidParams('Invalid params: dataSlice must be { offset, length }');
  return {
    offset: uintParam(dataSlice.offset, 'dataSlice.offset'),
    length: uintParam(dataSlice.length, 'dataSlice.length'),
  };
}

export function booleanOption(config: Config, name: string, fallback: boolean): boolean {
  const value = config[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalidParams(`Invalid params: ${name} must be a boolean`);
  return value;
}

/** Bytes sent as base64 (the default) or base58, with a cap on the text before decoding it. */
export function encodedBytesParam(value: unknown, encoding: unknown, maxBytes: number): Uint8Array {
  const kind = encoding ?? 'base58';
  if (kind !== 'base58' && kind !== 'base64')
    throw invalidParams('Invalid params: encoding must be base58 or base64');
  const maxText = kind === 'base64' ? Math.ceil(maxBytes / 3) * 4 : Math.ceil(maxBytes * 1.37) + 1;
  if (typeof value !== 'string' || value.length === 0)
    throw invalidParams('Invalid params: expected encoded bytes');
  if (value.length > maxText) {
    throw invalidParams(`${kind} encoded too large: ${value.length} characters (max: ${maxText})`);
  }
  try {
    return kind === 'base64' ? base64.decode(value) : base58.decode(value);
  } catch {
    throw invalidParams(`Invalid params: invalid ${kind} encoding`);
  }
}
