/**
 * startMailbox: a local mail sink for development and tests. An SMTP server keeps every message it is
 * sent (any sender, any recipient, no TLS) and an HTTP server shows them: an inbox page and a JSON API.
 * Never for production: it accepts mail from anyone who can reach it and keeps it in memory.
 */
import { startInboxHttp } from './inbox-http.js';
import { type Mail, toMailFields } from './mail.js';
import { createMailStore, DEFAULT_CAPACITY } from './mail-store.js';
import { startSmtpSink } from './smtp.js';

export interface MailboxOptions {
  /** 0 (the default): a free port. */
  smtpPort?: number;
  /** 0 (the default): a free port. */
  httpPort?: number;
  /** '127.0.0.1' by default. */
  host?: string;
  /** Messages kept before the oldest are dropped (1000). */
  capacity?: number;
}

export interface Mailbox {
  /** e.g. smtp://127.0.0.1:2525: give it to a sender (the server's SMTP_URL). */
  smtpUrl: string;
  /** e.g. http://127.0.0.1:8025: the inbox page and /api/messages. */
  url: string;
  /** Newest first. */
  messages(): Mail[];
  clear(): void;
  close(): Promise<void>;
}

/** A host as it goes into a URL: IPv6 addresses in brackets. */
function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const host = options.host ?? '127.0.0.1';
  const store = createMailStore(options.capacity ?? DEFAULT_CAPACITY);
  const smtp = await startSmtpSink({
    host,
    port: options.smtpPort ?? 0,
    onMessage: (parsed, envelope) => store.add(toMailFields(parsed, envelope, new Date())),
  });
  const smtpUrl = `smtp://${urlHost(host)}:${smtp.port}`;
  let http: Awaited<ReturnType<typeof startInboxHttp>>;
  try {
    http = await startInboxHttp({ host, port: options.httpPort ?? 0, store, smtpUrl });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    smtpUrl,
    url: `http://${urlHost(host)}:${http.port}`,
    messages: () => store.list(),
    clear: () => store.clear(),
    close() {
      closing ??= Promise.all([smtp.close(), http.close()]).then(() => undefined);
      return closing;
    },
  };
}
