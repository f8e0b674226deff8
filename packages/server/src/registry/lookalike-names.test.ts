import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeAppLink, safeHttpsLink } from './links.js';
import { knownNames, lookalikeProblem, mixedScriptWord, nameSkeleton } from './lookalike-names.js';
import { CATALOGUE_NAMES, sanitizeWallet } from './sanitize-wallet.js';
import { SEED_WALLETS } from './seed-wallets.js';

describe('lookalike wallet names', () => {
  it.each([
    ['a Cyrillic "а" in MetaMask', 'MetaMаsk', /Cyrillic and Latin/],
    ['a Greek "Ο" in OKX Wallet', 'ΟKX Wallet', /Greek and Latin/],
    ['a digit zero for an "O"', '0KX Wallet', /looks like the known wallet "OKX Wallet"/],
    ['an all-Cyrillic word', 'Рhаntом', /Cyrillic and Latin|"Phantom"/],
    ['another case', 'Metamask', /"MetaMask"/],
    ['a capital I for an "l" in Ledger Live', 'Ledger Live'.replace('L', 'I'), /"Ledger Live"/],
    ['full-width letters', 'ＭｅｔａＭａｓｋ', /"MetaMask"/],
    ['an accent added', 'Phantöm', /"Phantom"/],
  ])('refuses %s', (_title, name, problem) => {
    const result = sanitizeWallet({ id: 'imitation', name });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toMatch(problem);
  });

  it('accepts every catalogue name as itself, and names of other wallets', () => {
    for (const wallet of SEED_WALLETS) expect(lookalikeProblem(wallet.name, CATALOGUE_NAMES)).toBeUndefined();
    for (const name of ['Acme Wallet', 'Кошелёк', 'Πορτοφόλι', 'ウォレット', 'Wallet 2'])
      expect(lookalikeProblem(name, CATALOGUE_NAMES), name).toBeUndefined();
  });

  it('gives no two catalogue wallets one skeleton', () => {
    const skeletons = SEED_WALLETS.map((wallet) => nameSkeleton(wallet.name));
    expect(new Set(skeletons).size).toBe(skeletons.length);
  });

  it('finds every mix of Latin and Cyrillic letters in one word (property)', () => {
    const latin = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''));
    const cyrillic = fc.constantFrom(...'абвгдежзиклмнопрстуфхцчшщыэюя'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: latin, minLength: 1 }), cyrillic, fc.nat(), (word, letter, at) => {
        const index = at % (word.length + 1);
        const mixed = `${word.slice(0, index)}${letter}${word.slice(index)}`;
        expect(mixedScriptWord(`My ${mixed}`)).toEqual(['Cyrillic', 'Latin']);
      }),
    );
  });

  it('flags a name that imitates one of the given known names only', () => {
    const known = knownNames(['Acme Wallet']);
    expect(known.imitated('Acme Wallet')).toBeUndefined();
    expect(known.imitated('Acmе Wаllet')).toBe('Acme Wallet');
    expect(known.imitated('AcmeWallet')).toBe('Acme Wallet');
    expect(known.imitated('Other')).toBeUndefined();
  });
});

describe('links with bidi and invisible characters', () => {
  it.each([
    ['a right-to-left override', 'https://wallet.example/\u202egpj.exe'],
    ['a left-to-right isolate', 'https://wallet.example/\u2066x'],
    ['a zero-width space', 'https://wallet.example/a\u200bb'],
    ['a line separator', 'https://wallet.example/\u2028'],
    ['a no-break space', 'https://wallet.example/a\u00a0b'],
    ['a byte order mark', '\ufeffhttps://wallet.example/'],
  ])('refuses %s in a web or an app link', (_title, link) => {
    expect(safeHttpsLink(link)).toBeUndefined();
    expect(safeAppLink(link)).toBeUndefined();
    expect(safeAppLink(link.replace('https://wallet.example', 'metamask://open'))).toBeUndefined();
  });

  it('refuses a bidi control anywhere in an app link (property)', () => {
    const bidi = fc.constantFrom(
      '\u061c',
      '\u200e',
      '\u200f',
      ...'\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069',
    );
    fc.assert(
      fc.property(fc.webPath(), bidi, fc.nat(), (path, mark, at) => {
        const link = `metamask://open${path}`;
        const index = at % (link.length + 1);
        expect(safeAppLink(`${link.slice(0, index)}${mark}${link.slice(index)}`)).toBeUndefined();
      }),
    );
  });

  it('refuses an import entry whose link has a bidi override', () => {
    const result = sanitizeWallet({ id: 'tricky', name: 'Tricky', mobile_link: 'metamask://\u202eexe.fdp' });
    expect(result).toEqual({
      ok: false,
      problems: ['mobile_link: not an allowed link (https, or a known wallet app scheme)'],
    });
  });
});
