import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeCodeMail, displayName, escapeHtml } from '../../src/embedded/mail-content.js';

describe('code emails', () => {
  it('carry the code and project in subject and text for every purpose', () => {
    expect(composeCodeMail('login', 'Acme', '012345').subject).toBe('Your login code for Acme: 012345');
    expect(composeCodeMail('email-update-current', 'Acme', '012345').subject).toBe(
      'Confirm your email change for Acme: 012345',
    );
    expect(composeCodeMail('email-update-new', 'Acme', '012345').subject).toBe(
      'Confirm your new email for Acme: 012345',
    );
    const mail = composeCodeMail('login', 'Acme', '012345');
    expect(mail.text).toContain('012345');
    expect(mail.text).toContain('Acme');
    expect(mail.text).toContain('expires in 10 minutes');
  });

  it('escape the project name in the HTML part (property)', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const { html } = composeCodeMail('login', name, '123456');
        const withoutOwnTags = html.replace(/<\/?(?:!doctype html|html|body|p)(?: style="[^"<>]*")?>/g, '');
        expect(withoutOwnTags).not.toMatch(/[<>]/);
        expect(html).toContain(escapeHtml(name));
      }),
    );
  });

  it('put the project name on one clean line, or the id when it has none', () => {
    expect(displayName({ id: 'shop', name: '' })).toBe('shop');
    expect(displayName({ id: 'shop', name: '  \n ' })).toBe('shop');
    expect(displayName({ id: 'shop', name: 'Acme\r\nBcc: x@evil.example' })).toBe('Acme Bcc: x@evil.example');
    fc.assert(
      fc.property(fc.string(), (name) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none are left.
        expect(displayName({ id: 'id', name })).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(displayName({ id: 'id', name }).length).toBeLessThanOrEqual(100);
      }),
    );
  });
});
