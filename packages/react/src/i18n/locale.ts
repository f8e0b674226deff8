/** The locales every message area is written in (the `locale` option picks one; English by default). */
export const SUPPORTED_LOCALES = ['en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** 'es-MX' → 'es'; anything unsupported → 'en'. */
export function resolveLocale(requested: string | undefined): Locale {
  const base = requested?.toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : 'en';
}
