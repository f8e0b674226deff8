export { escapeHtml, REFRESH_SECONDS, renderInboxPage } from './inbox-page.js';
export type { Mail } from './mail.js';
export { type Mailbox, type MailboxOptions, startMailbox } from './mailbox.js';
