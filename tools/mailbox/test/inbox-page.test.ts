import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderInboxPage } from '../src/index.js';

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('escapeHtml', () => {
  it('leaves no markup character and loses nothing (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(unescapeHtml(escaped)).toBe(text);
      }),
    );
  });
});

describe('renderInboxPage', () => {
  it('never lets a message value open a tag (property)', () => {
    const mail = fc.record({
      id: fc.string(),
      from: fc.string(),
      to: fc.array(fc.string(), { maxLength: 3 }),
      subject: fc.string(),
      text: fc.string(),
      receivedAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(mail, { maxLength: 4 }), (mails) => {
        const page = renderInboxPage(mails, 'smtp://127.0.0.1:2525');
        const tags = [...page.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]);
        const allowed = ['html', 'head', 'meta', 'title', 'style', 'body', 'header', 'h1', 'p', 'main'];
        const perMail = ['article', 'h2', 'dl', 'dt', 'dd', 'time', 'pre'];
        expect(tags.every((tag) => allowed.includes(tag ?? '') || perMail.includes(tag ?? ''))).toBe(true);
        expect(tags.filter((tag) => tag === 'article')).toHaveLength(mails.length);
      }),
    );
  });
});
