/**
 * The inbox page (GET /): every message newest first with its subject, recipients, sender, time and text
 * body. Every value from a message is HTML-escaped and the HTML body is never rendered, so a message cannot
 * run script or load anything in the page; the page reloads itself every few seconds.
 */
import type { Mail } from './mail.js';

export const REFRESH_SECONDS = 3;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
  :root { color-scheme: light dark; --muted: #6b7280; --line: #d1d5db; --card: #ffffff; --page: #f3f4f6; }
  @media (prefers-color-scheme: dark) { :root { --muted: #9ca3af; --line: #374151; --card: #1f2937; --page: #111827; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: var(--page); }
  header { padding: 16px 24px; border-bottom: 1px solid var(--line); background: var(--card); }
  header h1 { margin: 0; font-size: 20px; }
  header p { margin: 4px 0 0; color: var(--muted); font-size: 13px; }
  main { max-width: 880px; margin: 0 auto; padding: 16px 24px 48px; }
  article { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px; margin: 0 0 12px; }
  article h2 { margin: 0 0 6px; font-size: 16px; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 10px; font-size: 13px; }
  dt { color: var(--muted); }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { margin: 0; padding: 12px; border-radius: 6px; background: var(--page); white-space: pre-wrap; overflow-wrap: anywhere; font: 14px/1.5 ui-monospace, monospace; }
  .empty { color: var(--muted); text-align: center; padding: 48px 0; }
`;

function renderMail(mail: Mail): string {
  const subject = mail.subject === '' ? '(no subject)' : mail.subject;
  return `<article>
  <h2>${escapeHtml(subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>Received</dt><dd><time datetime="${escapeHtml(mail.receivedAt)}">${escapeHtml(mail.receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd>
  </dl>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`;
}

/** The whole page for `mails` (newest first), naming the SMTP URL to send to. */
export function renderInboxPage(mails: readonly Mail[], smtpUrl: string): string {
  const count = `${mails.length} message${mails.length === 1 ? '' : 's'}`;
  const body =
    mails.length === 0
      ? `<p class="empty">No mail yet. Messages sent to ${escapeHtml(smtpUrl)} show up here.</p>`
      : mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}">
<title>Mailbox (${escapeHtml(count)})</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Mailbox</h1>
  <p>${escapeHtml(count)} · SMTP ${escapeHtml(smtpUrl)} · refreshes every ${REFRESH_SECONDS} s · development only</p>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}
