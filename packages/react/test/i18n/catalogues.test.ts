import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createButtonTranslator } from '../../src/i18n/button-catalog.js';
import { CONNECT_WORDS } from '../../src/i18n/locale.js';
import {
  catalogueFor,
  type Locale,
  loadCatalogue,
  type Messages,
  SUPPORTED_LOCALES,
} from '../../src/i18n/catalog.js';
import { directionOf, resolveLocale, translatorFor } from '../../src/i18n/index.js';
import { fillParams, formatMessage, type MessageValue } from '../../src/i18n/message-format.js';
import { buttons } from '../../src/i18n/messages/buttons.js';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const pluralCategories = (locale: Locale) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

async function allCatalogues(): Promise<ReadonlyArray<[Locale, Messages]>> {
  return Promise.all(SUPPORTED_LOCALES.map(async (locale) => [locale, await loadCatalogue(locale)] as const));
}

describe('message catalogues', () => {
  it('every locale has exactly the keys English has (a missing message fails here)', async () => {
    const english = Object.keys(catalogueFor('en') ?? {}).sort();
    for (const [locale, messages] of await allCatalogues())
      expect(Object.keys(messages).sort(), locale).toEqual(english);
  });

  it('every message is written (no empty text) and keeps the placeholders of its English', async () => {
    const english = catalogueFor('en') as Readonly<Record<string, MessageValue>>;
    for (const [locale, messages] of await allCatalogues()) {
      for (const [key, value] of Object.entries(messages as Readonly<Record<string, MessageValue>>)) {
        const source = english[key] as MessageValue;
        if (typeof source === 'string') {
          expect(typeof value, `${locale} ${key}`).toBe('string');
          expect((value as string).trim(), `${locale} ${key}`).not.toBe('');
          expect(placeholders(value as string), `${locale} ${key}`).toEqual(placeholders(source));
        } else {
          expect(typeof value, `${locale} ${key}`).toBe('object');
          const wanted = placeholders(source.other);
          // A form may leave the number out ("one wallet"), never add or lose another placeholder.
          for (const form of Object.values(value as object) as string[]) {
            expect(form.trim(), `${locale} ${key}`).not.toBe('');
            const own = placeholders(form).filter((name) => name !== 'count');
            expect(own, `${locale} ${key}`).toEqual(wanted.filter((name) => name !== 'count'));
          }
          expect(placeholders((value as { other: string }).other), `${locale} ${key} other`).toEqual(wanted);
        }
      }
    }
  });

  it("plural messages have exactly the plural categories of their locale's rules (Intl.PluralRules)", async () => {
    for (const [locale, messages] of await allCatalogues()) {
      for (const [key, value] of Object.entries(messages as Readonly<Record<string, MessageValue>>)) {
        if (typeof value === 'string') continue;
        expect(Object.keys(value).sort(), `${locale} ${key}`).toEqual([...pluralCategories(locale)].sort());
      }
    }
  });

  it('plurals: the form follows the count, and the count is written in the locale', () => {
    const en = translatorFor(catalogueFor('en') as Messages, 'en');
    expect(en('connect.allWalletsCount', { count: 1 })).toBe('1 wallet');
    expect(en('connect.allWalletsCount', { count: 1200 })).toBe('1,200 wallets');
    const arabic = {
      other: '{count} x',
      one: 'one',
      two: 'two',
      few: '{count} few',
      many: '{count} many',
      zero: 'none',
    };
    expect(formatMessage(arabic, { count: 2 }, 'ar')).toBe('two');
    expect(formatMessage(arabic, { count: 3 }, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(3)} few`);
    expect(formatMessage(arabic, { count: 11 }, 'ar')).toBe(`${new Intl.NumberFormat('ar').format(11)} many`);
    expect(
      formatMessage(
        {
          one: '{count} кошелёк',
          few: '{count} кошелька',
          many: '{count} кошельков',
          other: '{count} кошелька',
        },
        { count: 5 },
        'ru',
      ),
    ).toBe('5 кошельков');
  });

  it("the buttons' words before any chunk are the very texts of each locale's catalogue", async () => {
    for (const [locale, messages] of await allCatalogues()) {
      if (locale === 'en') continue;
      expect(CONNECT_WORDS[locale], locale).toBe(messages['buttons.connect']);
    }
  });

  it("the buttons' catalogue: English, the visible words before the locale loads, then the locale's labels", async () => {
    expect(createButtonTranslator('en')('buttons.account', { name: 'Ana' })).toBe('Account Ana');
    const before = createButtonTranslator('fr');
    expect(before('buttons.connect')).toBe(CONNECT_WORDS.fr);
    expect(before('buttons.connecting')).toBe('Connecting…');
    expect(before('buttons.account', { name: 'Ana' })).toBe('Account Ana');
    const fr = await loadCatalogue('fr');
    const after = createButtonTranslator('fr', fr);
    for (const key of Object.keys(buttons) as (keyof typeof buttons)[])
      expect(after(key, { name: 'Ana', balance: '1 ETH' })).toBe(
        translatorFor(fr, 'fr')(key, { name: 'Ana', balance: '1 ETH' }),
      );
  });

  it('property: placeholders are filled from params, missing ones stay visible, other text is kept', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{')),
        fc.stringMatching(/^\w+$/),
        fc.string(),
        (text, name, value) => {
          const template = `${text}{${name}}`;
          expect(fillParams(template, { [name]: value })).toBe(template.replace(`{${name}}`, () => value));
          expect(fillParams(template, {})).toBe(template);
        },
      ),
    );
  });

  it('resolveLocale: regional variants map to their language, Portuguese to pt-BR, Chinese to zh-CN', () => {
    expect(resolveLocale('es-MX')).toBe('es');
    expect(resolveLocale('ES_es')).toBe('es');
    expect(resolveLocale('fr-CA')).toBe('fr');
    expect(resolveLocale('pt-PT')).toBe('pt-BR');
    expect(resolveLocale('zh-Hant-TW')).toBe('zh-CN');
    expect(resolveLocale('ar-EG')).toBe('ar');
    expect(resolveLocale('nl')).toBe('en');
    expect(resolveLocale('z')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he' as Locale)).toBe('ltr');
  });

  it('property: resolveLocale always answers a supported locale, and a supported tag maps to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...SUPPORTED_LOCALES)), (tag) => {
        const locale = resolveLocale(tag);
        expect(SUPPORTED_LOCALES).toContain(locale);
        if ((SUPPORTED_LOCALES as readonly string[]).includes(tag)) expect(locale).toBe(tag);
      }),
    );
  });
});
