/**
 * A hint of how hard a recovery passphrase is to guess, shown while the visitor types. It is a rough
 * estimate (length × alphabet, with repeats counted once), not a gate: the only hard rule is the minimum
 * length, which the key scheme enforces too. A real guesser would beat it on dictionary words, so the
 * thresholds are set high.
 */
import { MIN_PASSPHRASE_LENGTH } from '../keys/errors.js';

export type PassphraseStrength = 'too-short' | 'weak' | 'fair' | 'strong';

export const STRENGTH_TEXT: Readonly<Record<PassphraseStrength, string>> = {
  'too-short': `Use at least ${MIN_PASSPHRASE_LENGTH} characters`,
  weak: 'Weak: add more words or characters',
  fair: 'Fair: a few more words make it strong',
  strong: 'Strong passphrase',
};

/** Roughly how many bits of guessing the text is worth. */
export function estimateBits(passphrase: string): number {
  const characters = [...passphrase];
  let alphabet = 0;
  if (/[a-z]/.test(passphrase)) alphabet += 26;
  if (/[A-Z]/.test(passphrase)) alphabet += 26;
  if (/[0-9]/.test(passphrase)) alphabet += 10;
  if (/[^a-zA-Z0-9]/.test(passphrase)) alphabet += 33;
  if (alphabet === 0) return 0;
  // A character repeated right after itself adds almost nothing ('aaaaaaaaaa').
  const effective = characters.filter((char, index) => char !== characters[index - 1]).length;
  const distinct = new Set(characters).size;
  return Math.min(effective, distinct * 3) * Math.log2(alphabet);
}

export function passphraseStrength(passphrase: string): PassphraseStrength {
  if ([...passphrase.normalize('NFKC')].length < MIN_PASSPHRASE_LENGTH) return 'too-short';
  const bits = estimateBits(passphrase);
  if (bits < 50) return 'weak';
  if (bits < 75) return 'fair';
  return 'strong';
}
