/**
 * The legal footer's links (termsConditionsUrl, privacyPolicyUrl). Only http(s) URLs become links: the
 * options are the app's, but a `javascript:` URL in a footer link is how a configuration mistake or an
 * injected value turns into script, so anything else is dropped rather than rendered.
 */
import type { MessageKey } from '../../i18n/index.js';

/** The URL when it is absolute http or https without credentials; undefined otherwise. Never throws. */
export function safeLegalUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.username !== '' || url.password !== '') return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

export interface LegalLinks {
  terms: string | undefined;
  privacy: string | undefined;
  /** The sentence to show, or undefined when neither link is usable. */
  messageKey: Extract<MessageKey, `connect.legal.${string}`> | undefined;
}

export function legalLinks(options: {
  termsConditionsUrl: string | undefined;
  privacyPolicyUrl: string | undefined;
}): LegalLinks {
  const terms = safeLegalUrl(options.termsConditionsUrl);
  const privacy = safeLegalUrl(options.privacyPolicyUrl);
  const messageKey =
    terms && privacy
      ? 'connect.legal.both'
      : terms
        ? 'connect.legal.terms'
        : privacy
          ? 'connect.legal.privacy'
          : undefined;
  return { terms, privacy, messageKey };
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'slot'; name: string };

/** Splits a translated sentence around its `{name}` slots, so links can be placed inside it. */
export function splitSlots(sentence: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push({ kind: 'text', text: sentence.slice(last, match.index) });
    parts.push({ kind: 'slot', name: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < sentence.length) parts.push({ kind: 'text', text: sentence.slice(last) });
  return parts;
}
