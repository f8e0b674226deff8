/**
 * Name suggestions (GET /v1/profile/suggestions/{name}): the name asked for, with whether it is taken,
 * followed by free variants of it, so a visitor whose first choice is taken can pick another at once.
 */
import { MAX_NAME_LABEL_LENGTH } from './name-rules.js';

/** Free variants answered besides the name itself. */
export const MAX_SUGGESTED_VARIANTS = 4;
/** Variants checked in one query; enough that some are free unless the name is very popular. */
const VARIANT_CANDIDATES = 12;
const WORD_SUFFIXES = ['-id', '-app', '-wallet'] as const;

export interface NameSuggestion {
  name: string;
  registered: boolean;
}

/** Variant labels of `label`, in the order they are offered: digits, then words; each stays a valid label. */
export function variantLabels(label: string, count: number = VARIANT_CANDIDATES): string[] {
  const variants: string[] = [];
  const add = (candidate: string) => {
    if (candidate.length <= MAX_NAME_LABEL_LENGTH && candidate !== label && !variants.includes(candidate)) {
      variants.push(candidate);
    }
  };
  for (let digit = 1; digit <= 9; digit++) add(`${label}${digit}`);
  for (const word of WORD_SUFFIXES) add(`${label}${word}`);
  return variants.slice(0, count);
}

/**
 * The answer from the candidates' registration state: the exact name first, then up to
 * MAX_SUGGESTED_VARIANTS free variants.
 */
export function buildSuggestions(
  label: string,
  suffix: string,
  registered: ReadonlySet<string>,
): NameSuggestion[] {
  const exact = `${label}${suffix}`;
  const suggestions: NameSuggestion[] = [{ name: exact, registered: registered.has(exact) }];
  for (const variant of variantLabels(label)) {
    if (suggestions.length > MAX_SUGGESTED_VARIANTS) break;
    const name = `${variant}${suffix}`;
    if (!registered.has(name)) suggestions.push({ name, registered: false });
  }
  return suggestions;
}
