/**
 * Wallet names that imitate others. A registry entry named "MetaMаsk" with a Cyrillic "а" looks like
 * MetaMask in the modal and would send visitors to someone else's links. Two checks, after Unicode's
 * security mechanisms (UTS #39): the confusable skeleton (each character mapped to the one it is
 * usually mistaken for, by the `unhomoglyph` table of Unicode's confusables) compared with the names
 * the registry already knows, and words that mix Latin, Cyrillic, Greek and the other scripts whose
 * letters pass for Latin ones. Either makes the entry refused (docs/server.md, "Wallet registry").
 */
import unhomoglyph from 'unhomoglyph';

/** Scripts with letters that pass for Latin ones (or for each other). */
const LOOKALIKE_SCRIPTS: ReadonlyArray<[string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Coptic', /\p{Script=Coptic}/u],
];
const LETTER = /\p{L}/u;
const COMBINING_MARK = /\p{M}/gu;

/**
 * The name as it is seen: compatibility forms folded, decomposed, marks dropped, lower case, each character replaced by its
 * confusable prototype ("0" and "O", "l" and "I", Cyrillic "а" and Latin "a" all become one), spaces
 * removed. Two names with one skeleton are told apart by no visitor.
 */
export function nameSkeleton(name: string): string {
  // NFKC first: full-width and other compatibility forms ("Ｍｅｔａ") become the letters they show.
  const plain = name.normalize('NFKC').normalize('NFD').replace(COMBINING_MARK, '');
  return unhomoglyph(unhomoglyph(plain).toLowerCase())
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(/\s+/g, '');
}

/** The lookalike scripts one word's letters come from (more than one: a mixed-script word). */
function scriptsOf(word: string): Set<string> {
  const scripts = new Set<string>();
  for (const character of word) {
    if (!LETTER.test(character)) continue;
    for (const [script, pattern] of LOOKALIKE_SCRIPTS) if (pattern.test(character)) scripts.add(script);
  }
  return scripts;
}

/** A word of `name` whose letters mix lookalike scripts ("MetaMаsk": Latin and Cyrillic), if any. */
export function mixedScriptWord(name: string): string[] | undefined {
  for (const word of name.split(/\s+/)) {
    const scripts = scriptsOf(word);
    if (scripts.size > 1) return [...scripts].sort();
  }
  return undefined;
}

/** An index of known names by skeleton, to test many candidates against. */
export interface KnownNames {
  /** The known name `name` imitates: same skeleton, other characters; undefined when none. */
  imitated(name: string): string | undefined;
}

export function knownNames(names: Iterable<string>): KnownNames {
  const bySkeleton = new Map<string, string[]>();
  for (const name of names) {
    const skeleton = nameSkeleton(name);
    bySkeleton.set(skeleton, [...(bySkeleton.get(skeleton) ?? []), name]);
  }
  return {
    imitated(name) {
      const matches = bySkeleton.get(nameSkeleton(name)) ?? [];
      // The same name written the same way is that wallet (or a re-import of it), not an imitation.
      return matches.includes(name) ? undefined : matches[0];
    },
  };
}

/** Why `name` is refused as a lookalike, or undefined. */
export function lookalikeProblem(name: string, known: KnownNames): string | undefined {
  const scripts = mixedScriptWord(name);
  if (scripts !== undefined) {
    return `name: mixes letters of ${scripts.join(' and ')} in one word, as names imitating others do`;
  }
  const imitated = known.imitated(name);
  if (imitated !== undefined) {
    return `name: looks like the known wallet "${imitated}" but is written with other characters`;
  }
  return undefined;
}
