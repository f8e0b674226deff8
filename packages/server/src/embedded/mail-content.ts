/**
 * The emails that carry codes: subject and text name the project and the code (so a mail client's
 * preview shows both), plus a simple HTML part in which every value is escaped. Control characters in a
 * project name are dropped: it goes into a header line.
 */
import type { CodePurpose } from './code-store.js';
import { CODE_TTL_MS } from './limits.js';

export interface CodeMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The project's name as one clean line (its id when it has no name). */
export function displayName(project: { id: string; name: string }): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const name = project.name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return name === '' ? project.id : name.slice(0, 100);
}

const WORDING: Readonly<Record<CodePurpose, { subject: string; lead: string }>> = {
  login: { subject: 'Your login code for {project}', lead: 'Use this code to log in to {project}:' },
  'email-update-current': {
    subject: 'Confirm your email change for {project}',
    lead: 'Someone (hopefully you) asked to change the email of your {project} wallet. Use this code to confirm:',
  },
  'email-update-new': {
    subject: 'Confirm your new email for {project}',
    lead: 'Use this code to make this address the email of your {project} wallet:',
  },
};

export function composeCodeMail(purpose: CodePurpose, projectName: string, code: string): CodeMail {
  const wording = WORDING[purpose];
  // A function, not a string: a name holding '$&' or '$$' must not be read as a replacement pattern.
  const fill = (template: string) => template.replaceAll('{project}', () => projectName);
  const minutes = CODE_TTL_MS / 60_000;
  const closing = `The code expires in ${minutes} minutes and works once. If you did not ask for it, ignore this email.`;
  const subject = `${fill(wording.subject)}: ${code}`;
  const text = `${fill(wording.lead)}\n\n    ${code}\n\n${closing}\n`;
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; line-height: 1.5">
<p>${escapeHtml(fill(wording.lead))}</p>
<p style="font-size: 28px; font-weight: 600; letter-spacing: 4px; font-family: ui-monospace, monospace">${escapeHtml(code)}</p>
<p style="color: #6b7280">${escapeHtml(closing)}</p>
</body></html>`;
  return { subject, text, html };
}
