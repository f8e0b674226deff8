/**
 * Up to two letters that stand for a name when its image is missing: the first letters of its first two
 * words ("Coinbase Wallet" → "CW", "MetaMask" → "MM", "trust" → "T"). Never throws; "" when the name has
 * no letters or digits.
 */
export function initialsOf(name: string): string {
  const words = name
    // Split camelCase ("MetaMask") so each capitalised part counts as a word.
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return (
    words
      .slice(0, 2)
      // Upper-case per letter and keep one code point: 'ß' upper-cases to 'SS'.
      .map((word) => Array.from(Array.from(word)[0]?.toLocaleUpperCase() ?? '')[0] ?? '')
      .join('')
  );
}
