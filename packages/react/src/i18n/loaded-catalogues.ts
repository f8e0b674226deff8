import type { Locale } from './locale.js';
import type { MessageValue } from './message-format.js';

/** A whole catalogue of one locale, as the buttons read it (they need no key types beyond their own). */
export type LoadedCatalogue = Readonly<Record<string, MessageValue>>;

/**
 * The catalogues loaded so far, by locale. The modal's chunk loads them (catalog.ts) and registers them
 * here; the page's buttons, loaded before any of it, read them for their labels once they are here. Kept
 * apart from the loaders so the buttons' code carries no locale's strings and no import() of them.
 */
const loaded = new Map<Locale, LoadedCatalogue>();
const listeners = new Set<() => void>();

export function registerCatalogue(locale: Locale, catalogue: LoadedCatalogue): void {
  if (loaded.get(locale) === catalogue) return;
  loaded.set(locale, catalogue);
  for (const listener of listeners) listener();
}

export function loadedCatalogue(locale: Locale): LoadedCatalogue | undefined {
  return loaded.get(locale);
}

export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
