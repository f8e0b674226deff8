/**
 * Availability and suggestions while the visitor types (docs/names.md "Search"): one request 300 ms after
 * the last keystroke (the search delay), for the label then current; an answer for a label that is no
 * longer current is dropped. The server's answer names its suffix: the first suggestion is the label
 * asked for, with the suffix appended, so the modal never assumes a suffix of its own.
 */
import type { NameSuggestion } from '../api/names-api.js';
import type { Timers } from '../modal/ports.js';

/** The pause after the last keystroke before availability is asked. */
export const NAME_SEARCH_DELAY_MS = 300;
/** Free variants offered under the field. */
export const MAX_NAME_SUGGESTIONS = 4;

export type NameAvailability =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly label: string }
  | { readonly status: 'available'; readonly label: string; readonly fullName: string }
  | { readonly status: 'taken'; readonly label: string; readonly fullName: string }
  /** The server could not be asked; registering may still work (the server decides then). */
  | { readonly status: 'failed'; readonly label: string };

export interface NameSearchResult {
  readonly availability: NameAvailability;
  /** Free full names to offer instead. */
  readonly suggestions: readonly string[];
  /** The server's suffix, learned from its answer ('.walletport.id'). */
  readonly suffix?: string | undefined;
}

/** The suffix of the server's answer for `label`: the first suggestion minus the label, when it starts with it. */
export function suffixOfAnswer(label: string, suggestions: readonly NameSuggestion[]): string | undefined {
  const exact = suggestions[0]?.name.toLowerCase();
  if (exact === undefined || !exact.startsWith(label) || exact.length === label.length) return undefined;
  const suffix = exact.slice(label.length);
  return suffix.startsWith('.') ? suffix : undefined;
}

/** What the visitor sees for `label` from the server's suggestions. Never throws. */
export function readSearchAnswer(label: string, suggestions: readonly NameSuggestion[]): NameSearchResult {
  const suffix = suffixOfAnswer(label, suggestions);
  if (suffix === undefined) return { availability: { status: 'failed', label }, suggestions: [] };
  const fullName = `${label}${suffix}`;
  const taken = suggestions[0]?.registered === true;
  const free = suggestions
    .slice(1)
    .filter((entry) => !entry.registered && entry.name.toLowerCase().endsWith(suffix))
    .map((entry) => entry.name.toLowerCase())
    .slice(0, MAX_NAME_SUGGESTIONS);
  return {
    availability: taken ? { status: 'taken', label, fullName } : { status: 'available', label, fullName },
    suggestions: free,
    suffix,
  };
}

export interface NameSearch {
  /** Asks about `label` after the search delay, unless it is the label asked about already. */
  request(label: string): void;
  /** Asks again now (after a registration found the name taken). */
  refresh(label: string): void;
  forget(): void;
}

export function createNameSearch(params: {
  timers: Timers;
  suggest(label: string): Promise<readonly NameSuggestion[]>;
  /** The answer for the current label. */
  answered(result: NameSearchResult): void;
}): NameSearch {
  const { timers, suggest, answered } = params;
  let current: string | undefined;
  let timer: unknown;

  const start = (label: string, delayMs: number) => {
    timers.clearTimeout(timer);
    current = label;
    timer = timers.setTimeout(() => {
      timer = undefined;
      suggest(label).then(
        (suggestions) => {
          if (current === label) answered(readSearchAnswer(label, suggestions));
        },
        () => {
          if (current === label) answered({ availability: { status: 'failed', label }, suggestions: [] });
        },
      );
    }, delayMs);
  };

  return {
    request(label) {
      if (label !== current) start(label, NAME_SEARCH_DELAY_MS);
    },
    refresh: (label) => start(label, 0),
    forget() {
      timers.clearTimeout(timer);
      timer = undefined;
      current = undefined;
    },
  };
}
