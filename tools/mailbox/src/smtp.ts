/**
 * The SMTP side of the mailbox: accepts every message for every recipient, without TLS, and with any
 * credentials or none (a sink on the loopback interface, never a relay), parses it and hands it on. The
 * sender hears 250 only once the message is stored, so a sender that awaited its send finds it listed.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Envelope } from './mail.js';
import type { ParsedMail } from 'mailparser';

/** Far above any login email; bounds what one message may hold in memory. */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('error', reject);
    stream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

function envelopeOf(session: SMTPServerSession): Envelope {
  const from = session.envelope.mailFrom;
  return {
    mailFrom: from === false ? undefined : from.address,
    rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
  };
}

export async function startSmtpSink(options: {
  host: string;
  port: number;
  onMessage(parsed: ParsedMail, envelope: Envelope): void;
}): Promise<SmtpSink> {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Walletport mailbox (development only)',
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          options.onMessage(await simpleParser(raw), envelopeOf(session));
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  // Errors of single connections (a client hanging up mid-message) must not stop the sink.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port, options.host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
