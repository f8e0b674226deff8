import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LABEL_LENGTH, normalizeName, suffixZone } from './name-rules.js';
import { buildSuggestions, MAX_SUGGESTED_VARIANTS, variantLabels } from './suggestions.js';

const SUFFIX = '.walletport.id';

describe('normalizeName', () => {
  it('adds the suffix to a bare label and lower-cases it', () => {
    expect(normalizeName('Alice', SUFFIX)).toEqual({
      ok: true,
      label: 'alice',
      fullName: 'alice.walletport.id',
    });
  });

  it('accepts the name with the server suffix, in any case', () => {
    expect(normalizeName('ALICE.WalletPort.ID', SUFFIX)).toMatchObject({
      ok: true,
      fullName: 'alice.walletport.id',
    });
  });

  it('accepts letters, digits and hyphens from 4 characters on', () => {
    expect(normalizeName('a-b1', SUFFIX)).toMatchObject({ ok: true, label: 'a-b1' });
  });

  it('refuses fewer than 4 characters', () => {
    expect(normalizeName('abc', SUFFIX)).toEqual({
      ok: false,
      problem: 'a name needs at least 4 characters',
    });
    expect(normalizeName('abc.walletport.id', SUFFIX)).toMatchObject({ ok: false });
  });

  it('refuses other characters, and names under another zone', () => {
    for (const input of ['al ice', 'alice_1', 'alïce', 'alice.other.id', 'vitalik.eth', '']) {
      expect(normalizeName(input, SUFFIX), input).toMatchObject({ ok: false });
    }
    expect(normalizeName('al ice', SUFFIX)).toEqual({
      ok: false,
      problem: 'a name may only hold letters, digits and hyphens',
    });
  });

  it(`refuses labels over ${MAX_NAME_LABEL_LENGTH} characters`, () => {
    expect(normalizeName('a'.repeat(MAX_NAME_LABEL_LENGTH), SUFFIX).ok).toBe(true);
    expect(normalizeName('a'.repeat(MAX_NAME_LABEL_LENGTH + 1), SUFFIX)).toMatchObject({ ok: false });
  });

  it('never throws; accepted names are valid lower-case labels and normalising again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const result = normalizeName(input, SUFFIX);
        if (!result.ok) return;
        expect(result.label).toMatch(/^[a-z0-9-]{4,63}$/);
        expect(result.fullName).toBe(`${result.label}${SUFFIX}`);
        expect(normalizeName(result.fullName, SUFFIX)).toEqual(result);
      }),
    );
  });
});

describe('suffixZone', () => {
  it('drops the leading dot', () => {
    expect(suffixZone('.walletport.id')).toBe('walletport.id');
  });
});

describe('suggestions', () => {
  it('offers digit variants first, then word variants', () => {
    expect(variantLabels('alice').slice(0, 3)).toEqual(['alice1', 'alice2', 'alice3']);
    expect(variantLabels('alice')).toContain('alice-id');
  });

  it('only offers variants that stay within the label length', () => {
    const long = 'a'.repeat(MAX_NAME_LABEL_LENGTH);
    expect(variantLabels(long)).toEqual([]);
    for (const variant of variantLabels('a'.repeat(61))) expect(variant.length).toBeLessThanOrEqual(63);
  });

  it('answers the name first with its state, then free variants only', () => {
    const taken = new Set(['alice.walletport.id', 'alice1.walletport.id', 'alice3.walletport.id']);
    expect(buildSuggestions('alice', SUFFIX, taken)).toEqual([
      { name: 'alice.walletport.id', registered: true },
      { name: 'alice2.walletport.id', registered: false },
      { name: 'alice4.walletport.id', registered: false },
      { name: 'alice5.walletport.id', registered: false },
      { name: 'alice6.walletport.id', registered: false },
    ]);
  });

  it(`answers at most ${MAX_SUGGESTED_VARIANTS} variants, and a free name as free`, () => {
    const suggestions = buildSuggestions('bobby', SUFFIX, new Set());
    expect(suggestions[0]).toEqual({ name: 'bobby.walletport.id', registered: false });
    expect(suggestions).toHaveLength(MAX_SUGGESTED_VARIANTS + 1);
  });
});
