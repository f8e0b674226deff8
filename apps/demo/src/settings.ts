/**
 * The demo's configuration-panel choices, kept in the page's query string so a reload (which the locale
 * and network choices need: they are creation options) keeps every choice. Parameters the demo does not
 * own, such as the dev wallet's `walletport-dev-wallet`, are always left as they are.
 */
/** 'auto' leaves the `locale` option out: the modal follows the page's `<html lang>`, then the browser. */
export const DEMO_LOCALES = [
  'auto',
  'en',
  'es',
  'fr',
  'de',
  'pt-BR',
  'it',
  'ja',
  'ko',
  'zh-CN',
  'ru',
  'tr',
  'ar',
] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

export const DEMO_THEME_MODES = ['dark', 'light'] as const;
export type DemoThemeMode = (typeof DEMO_THEME_MODES)[number];

/** Accent swatches; `color` undefined means Walletport's own default accent. */
export const ACCENTS = [
  { id: 'default', label: 'Default', color: undefined },
  { id: 'indigo', label: 'Indigo', color: '#4263eb' },
  { id: 'violet', label: 'Violet', color: '#7048e8' },
  { id: 'teal', label: 'Teal', color: '#0b7285' },
  { id: 'orange', label: 'Orange', color: '#c2410c' },
  { id: 'pink', label: 'Pink', color: '#c2255c' },
] as const;
export type AccentId = (typeof ACCENTS)[number]['id'];

/** Sign in with the wallet (SIWX): off, optional (Cancel just closes) or required (Cancel disconnects). */
export const DEMO_SIGN_IN_MODES = ['off', 'optional', 'required'] as const;
export type DemoSignInMode = (typeof DEMO_SIGN_IN_MODES)[number];

/**
 * The chain adapters createAppKit gets: the WagmiAdapter, or none (an AppKit app that connects over
 * WalletConnect only; the modal then opens on its QR view, on a phone on All wallets: docs/router.md).
 */
export const DEMO_ADAPTER_MODES = ['wagmi', 'none'] as const;
export type DemoAdapterMode = (typeof DEMO_ADAPTER_MODES)[number];

/**
 * Which chain namespaces the demo offers: EVM only (the default), EVM and Solana side by side, or Solana
 * alone. Solana needs the stack's local Solana chain (config.json's `solana`).
 */
export const DEMO_CHAIN_MODES = ['evm', 'evm+solana', 'solana'] as const;
export type DemoChainMode = (typeof DEMO_CHAIN_MODES)[number];

export interface DemoSettings {
  locale: DemoLocale;
  themeMode: DemoThemeMode;
  accent: AccentId;
  /** Chain ids of the networks to offer, in order; undefined offers every network. */
  networkIds: readonly number[] | undefined;
  signIn: DemoSignInMode;
  adapters: DemoAdapterMode;
  chains: DemoChainMode;
}

export const DEFAULT_SETTINGS: Readonly<DemoSettings> = Object.freeze({
  locale: 'auto',
  themeMode: 'dark',
  accent: 'default',
  networkIds: undefined,
  signIn: 'off',
  adapters: 'wagmi',
  chains: 'evm',
});

const PARAMS = {
  locale: 'locale',
  themeMode: 'theme',
  accent: 'accent',
  networkIds: 'networks',
  signIn: 'signin',
  adapters: 'adapters',
  chains: 'chains',
} as const;

function oneOf<T extends string>(choices: readonly T[], value: string | null, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** '31337,1' → [31337, 1]; entries that are not positive whole numbers are dropped, repeats too. */
export function parseNetworkIds(value: string | null): number[] | undefined {
  if (value === null) return undefined;
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,15}$/.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
  }
  return ids.length === 0 ? undefined : ids;
}

/** Never throws: anything unknown falls back to the default. */
export function readSettings(search: string): DemoSettings {
  const params = new URLSearchParams(search);
  return {
    locale: oneOf(DEMO_LOCALES, params.get(PARAMS.locale), DEFAULT_SETTINGS.locale),
    themeMode: oneOf(DEMO_THEME_MODES, params.get(PARAMS.themeMode), DEFAULT_SETTINGS.themeMode),
    accent: oneOf(
      ACCENTS.map((accent) => accent.id),
      params.get(PARAMS.accent),
      DEFAULT_SETTINGS.accent,
    ),
    networkIds: parseNetworkIds(params.get(PARAMS.networkIds)),
    signIn: oneOf(DEMO_SIGN_IN_MODES, params.get(PARAMS.signIn), DEFAULT_SETTINGS.signIn),
    adapters: oneOf(DEMO_ADAPTER_MODES, params.get(PARAMS.adapters), DEFAULT_SETTINGS.adapters),
    chains: oneOf(DEMO_CHAIN_MODES, params.get(PARAMS.chains), DEFAULT_SETTINGS.chains),
  };
}

/** The query string with `changes` applied; defaults are left out so URLs stay short. */
export function withSettings(search: string, changes: Partial<DemoSettings>): string {
  const params = new URLSearchParams(search);
  const put = (name: string, value: string | undefined) => {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  };
  if (changes.locale !== undefined) {
    put(PARAMS.locale, changes.locale === DEFAULT_SETTINGS.locale ? undefined : changes.locale);
  }
  if (changes.themeMode !== undefined) {
    put(PARAMS.themeMode, changes.themeMode === DEFAULT_SETTINGS.themeMode ? undefined : changes.themeMode);
  }
  if (changes.accent !== undefined) {
    put(PARAMS.accent, changes.accent === DEFAULT_SETTINGS.accent ? undefined : changes.accent);
  }
  if (changes.signIn !== undefined) {
    put(PARAMS.signIn, changes.signIn === DEFAULT_SETTINGS.signIn ? undefined : changes.signIn);
  }
  if (changes.adapters !== undefined) {
    put(PARAMS.adapters, changes.adapters === DEFAULT_SETTINGS.adapters ? undefined : changes.adapters);
  }
  if (changes.chains !== undefined) {
    put(PARAMS.chains, changes.chains === DEFAULT_SETTINGS.chains ? undefined : changes.chains);
  }
  if ('networkIds' in changes) {
    const ids = changes.networkIds;
    put(PARAMS.networkIds, ids === undefined || ids.length === 0 ? undefined : ids.join(','));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function accentColor(id: AccentId): string | undefined {
  return ACCENTS.find((accent) => accent.id === id)?.color;
}
