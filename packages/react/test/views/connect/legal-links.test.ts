import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalLinks, safeLegalUrl, splitSlots } from '../../../src/views/connect/legal-links.js';

describe('legal footer links', () => {
  it('only absolute http(s) URLs without credentials become links', () => {
    expect(safeLegalUrl('https://app.example/terms')).toBe('https://app.example/terms');
    expect(safeLegalUrl('http://app.example/privacy')).toBe('http://app.example/privacy');
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/terms',
      'https://u:p@app.example',
      '',
      '  ',
      5,
    ]) {
      expect(safeLegalUrl(bad), String(bad)).toBeUndefined();
    }
  });

  it('picks the sentence for the links there are', () => {
    expect(
      legalLinks({ termsConditionsUrl: 'https://a.example/t', privacyPolicyUrl: 'https://a.example/p' })
        .messageKey,
    ).toBe('connect.legal.both');
    expect(
      legalLinks({ termsConditionsUrl: 'https://a.example/t', privacyPolicyUrl: 'javascript:x' }),
    ).toEqual({
      terms: 'https://a.example/t',
      privacy: undefined,
      messageKey: 'connect.legal.terms',
    });
    expect(
      legalLinks({ termsConditionsUrl: undefined, privacyPolicyUrl: 'https://a.example/p' }).messageKey,
    ).toBe('connect.legal.privacy');
    expect(
      legalLinks({ termsConditionsUrl: undefined, privacyPolicyUrl: undefined }).messageKey,
    ).toBeUndefined();
  });

  it('splits a sentence around its slots', () => {
    expect(splitSlots('Agree to {terms} and {privacy}.')).toEqual([
      { kind: 'text', text: 'Agree to ' },
      { kind: 'slot', name: 'terms' },
      { kind: 'text', text: ' and ' },
      { kind: 'slot', name: 'privacy' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('property: joining the parts back gives the sentence; safeLegalUrl never throws and only passes http(s)', () => {
    fc.assert(
      fc.property(fc.string(), (sentence) => {
        const joined = splitSlots(sentence)
          .map((part) => (part.kind === 'text' ? part.text : `{${part.name}}`))
          .join('');
        expect(joined).toBe(sentence);
        const url = safeLegalUrl(sentence);
        if (url !== undefined) expect(/^https?:\/\//.test(url)).toBe(true);
      }),
    );
  });
});
