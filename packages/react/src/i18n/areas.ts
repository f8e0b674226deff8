import type { Locale } from './locale.js';

/**
 * What every catalogue shares: areas (messages/<area>.ts, `{ en: {...}, es: {...} } as const`), the
 * check that each locale of an area has every key its English has, and the translator over merged areas.
 * Two catalogues use it: the buttons' tiny one (loaded with the page) and the modal's full one (loaded
 * with the modal's chunk).
 */
export type MessageArea = { readonly en: Readonly<Record<string, string>> } & Readonly<
  Record<Locale, Readonly<Record<string, string>>>
>;

/** Each area as it must be: every locale with exactly the keys of its English. */
export type CompleteAreas<Areas extends readonly MessageArea[]> = {
  readonly [I in keyof Areas]: { readonly [L in Locale]: Readonly<Record<keyof Areas[I]['en'], string>> };
};

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The keys of every area in the list. */
export type AreaKey<Areas extends readonly MessageArea[]> = keyof UnionToIntersection<Areas[number]['en']> &
  string;

export type MessageParams = Readonly<Record<string, string | number>>;
export type AreaTranslate<Key extends string> = (key: Key, params?: MessageParams) => string;

/**
 * Lists the areas of a catalogue, refusing (at compile time) an area where some locale misses a key
 * English has. Returns the list unchanged.
 */
export function defineAreas<const Areas extends readonly MessageArea[]>(
  areas: Areas & CompleteAreas<Areas>,
): Areas {
  return areas;
}

/** One locale's strings of every area, merged into one lookup. */
export function mergeAreas<Areas extends readonly MessageArea[]>(
  areas: Areas,
  locale: Locale,
): Readonly<Record<AreaKey<Areas>, string>> {
  return Object.assign({}, ...areas.map((area) => area[locale]));
}

/** A translator over merged strings; `{name}` placeholders are filled from params, missing ones stay visible. */
export function translatorFor<Key extends string>(
  messages: Readonly<Record<Key, string>>,
): AreaTranslate<Key> {
  return (key, params) => {
    const text = messages[key];
    return params ? fillParams(text, params) : text;
  };
}

/** Fills `{name}` placeholders from params in one pass; missing ones stay visible. */
export function fillParams(text: string, params: MessageParams): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}
