import {
  ALERTS,
  type AlertId,
  type CodedText,
  createAlertsStore,
  englishText,
  MESSAGES,
  type MessageKey as CoreMessageKey,
  type TextCode,
  WALLET_ERROR_CLASSES,
} from '@walletport/core/internal';
import { describe, expect, it } from 'vitest';
import {
  catalogueFor,
  type LocaleMessages,
  loadCatalogue,
  SUPPORTED_LOCALES,
} from '../../src/i18n/catalog.js';
import { createTextTranslator } from '../../src/i18n/index.js';

// Every locale's chunk, so the synchronous translators below find each catalogue.
await Promise.all(SUPPORTED_LOCALES.map(loadCatalogue));
const messagesFor = (locale: (typeof SUPPORTED_LOCALES)[number]) => catalogueFor(locale) as LocaleMessages;

/** Every code core can put in state, except VERBATIM (words that are not ours). */
const CORE_CODES: readonly CodedText[] = [
  ...(Object.keys(MESSAGES) as CoreMessageKey[]).map((code) => ({ code })),
  ...WALLET_ERROR_CLASSES.map((errorClass) => ({ code: `WALLET_${errorClass.code}` as TextCode })),
  { code: 'WALLET_UNKNOWN' },
  ...(Object.keys(ALERTS) as AlertId[]).flatMap((id) => [
    { code: `ALERT_${id}` as TextCode },
    { code: `ALERT_${id}_DETAILS` as TextCode },
  ]),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('codes held in state, worded by the catalogues', () => {
  it("English is core's catalogue text, word for word, for every code", () => {
    const english = createTextTranslator('en');
    for (const text of CORE_CODES) expect(english(text)).toBe(englishText(text));
  });

  it('every locale words every code, with the same placeholders as English', () => {
    const english = messagesFor('en') as unknown as Readonly<Record<string, string>>;
    for (const locale of SUPPORTED_LOCALES) {
      const messages = messagesFor(locale) as unknown as Readonly<Record<string, string | undefined>>;
      for (const { code } of CORE_CODES) {
        const key = `code.${code}`;
        expect(messages[key], `${locale} ${key}`).toBeTruthy();
        expect(placeholders(messages[key] ?? ''), `${locale} ${key}`).toEqual(
          placeholders(english[key] ?? ''),
        );
      }
    }
  });

  it('renders every alert of the alerts store in every locale (no code left showing)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const text = createTextTranslator(locale);
      for (const id of Object.keys(ALERTS) as AlertId[]) {
        const alerts = createAlertsStore({ context: () => ({ origin: 'https://dapp.example' }) });
        alerts.showAlert(id);
        const current = alerts.getState().current;
        if (current === undefined) throw new Error(`no alert for ${id}`);
        const title = text(current.message);
        const details = text(current.longMessage ?? { code: 'VERBATIM', params: { text: '' } });
        for (const words of [title, details]) {
          expect(words).not.toMatch(/ALERT_|\{\w+\}/);
          expect(words.trim()).not.toBe('');
        }
        if (locale === 'en') {
          expect(title).toBe(ALERTS[id].shortMessage);
          expect(details).toBe(ALERTS[id].longMessage.replace('{origin}', 'https://dapp.example'));
        }
      }
    }
  });

  it('Spanish words codes in Spanish; verbatim text and the UI’s own keys come through', () => {
    const spanish = createTextTranslator('es');
    expect(spanish({ code: 'SIWX_SIGN_IN_REFUSED', params: { reason: 'nonce usado' } })).toBe(
      'Se rechazó el inicio de sesión: nonce usado',
    );
    expect(spanish({ code: 'ALERT_SESSION_EXPIRED' })).toBe('Sesión caducada');
    expect(spanish({ code: 'VERBATIM', params: { text: 'MetaMask says no' } })).toBe('MetaMask says no');
    expect(spanish({ code: 'walletConnect.copied' })).toBe('Enlace copiado');
  });

  it('the type check refuses a locale that misses a key', () => {
    const { 'code.SIGNATURE_DECLINED': _left, ...incomplete } = messagesFor('es');
    // @ts-expect-error: 'code.SIGNATURE_DECLINED' is missing; a locale without a key does not compile.
    const locale: LocaleMessages = incomplete;
    expect(Object.keys(locale)).not.toContain('code.SIGNATURE_DECLINED');
  });
});
