/**
 * Turns an untrusted registry entry (an import file, an operator's JSON) into a WalletRecord, or says
 * everything that is wrong with it. Nothing unchecked reaches the database: names are plain text of a
 * bounded length, links pass links.ts, chains are CAIP-2 ids.
 */
import { parseCaipNetworkId } from '@walletport/core';
import { safeAppLink, safeHttpsLink } from './links.js';
import { type KnownNames, knownNames, lookalikeProblem } from './lookalike-names.js';
import { SEED_WALLETS } from './seed-wallets.js';
import {
  BADGE_TYPES,
  type BadgeType,
  MAX_WALLET_NAME_LENGTH,
  WALLET_ID_PATTERN,
  type WalletRecord,
} from './wallet-record.js';

export type SanitizeResult = { ok: true; wallet: WalletRecord } | { ok: false; problems: string[] };

const RDNS_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const MAX_CHAINS = 200;
const DEFAULT_RANK = 1000;

/** The built-in catalogue's names: the wallets an imitation would most likely pose as. */
export const CATALOGUE_NAMES: KnownNames = knownNames(SEED_WALLETS.map((wallet) => wallet.name));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Letters, marks, numbers, punctuation, symbols and plain spaces; no controls, no markup characters. */
export function isSafeDisplayName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_WALLET_NAME_LENGTH &&
    name === name.trim() &&
    /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u.test(name) &&
    !/[<>]/.test(name)
  );
}

function isCaipNetworkId(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  try {
    parseCaipNetworkId(value);
    return true;
  } catch {
    return false;
  }
}

function optionalLink(
  input: Record<string, unknown>,
  field: string,
  check: (link: unknown) => string | undefined,
  problems: string[],
): string | null {
  const value = input[field];
  if (value === undefined || value === null || value === '') return null;
  const safe = check(value);
  if (safe === undefined)
    problems.push(`${field}: not an allowed link (https, or a known wallet app scheme)`);
  return safe ?? null;
}

/**
 * `known`: the names a new entry must not imitate (the catalogue's by default; an import adds the
 * registry's own).
 */
export function sanitizeWallet(
  input: unknown,
  extraSchemes: ReadonlySet<string> = new Set(),
  known: KnownNames = CATALOGUE_NAMES,
): SanitizeResult {
  if (!isRecord(input)) return { ok: false, problems: ['entry: must be an object'] };
  const problems: string[] = [];
  const id = typeof input.id === 'string' ? input.id.trim() : '';
  if (!WALLET_ID_PATTERN.test(id))
    problems.push('id: must be 1-64 lower-case letters, digits, ".", "_" or "-"');
  const name = typeof input.name === 'string' ? input.name.normalize('NFC').trim() : '';
  if (!isSafeDisplayName(name))
    problems.push(`name: must be 1-${MAX_WALLET_NAME_LENGTH} characters of plain text`);
  else {
    const lookalike = lookalikeProblem(name, known);
    if (lookalike !== undefined) problems.push(lookalike);
  }

  let rdns: string | null = null;
  if (input.rdns !== undefined && input.rdns !== null && input.rdns !== '') {
    if (typeof input.rdns === 'string' && input.rdns.length <= 128 && RDNS_PATTERN.test(input.rdns))
      rdns = input.rdns;
    else problems.push('rdns: must be a reverse-DNS id such as io.metamask');
  }

  let chains: string[] = [];
  if (input.chains !== undefined && input.chains !== null) {
    if (
      !Array.isArray(input.chains) ||
      input.chains.length > MAX_CHAINS ||
      !input.chains.every(isCaipNetworkId)
    ) {
      problems.push(`chains: must be a list of at most ${MAX_CHAINS} CAIP-2 ids such as eip155:1`);
    } else {
      chains = [...new Set(input.chains)];
    }
  }

  const appLink = (link: unknown) => safeAppLink(link, extraSchemes);
  const homepage = optionalLink(input, 'homepage', safeHttpsLink, problems);
  const mobile_link = optionalLink(input, 'mobile_link', appLink, problems);
  const desktop_link = optionalLink(input, 'desktop_link', appLink, problems);
  const webapp_link = optionalLink(input, 'webapp_link', safeHttpsLink, problems);

  let image_id = id;
  if (input.image_id !== undefined && input.image_id !== null) {
    if (typeof input.image_id === 'string' && WALLET_ID_PATTERN.test(input.image_id))
      image_id = input.image_id;
    else problems.push('image_id: must be a slug like the id');
  }

  let rank = DEFAULT_RANK;
  if (input.rank !== undefined) {
    if (
      typeof input.rank === 'number' &&
      Number.isSafeInteger(input.rank) &&
      input.rank >= 0 &&
      input.rank <= 1_000_000
    ) {
      rank = input.rank;
    } else problems.push('rank: must be an integer from 0 to 1000000');
  }

  let badge_type: BadgeType = 'none';
  if (input.badge_type !== undefined) {
    if (BADGE_TYPES.includes(input.badge_type as BadgeType)) badge_type = input.badge_type as BadgeType;
    else problems.push(`badge_type: must be one of ${BADGE_TYPES.join(', ')}`);
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    wallet: {
      id,
      name,
      rdns,
      homepage,
      chains,
      mobile_link,
      desktop_link,
      webapp_link,
      image_id,
      rank,
      badge_type,
    },
  };
}
