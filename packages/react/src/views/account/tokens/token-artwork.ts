'use client';
import type { ArtworkSet } from '../../../ui/artwork.js';

type Lookup = (...keys: ReadonlyArray<string | null | undefined>) => string | undefined;

/**
 * Bundled marks of native currencies by symbol (@walletport/core/artwork/tokens), loaded on demand the
 * first time a token without an icon of its own is drawn: a chunk of its own, never in the page's first
 * JavaScript. Module state holds only code and the data URIs made from it, the same for every instance.
 */
function createTokenArtworkSet(): ArtworkSet {
  let lookup: Lookup | null | undefined;
  let loading = false;
  const listeners = new Set<() => void>();
  return {
    peek: () => lookup,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (lookup !== undefined || loading) return;
      loading = true;
      import('@walletport/core/artwork/tokens')
        .then(
          ({ tokenArtwork }) => {
            lookup = (...symbols) =>
              symbols.map((symbol) => tokenArtwork(symbol)).find((uri) => uri !== undefined);
          },
          () => {
            lookup = null;
          },
        )
        .finally(() => {
          loading = false;
          for (const listener of [...listeners]) listener();
        });
    },
  };
}

export const tokenArtworkSet: ArtworkSet = createTokenArtworkSet();
