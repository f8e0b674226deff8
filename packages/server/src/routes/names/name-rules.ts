/**
 * What a name is on this server: a label (at least 4 letters, digits or hyphens, checked by
 * core's validateNameRegistration) plus the configured suffix, stored lower-case because names are
 * case-insensitive like DNS names. Clients may send a name with or without the suffix.
 */
import { stripNameSuffix, validateNameRegistration } from '@walletport/core/internal';

/** A DNS label holds at most 63 characters; the name becomes one label under the suffix. */
export const MAX_NAME_LABEL_LENGTH = 63;

export type NormalizedName = { ok: true; label: string; fullName: string } | { ok: false; problem: string };

/** The zone a suffix names, as the suggestions route's `zone` parameter spells it ('.walletport.id' → 'walletport.id'). */
export function suffixZone(suffix: string): string {
  return suffix.replace(/^\./, '');
}

/**
 * The label and full name for `input`, or why it cannot be registered. Only the server's own suffix is
 * stripped: 'alice.other.id' keeps its dots and fails the character rule, so a name can never be
 * registered under a zone this server does not own.
 */
export function normalizeName(input: string, suffix: string): NormalizedName {
  const label = stripNameSuffix(input, [suffix]).toLowerCase();
  const result = validateNameRegistration(label);
  if (!result.valid) {
    return {
      ok: false,
      problem:
        result.reason === 'too-short'
          ? 'a name needs at least 4 characters'
          : 'a name may only hold letters, digits and hyphens',
    };
  }
  if (label.length > MAX_NAME_LABEL_LENGTH) {
    return { ok: false, problem: `a name may hold at most ${MAX_NAME_LABEL_LENGTH} characters` };
  }
  return { ok: true, label, fullName: `${label}${suffix}` };
}
