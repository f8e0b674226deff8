/**
 * How a catalogue entry becomes text: `{name}` placeholders filled from params, and plural entries (one
 * text per CLDR plural category of the locale) chosen by `count` through Intl.PluralRules. `{count}` is
 * written with Intl.NumberFormat in the locale (Arabic shows Arabic-Indic digits); other params as given.
 */
import { fillParams, type MessageParams } from './fill-params.js';

export { fillParams, type MessageParams };
export type PluralCategory = Intl.LDMLPluralRule;

/** One text per plural category the locale's rules use; `other` is always there. */
export type PluralForms = { readonly [C in Exclude<PluralCategory, 'other'>]?: string } & {
  readonly other: string;
};

export type MessageValue = string | PluralForms;

/** The text of one entry in `locale` (a BCP 47 tag) with params filled. */
export function formatMessage(
  value: MessageValue,
  params: MessageParams | undefined,
  locale: string,
): string {
  if (typeof value === 'string') return params ? fillParams(value, params) : value;
  const count = Number(params?.count ?? 0);
  const form = value[new Intl.PluralRules(locale).select(count)] ?? value.other;
  return fillParams(form, { ...params, count: new Intl.NumberFormat(locale).format(count) });
}
