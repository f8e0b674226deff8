/**
 * Sending email over SMTP_URL with nodemailer: one connection per message (codes are rare, and a pool
 * would hold a connection open for nothing), short timeouts so a dead mail server fails a request in
 * seconds, not minutes. Failures are reported without the message: it holds a code.
 */
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export class MailError extends Error {
  override readonly name = 'MailError';
  /** The SMTP reply code, when the server answered with one. */
  readonly smtpCode: number | undefined;
  constructor(message: string, smtpCode: number | undefined) {
    super(message);
    this.smtpCode = smtpCode;
  }
}

export function createSmtpMailer(options: { smtpUrl: string; from: string; timeoutMs?: number }): Mailer {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from: options.from, ...mail });
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        throw new MailError(
          'The SMTP server did not take the message.',
          typeof code === 'number' ? code : undefined,
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
