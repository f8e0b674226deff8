import type { CaipNetwork } from '@walletport/core';
import type { AppKit } from '@walletport/react';
import { useId, useState } from 'react';
import { applyPageTheme, reloadWithSettings, rememberSettings } from '../page-url.js';
import {
  ACCENTS,
  type AccentId,
  type DemoAdapterMode,
  type DemoChainMode,
  accentColor,
  DEMO_ADAPTER_MODES,
  DEMO_CHAIN_MODES,
  DEMO_LOCALES,
  DEMO_SIGN_IN_MODES,
  type DemoLocale,
  type DemoSettings,
  type DemoSignInMode,
  type DemoThemeMode,
} from '../settings.js';
import type { DemoSiwxKind } from '../siwx.js';

const SIGN_IN_LABELS: Record<DemoSignInMode, string> = {
  off: 'Off',
  optional: 'Optional',
  required: 'Required',
};

const ADAPTER_LABELS: Record<DemoAdapterMode, string> = {
  wagmi: 'Wagmi',
  none: 'None (WalletConnect only)',
};

const CHAIN_LABELS: Record<DemoChainMode, string> = {
  evm: 'EVM',
  'evm+solana': 'EVM + Solana',
  solana: 'Solana',
};

/** Each language by its own name, so a visitor finds theirs whatever the page's language. */
const LOCALE_NAMES: Record<DemoLocale, { label: string; lang: string }> = {
  auto: { label: 'Automatic (page, then browser)', lang: 'en' },
  en: { label: 'English', lang: 'en' },
  es: { label: 'Español', lang: 'es' },
  fr: { label: 'Français', lang: 'fr' },
  de: { label: 'Deutsch', lang: 'de' },
  'pt-BR': { label: 'Português (Brasil)', lang: 'pt-BR' },
  it: { label: 'Italiano', lang: 'it' },
  ja: { label: '日本語', lang: 'ja' },
  ko: { label: '한국어', lang: 'ko' },
  'zh-CN': { label: '简体中文', lang: 'zh-CN' },
  ru: { label: 'Русский', lang: 'ru' },
  tr: { label: 'Türkçe', lang: 'tr' },
  ar: { label: 'العربية', lang: 'ar' },
};

interface Props {
  appKit: AppKit;
  settings: DemoSettings;
  /** Every network the demo can offer, and the ones this page was created with. */
  available: readonly CaipNetwork[];
  active: readonly CaipNetwork[];
  siwxKind: DemoSiwxKind | undefined;
}

/**
 * Theme and accent apply live; language, networks, sign-in and adapters are creation options, so they
 * reload the page.
 */
export function ConfigurationPanel({
  appKit,
  settings,
  available: offered,
  active: chosen,
  siwxKind,
}: Props) {
  // The checklist picks eip155 chains by id; other namespaces come with the Chains setting.
  const available = offered.filter((network) => network.chainNamespace === 'eip155');
  const active = chosen.filter((network) => network.chainNamespace === 'eip155');
  const [themeMode, setThemeMode] = useState<DemoThemeMode>(settings.themeMode);
  const [accent, setAccent] = useState<AccentId>(settings.accent);
  const [networkIds, setNetworkIds] = useState<number[]>(() => active.map((network) => Number(network.id)));
  const activeIds = active.map((network) => Number(network.id));
  const networksChanged =
    networkIds.length !== activeIds.length || networkIds.some((id) => !activeIds.includes(id));
  const name = useId();

  const chooseTheme = (mode: DemoThemeMode) => {
    setThemeMode(mode);
    appKit.setThemeMode(mode);
    applyPageTheme(mode);
    rememberSettings({ themeMode: mode });
  };
  const chooseAccent = (id: AccentId) => {
    setAccent(id);
    appKit.setThemeVariables({ '--w3m-accent': accentColor(id) });
    rememberSettings({ accent: id });
  };
  const toggleNetwork = (id: number, on: boolean) =>
    setNetworkIds((ids) =>
      on
        ? available.map((n) => Number(n.id)).filter((n) => n === id || ids.includes(n))
        : ids.filter((n) => n !== id),
    );
  const allIds = available.map((network) => Number(network.id));
  const applyNetworks = () => {
    const everything = allIds.every((id) => networkIds.includes(id));
    reloadWithSettings({ networkIds: everything ? undefined : networkIds });
  };

  return (
    <section className="card" aria-labelledby="configuration-title">
      <h2 id="configuration-title">Configuration</h2>
      <div className="settings">
        <fieldset className="setting">
          <legend>Theme</legend>
          <div className="segmented">
            {(['dark', 'light'] as const).map((mode) => (
              <label key={mode} className="segment">
                <input
                  type="radio"
                  name={`${name}-theme`}
                  value={mode}
                  checked={themeMode === mode}
                  onChange={() => chooseTheme(mode)}
                />
                <span>{mode === 'dark' ? 'Dark' : 'Light'}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="setting">
          <legend>Accent colour</legend>
          <div className="swatches">
            {ACCENTS.map((item) => (
              <label key={item.id} className="swatch" title={item.label}>
                <input
                  type="radio"
                  name={`${name}-accent`}
                  value={item.id}
                  checked={accent === item.id}
                  onChange={() => chooseAccent(item.id)}
                  aria-label={item.label}
                />
                <span
                  className={item.color === undefined ? 'swatch-dot swatch-default' : 'swatch-dot'}
                  style={item.color === undefined ? undefined : { background: item.color }}
                  aria-hidden="true"
                />
              </label>
            ))}
          </div>
        </fieldset>

        <label className="setting">
          <span className="setting-label">Language</span>
          <select
            value={settings.locale}
            onChange={(event) => reloadWithSettings({ locale: event.currentTarget.value as DemoLocale })}
          >
            {DEMO_LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={LOCALE_NAMES[locale].lang}>
                {LOCALE_NAMES[locale].label}
              </option>
            ))}
          </select>
        </label>

        <fieldset className="setting">
          <legend>Sign-in</legend>
          <div className="segmented">
            {DEMO_SIGN_IN_MODES.map((mode) => (
              <label key={mode} className="segment">
                <input
                  type="radio"
                  name={`${name}-signin`}
                  value={mode}
                  checked={settings.signIn === mode}
                  onChange={() => reloadWithSettings({ signIn: mode })}
                />
                <span>{SIGN_IN_LABELS[mode]}</span>
              </label>
            ))}
          </div>
          <SignInNote kind={siwxKind} />
        </fieldset>

        <fieldset className="setting">
          <legend>Adapters</legend>
          <div className="segmented">
            {DEMO_ADAPTER_MODES.map((mode) => (
              <label key={mode} className="segment">
                <input
                  type="radio"
                  name={`${name}-adapters`}
                  value={mode}
                  checked={settings.adapters === mode}
                  onChange={() => reloadWithSettings({ adapters: mode })}
                />
                <span>{ADAPTER_LABELS[mode]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="setting">
          <legend>Chains</legend>
          <div className="segmented">
            {DEMO_CHAIN_MODES.map((mode) => (
              <label key={mode} className="segment">
                <input
                  type="radio"
                  name={`${name}-chains`}
                  value={mode}
                  checked={settings.chains === mode}
                  onChange={() => reloadWithSettings({ chains: mode })}
                />
                <span>{CHAIN_LABELS[mode]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="setting">
          <legend>Networks</legend>
          <ul className="checks">
            {available.map((network) => {
              const id = Number(network.id);
              return (
                <li key={network.caipNetworkId}>
                  <label>
                    <input
                      type="checkbox"
                      checked={networkIds.includes(id)}
                      onChange={(event) => toggleNetwork(id, event.currentTarget.checked)}
                    />
                    <span>{network.name}</span>
                    <span className="muted small mono">{id}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="setting-actions">
            <button
              type="button"
              className="primary"
              disabled={networkIds.length === 0 || !networksChanged}
              onClick={applyNetworks}
            >
              Apply and reload
            </button>
            {networkIds.length === 0 && <span className="muted small">Choose at least one network.</span>}
          </div>
        </fieldset>
      </div>
    </section>
  );
}

/** Says who checks the signature, so nobody mistakes the browser-only gate for authentication. */
function SignInNote({ kind }: { kind: DemoSiwxKind | undefined }) {
  if (kind === undefined) return <p className="muted small">No wallet signature is asked for.</p>;
  if (kind === 'server') {
    return <p className="muted small">Verified by the stack’s Walletport server (a session it can check).</p>;
  }
  return (
    <p className="note small" role="note">
      Browser-only: with no Walletport server this only gates the UI. Nobody verifies the signature.
    </p>
  );
}
