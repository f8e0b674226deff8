import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../src/i18n/areas.js';
import { createButtonTranslator } from '../../src/i18n/button-catalog.js';
import { messagesFor, SUPPORTED_LOCALES } from '../../src/i18n/catalog.js';
import { createTranslator, resolveLocale } from '../../src/i18n/index.js';
import { buttons } from '../../src/i18n/messages/buttons.js';
import { common } from '../../src/i18n/messages/common.js';

describe('message catalogues', () => {
  it('every locale has every key English has, in the full catalogue', () => {
    const english = Object.keys(messagesFor('en')).sort();
    for (const locale of SUPPORTED_LOCALES) expect(Object.keys(messagesFor(locale)).sort()).toEqual(english);
  });

  it("the buttons' small catalogue gives the very strings of the full one", () => {
    const keys = [...Object.keys(buttons.en), ...Object.keys(common.en)] as (keyof typeof buttons.en)[];
    for (const locale of SUPPORTED_LOCALES) {
      const full = createTranslator(locale);
      const small = createButtonTranslator(locale);
      for (const key of keys)
        expect(small(key, { name: 'Ana', balance: '1 ETH' })).toBe(
          full(key, { name: 'Ana', balance: '1 ETH' }),
        );
    }
    expect(createButtonTranslator('es')('buttons.connect')).toBe('Conectar billetera');
  });

  it('property: placeholders are filled from params, missing ones stay visible, other text is kept', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('{')),
        fc.stringMatching(/^\w+$/),
        fc.string(),
        (text, name, value) => {
          const t = translatorFor({ key: `${text}{${name}}` });
          expect(t('key', { [name]: value })).toBe(`${text}{${name}}`.replace(`{${name}}`, () => value));
          expect(t('key', {})).toBe(`${text}{${name}}`);
          expect(t('key')).toBe(`${text}{${name}}`);
        },
      ),
    );
  });

  it("resolveLocale: a supported language's regional variants map to it, anything else to English", () => {
    expect(resolveLocale('es-MX')).toBe('es');
    expect(resolveLocale('ES_es')).toBe('es');
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
  });
});
