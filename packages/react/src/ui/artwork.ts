'use client';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The bundled wallet and network artwork (@walletport/core/artwork), loaded on demand. Each set is a
 * dynamic import, so neither is in the page's first bundle: the wallet set loads when a wallet tile
 * without an image of its own renders, the network set when a network's does. Until a set has loaded,
 * tiles that may use it stay empty (no flash of initials); a wallet or network it lacks shows initials.
 */

export type ArtworkKeys = ReadonlyArray<string | null | undefined>;
type Lookup = (...keys: ArtworkKeys) => string | undefined;

/**
 * A lazily imported lookup as a tiny external store: undefined until loaded, null when the import failed
 * (the tiles then show initials for the rest of the page). The one piece of module state here holds code
 * and the data URIs made from it, the same for every instance and request; nothing of a visitor's.
 */
export interface ArtworkSet {
  peek(): Lookup | null | undefined;
  subscribe(listener: () => void): () => void;
  load(): void;
}

function lazyArtworkSet(importLookup: () => Promise<Lookup>): ArtworkSet {
  let lookup: Lookup | null | undefined;
  let loading = false;
  const listeners = new Set<() => void>();
  // Data URIs by key list: rows re-render often and each URI encodes a few KB of SVG.
  const uris = new Map<string, string | undefined>();
  const cached =
    (found: Lookup): Lookup =>
    (...keys) => {
      const id = keys.join('\n');
      if (!uris.has(id)) uris.set(id, found(...keys));
      return uris.get(id);
    };
  return {
    peek: () => lookup,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (lookup !== undefined || loading) return;
      loading = true;
      importLookup()
        .then(
          (found) => {
            lookup = cached(found);
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

/** Wallet marks by wallet id, rdns or connector id. */
export const walletArtworkSet: ArtworkSet = lazyArtworkSet(() =>
  import('@walletport/core/artwork/wallets').then((module) => module.walletArtwork),
);

/** Network marks by `assets.imageId`. */
export const networkArtworkSet: ArtworkSet = lazyArtworkSet(() =>
  import('@walletport/core/artwork/networks').then(
    (module) =>
      (...imageIds) =>
        imageIds.map((imageId) => module.networkArtwork(imageId)).find((uri) => uri !== undefined),
  ),
);

export type ArtworkState =
  | { readonly status: 'loading' }
  | { readonly status: 'none' }
  | { readonly status: 'found'; readonly src: string };

const LOADING: ArtworkState = { status: 'loading' };
const NONE: ArtworkState = { status: 'none' };
// The server never has the artwork: it renders the empty tile, and hydration matches it.
const serverSnapshot = () => undefined;

/**
 * The artwork for `keys` from `set`, loading the set on first need. `wanted` false (the tile has an image
 * of its own) never loads anything. A key list with no usable key is 'none' at once.
 */
export function useArtwork(set: ArtworkSet, keys: ArtworkKeys | undefined, wanted: boolean): ArtworkState {
  const lookup = useSyncExternalStore(set.subscribe, set.peek, serverSnapshot);
  const active = wanted && keys?.some((key) => typeof key === 'string' && key !== '') === true;
  const needsLoad = active && lookup === undefined;
  useEffect(() => {
    if (needsLoad) set.load();
  }, [set, needsLoad]);
  if (!active || keys === undefined || lookup === null) return NONE;
  if (lookup === undefined) return LOADING;
  const src = lookup(...keys);
  return src === undefined ? NONE : { status: 'found', src };
}
