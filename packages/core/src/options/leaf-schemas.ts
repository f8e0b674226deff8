/**
 * Small schemas the option schemas are built from (mini-schema.ts: zod's names and issue shapes without
 * the library, since options are validated once per page).
 */
import * as z from './mini-schema.js';
import { isCaipNetworkId } from '../caip/index.js';
import { isHttpUrl, isSafeImageUrl, isSafeWalletLink, isWebSocketUrl } from './url-rules.js';

/** Record keys that would reach Object.prototype when copied with plain assignment. */
const UNSAFE_KEYS: readonly string[] = Object.freeze(['__proto__', 'constructor', 'prototype']);
/** Chain ids ('1'), CAIP-2 ids ('eip155:1') and connector ids ('io.metamask', 'walletConnect'). */
const RECORD_KEY = /^[-\w:.]{1,128}$/;
const MAX_ID_LENGTH = 256;
const MAX_TEXT_LENGTH = 1024;

export const httpUrl = z.custom<string>(isHttpUrl, {
  error: 'expected an absolute http(s) URL without spaces or credentials',
});
export const webSocketUrl = z.custom<string>(isWebSocketUrl, { error: 'expected a ws:// or wss:// URL' });
export const imageUrl = z.custom<string>(isSafeImageUrl, {
  error: 'expected an http(s) image URL (or a base64 data:image/png, jpeg, gif, webp or avif)',
});
export const walletLink = z.custom<string>(isSafeWalletLink, {
  error:
    'expected a wallet link such as "mywallet://" or an https URL (javascript:, data:, file: and similar are refused)',
});

export const text = z
  .string()
  .check(z.maxLength(MAX_TEXT_LENGTH, { error: `expected at most ${MAX_TEXT_LENGTH} characters` }));
export const identifier = z
  .string()
  .check(
    z.minLength(1, { error: 'must not be empty' }),
    z.maxLength(MAX_ID_LENGTH, { error: `expected at most ${MAX_ID_LENGTH} characters` }),
  );

export const idList = z.array(identifier);

export const caipNetworkIdKey = z.custom<`${string}:${string}`>(isCaipNetworkId, {
  error: 'expected a CAIP-2 network id such as "eip155:1" as the key',
});
export const recordKey = z.custom<string>(
  (key) => typeof key === 'string' && RECORD_KEY.test(key) && !UNSAFE_KEYS.includes(key),
  { error: 'expected a chain or connector id as the key' },
);

/** A plain object (not an array, not a class instance). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function hasNoDuplicates(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

/** "'a'", "'a' or 'b'", "one of 'a', 'b', 'c'". */
export function describeChoices(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  if (quoted.length <= 2) return quoted.join(' or ');
  return `one of ${quoted.join(', ')}`;
}

/** A non-empty list of known values without repeats (connectMethodsOrder, walletFeaturesOrder, …). */
export function orderList<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.array(z.enum(values, { error: `expected ${describeChoices(values)}` })).check(
    z.minLength(1, {
      error: `must list at least one of ${values.map((value) => `'${value}'`).join(', ')}`,
    }),
    z.refine(hasNoDuplicates, { error: 'must not list a value twice' }),
  );
}

/** A list of known values without repeats; may be empty. */
export function uniqueList<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z
    .array(z.enum(values, { error: `expected ${describeChoices(values)}` }))
    .check(z.refine(hasNoDuplicates, { error: 'must not list a value twice' }));
}

export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: `expected ${describeChoices(values)}` });
}
