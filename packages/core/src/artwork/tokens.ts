/**
 * Native token artwork (`@walletport/core/artwork/tokens`): a native currency's mark by its symbol (the
 * catalogue's native currencies). Its own entry so a bundler can load it as a chunk of its own, apart from
 * the wallet and network artwork.
 */
import { TOKEN_SVGS } from './generated-tokens.js';

// Each artwork entry carries its own two tiny helpers rather than sharing a module: a shared module would
// become one more chunk that each loads, one more round trip before a logo shows.
function ownEntry(record: Readonly<Record<string, string>>, key: string): string | undefined {
  // Own keys only: an id such as 'constructor' must not reach the prototype.
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Percent-encoded in full: the text stays exact and passes any check that allows SVG data URIs. */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The mark of the native currency with this symbol (any case, e.g. 'ETH', 'pol'), or undefined. */
export function tokenArtworkSvg(symbol: string | null | undefined): string | undefined {
  if (typeof symbol !== 'string' || symbol === '') return undefined;
  return ownEntry(TOKEN_SVGS, symbol.toUpperCase());
}

/** tokenArtworkSvg as a `data:image/svg+xml,…` URI for <img>. */
export function tokenArtwork(symbol: string | null | undefined): string | undefined {
  const svg = tokenArtworkSvg(symbol);
  return svg === undefined ? undefined : svgDataUri(svg);
}

/** Every native currency symbol that has artwork (upper case). */
export function tokenArtworkSymbols(): string[] {
  return Object.keys(TOKEN_SVGS);
}
