/**
 * What the /embedded/v1 routes work with once email login is configured: the stores, the derived keys,
 * the mailer and the clock (injectable, so tests move time instead of sleeping).
 */
import type { EmbeddedConfig } from '../config-embedded.js';
import type { Database } from '../db/index.js';
import { type AccountStore, createAccountStore } from './account-store.js';
import { type CodeStore, createCodeStore } from './code-store.js';
import { createFailureStore, type FailureStore } from './failure-store.js';
import { createSmtpMailer, type Mailer } from './mailer.js';
import { deriveKeys, type EmbeddedKeys } from './secrets.js';
import { createSendLog, type SendLog } from './send-log.js';
import { createSessionStore, type SessionStore } from './session-store.js';

export interface EmbeddedServices {
  codes: CodeStore;
  failures: FailureStore;
  sends: SendLog;
  accounts: AccountStore;
  sessions: SessionStore;
  keys: EmbeddedKeys;
  mailer: Mailer;
  now(): Date;
}

/** The services, or undefined when email login is off (no SMTP_URL): then every route answers 503. */
export function createEmbeddedServices(
  config: EmbeddedConfig,
  db: Database,
  now: () => number = Date.now,
): EmbeddedServices | undefined {
  if (config.smtpUrl === undefined || config.shareKey === undefined) return undefined;
  return {
    codes: createCodeStore(db),
    failures: createFailureStore(db),
    sends: createSendLog(db),
    accounts: createAccountStore(db),
    sessions: createSessionStore(db),
    keys: deriveKeys(config.shareKey),
    mailer: createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }),
    now: () => new Date(now()),
  };
}
