/**
 * The locales the modal is written in, and how a requested language maps to one. Loaded before the first
 * click (the buttons use it), so it stays small: the catalogues themselves are lazy chunks (catalog.ts).
 */
export type Locale = 'en' | 'es' | 'fr' | 'de' | 'pt-BR' | 'it' | 'ja' | 'ko' | 'zh-CN' | 'ru' | 'tr' | 'ar';

/**
 * "Connect Wallet" in every locale, loaded with the page: a French page's button reads French in the
 * server's HTML and from the first paint, not English until the locale's chunk arrives. Only this word is
 * here, as each locale's text costs bytes on every page: the network button shows the network's own name,
 * "Connecting…" comes after a click (by when the chunk is here), and the accessible labels wait for the
 * chunk, which the page loads when idle. The catalogue test checks each word against its locale file.
 */
export const CONNECT_WORDS: { readonly [L in Exclude<Locale, 'en'>]: string } = {
  es: 'Conectar billetera',
  fr: 'Connecter un portefeuille',
  de: 'Wallet verbinden',
  'pt-BR': 'Conectar carteira',
  it: 'Collega wallet',
  ja: 'ウォレットを接続',
  ko: '지갑 연결',
  'zh-CN': '连接钱包',
  ru: 'Подключить кошелёк',
  tr: 'Cüzdan bağla',
  ar: 'ربط المحفظة',
};

/** Every locale, English first; derived from the table above so the page carries the list only once. */
export const SUPPORTED_LOCALES = ['en', ...Object.keys(CONNECT_WORDS)] as readonly Locale[];

/**
 * 'es-MX' → 'es', 'pt' or 'pt-PT' → 'pt-BR', any Chinese → 'zh-CN' (the one Chinese catalogue: more
 * readable to a zh-TW reader than English), 'ar-EG' → 'ar'; anything unsupported → 'en'.
 */
export function resolveLocale(requested: string | undefined): Locale {
  // Every supported tag starts with its two-letter language.
  const language = requested?.toLowerCase().split(/[-_]/)[0];
  return SUPPORTED_LOCALES.find((locale) => locale.slice(0, 2) === language) ?? 'en';
}

/** Arabic is the one right-to-left locale: its modal and buttons are laid out mirrored. */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The page's language: its `<html lang>`, else the browser's; undefined on a server. */
export function readPageLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.lang || (typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Calls back when the page's language may have changed (its lang attribute, or the browser's language). */
export function subscribePageLanguage(onChange: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  window.addEventListener('languagechange', onChange);
  return () => {
    observer.disconnect();
    window.removeEventListener('languagechange', onChange);
  };
}
