import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCENTS,
  DEFAULT_SETTINGS,
  DEMO_ADAPTER_MODES,
  DEMO_CHAIN_MODES,
  DEMO_LOCALES,
  DEMO_SIGN_IN_MODES,
  DEMO_THEME_MODES,
  type DemoSettings,
  parseNetworkIds,
  readSettings,
  withSettings,
} from '../src/settings.js';

const settingsArb: fc.Arbitrary<DemoSettings> = fc.record({
  locale: fc.constantFrom(...DEMO_LOCALES),
  themeMode: fc.constantFrom(...DEMO_THEME_MODES),
  accent: fc.constantFrom(...ACCENTS.map((accent) => accent.id)),
  networkIds: fc.option(
    fc.uniqueArray(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { minLength: 1 }),
    {
      nil: undefined,
    },
  ),
  signIn: fc.constantFrom(...DEMO_SIGN_IN_MODES),
  adapters: fc.constantFrom(...DEMO_ADAPTER_MODES),
  chains: fc.constantFrom(...DEMO_CHAIN_MODES),
});

describe('demo settings in the query string', () => {
  it('defaults to English, dark, the default accent, every network and sign-in off', () => {
    expect(readSettings('')).toEqual(DEFAULT_SETTINGS);
  });

  it('reads each choice', () => {
    expect(
      readSettings(
        '?locale=es&theme=light&accent=teal&networks=31337,1&signin=required&adapters=none&chains=evm%2Bsolana',
      ),
    ).toEqual({
      locale: 'es',
      themeMode: 'light',
      accent: 'teal',
      networkIds: [31337, 1],
      signIn: 'required',
      adapters: 'none',
      chains: 'evm+solana',
    });
    expect(readSettings('?signin=optional').signIn).toBe('optional');
  });

  it('falls back to the default for unknown values', () => {
    expect(
      readSettings('?locale=nl&theme=blue&accent=%23fff&networks=abc&signin=yes&adapters=viem&chains=cosmos'),
    ).toEqual(DEFAULT_SETTINGS);
  });

  it('drops network ids that are not positive whole numbers, and repeats', () => {
    expect(parseNetworkIds('31337, 0,-1,1.5,1e3,31337,,1')).toEqual([31337, 1]);
    expect(parseNetworkIds('99999999999999999')).toBeUndefined();
    expect(parseNetworkIds(null)).toBeUndefined();
  });

  it('keeps parameters it does not own (the dev wallet’s configuration)', () => {
    const search = withSettings('?walletport-dev-wallet=%7B%7D&locale=es', {
      locale: 'auto',
      themeMode: 'light',
    });
    expect(new URLSearchParams(search).get('walletport-dev-wallet')).toBe('{}');
    expect(search).not.toContain('locale');
    expect(search).toContain('theme=light');
  });

  it('leaves defaults out of the address and clears the network choice with undefined', () => {
    expect(withSettings('?networks=1', { networkIds: undefined })).toBe('');
    expect(withSettings('', { ...DEFAULT_SETTINGS })).toBe('');
    expect(withSettings('?signin=required', { signIn: 'off' })).toBe('');
  });

  it('property: reading never throws and always yields a valid choice', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const settings = readSettings(search);
        expect(DEMO_LOCALES).toContain(settings.locale);
        expect(DEMO_THEME_MODES).toContain(settings.themeMode);
        for (const id of settings.networkIds ?? []) expect(Number.isSafeInteger(id) && id > 0).toBe(true);
      }),
    );
  });

  it('property: written settings read back unchanged, whatever else the query holds', () => {
    fc.assert(
      fc.property(settingsArb, fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (settings, other) => {
        const foreign = Object.fromEntries(
          Object.entries(other).filter(
            ([key]) => !['locale', 'theme', 'accent', 'networks', 'signin', 'adapters'].includes(key),
          ),
        );
        const start = `?${new URLSearchParams(foreign).toString()}`;
        const search = withSettings(start, settings);
        expect(readSettings(search)).toEqual(settings);
        const params = new URLSearchParams(search);
        for (const [key, value] of Object.entries(foreign)) expect(params.get(key)).toBe(value);
      }),
    );
  });
});
