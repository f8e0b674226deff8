/**
 * The images the server makes itself: a rounded square in a colour derived from the id, with up to two
 * initials. Only [A-Z0-9] ever reaches the markup, so the SVG is safe by construction.
 */

/**
 * Up to two initials: the first letter or digit of the first two words ('MetaMask' is two words,
 * 'Meta' and 'Mask'), upper-case ASCII only.
 */
export function initialsOf(name: string, fallback = '?'): string {
  const words = name
    .normalize('NFKD')
    // Accents become separate marks under NFKD: drop them so 'Ü' counts as 'U', not as a word break.
    .replace(/\p{M}/gu, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '');
  const initials = words
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  if (initials !== '') return initials;
  const fromFallback = fallback
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 2);
  return fromFallback === '' ? '?' : fromFallback;
}

/** A stable hue for an id (FNV-1a), so a wallet keeps its colour. */
export function hueOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

export function monogramSvg(id: string, name: string): string {
  const initials = initialsOf(name, id);
  const hue = hueOf(id);
  const fontSize = initials.length > 1 ? 38 : 48;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="22" fill="hsl(${hue}, 62%, 46%)"/>`,
    `<text x="48" y="50" fill="#ffffff" font-family="Inter, Arial, sans-serif" font-size="${fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="central">${initials}</text>`,
    '</svg>',
  ].join('');
}
