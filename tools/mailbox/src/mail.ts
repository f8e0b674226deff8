/**
 * One received message as the mailbox keeps it: who sent it, the envelope recipients (the addresses the
 * sender delivered to, Bcc included), the subject and the text and HTML bodies.
 */
import type { AddressObject, ParsedMail } from 'mailparser';

export interface Mail {
  id: string;
  /** The From header as written (e.g. 'Walletport <login@localhost>'), or the envelope sender. */
  from: string;
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain body; the HTML body turned into text when the message has none. */
  text: string;
  html?: string;
  /** ISO 8601. */
  receivedAt: string;
}

export interface Envelope {
  mailFrom: string | undefined;
  rcptTo: readonly string[];
}

/** 'Name <address>' (or the address alone) of the first From address, as a person would write it. */
function senderOf(from: AddressObject | undefined): string | undefined {
  const first = from?.value[0];
  if (first === undefined || first.address === undefined) return from?.text;
  return first.name === '' ? first.address : `${first.name} <${first.address}>`;
}

/** The fields of a Mail (all but its id, which the store gives) from a parsed message and its envelope. */
export function toMailFields(parsed: ParsedMail, envelope: Envelope, receivedAt: Date): Omit<Mail, 'id'> {
  const mail: Omit<Mail, 'id'> = {
    from: senderOf(parsed.from) ?? envelope.mailFrom ?? '',
    to: envelope.rcptTo.map((address) => address.toLowerCase()),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    receivedAt: receivedAt.toISOString(),
  };
  if (typeof parsed.html === 'string') mail.html = parsed.html;
  return mail;
}
