/*
 * Name registration rules: a name has at least 4 characters, only letters, digits or hyphens.
 * "Letters" means ASCII letters: the name becomes a DNS-style label under the name service's suffix,
 * and accepting other scripts would invite look-alike (homograph) names.
 */

/** The shortest name that can be registered. */
export const MIN_NAME_LENGTH = 4;

/** Name suffixes: .reown.id and legacy .wcn.id. A Walletport server may use its own suffix. */
export const LEGACY_NAME_SUFFIXES: readonly string[] = Object.freeze(['.reown.id', '.wcn.id']);

export type NameRegistrationResult =
  | { valid: true }
  | { valid: false; reason: 'too-short' | 'invalid-characters' };

const NAME_CHARACTERS = /^[A-Za-z0-9-]*$/;

/**
 * Checks a name (without suffix) for registration. Invalid characters are reported before a short
 * length, because typing more characters can fix a short name but never an invalid one.
 */
export function validateNameRegistration(name: string): NameRegistrationResult {
  if (typeof name !== 'string' || !NAME_CHARACTERS.test(name)) {
    return { valid: false, reason: 'invalid-characters' };
  }
  if (name.length < MIN_NAME_LENGTH) return { valid: false, reason: 'too-short' };
  return { valid: true };
}

/** Can `name` (without suffix) be registered? */
export function isValidName(name: string): boolean {
  return validateNameRegistration(name).valid;
}

/**
 * Removes the first matching suffix from `name`, ignoring case (names are case-insensitive, like DNS).
 * Longer suffixes are tried first so that `.reown.id` wins over a shorter `.id`. Returns `name`
 * unchanged when no suffix matches.
 */
export function stripNameSuffix(name: string, suffixes: readonly string[] = LEGACY_NAME_SUFFIXES): string {
  const lowerName = name.toLowerCase();
  const longestFirst = [...suffixes]
    .filter((suffix) => suffix.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const suffix of longestFirst) {
    if (lowerName.endsWith(suffix.toLowerCase())) return name.slice(0, name.length - suffix.length);
  }
  return name;
}
