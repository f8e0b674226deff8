/**
 * The messages a mailbox holds, in memory, oldest dropped first once `capacity` is reached (a sink left
 * running for days must not grow without bound). Lists are newest first.
 */
import type { Mail } from './mail.js';

export const DEFAULT_CAPACITY = 1_000;

export interface MailStore {
  add(mail: Omit<Mail, 'id'>): Mail;
  /** Newest first; with `to`, only messages delivered to that address (case-insensitive). */
  list(filter?: { to?: string }): Mail[];
  clear(): void;
}

export function createMailStore(capacity = DEFAULT_CAPACITY): MailStore {
  const mails: Mail[] = [];
  let sequence = 0;
  return {
    add(fields) {
      sequence += 1;
      const mail: Mail = { ...fields, id: String(sequence) };
      mails.push(mail);
      if (mails.length > capacity) mails.splice(0, mails.length - capacity);
      return mail;
    },
    list(filter = {}) {
      const to = filter.to?.trim().toLowerCase();
      const newestFirst = [...mails].reverse();
      return to === undefined || to === '' ? newestFirst : newestFirst.filter((mail) => mail.to.includes(to));
    },
    clear() {
      mails.length = 0;
    },
  };
}
