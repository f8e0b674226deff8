// The embedded wallet's part of the stack: a local mailbox (an SMTP sink plus a page to read what
// arrived, so login codes never leave the machine) and the embedded-wallet frame on an origin of its own.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { buildFrame, serveFrame } from '@walletport/embedded-wallet/serve';
import { startMailbox } from '@walletport/mailbox';

export interface MailboxPart {
  /** The mailbox page, e.g. http://127.0.0.1:8025 */
  url: string;
  smtpUrl: string;
  stop(): Promise<void>;
}

export async function startMailboxPart(options: {
  httpPort: number;
  smtpPort: number;
}): Promise<MailboxPart> {
  const mailbox = await startMailbox({
    httpPort: options.httpPort,
    smtpPort: options.smtpPort,
    host: '127.0.0.1',
  });
  return { url: mailbox.url, smtpUrl: mailbox.smtpUrl, stop: () => mailbox.close() };
}

export interface FramePart {
  /** The frame page the demo passes as `embeddedWalletUrl`. */
  url: string;
  origin: string;
  stop(): Promise<void>;
}

export async function startFramePart(options: { port: number; apiUrl: string }): Promise<FramePart> {
  await buildFrame();
  const frame = await serveFrame({ port: options.port, host: '127.0.0.1', apiUrl: options.apiUrl });
  return { url: frame.url, origin: new URL(frame.url).origin, stop: () => frame.close() };
}

/**
 * The server's key for auth shares at rest, made once per database and kept beside it
 * (`<database dir>.share-key`): a new key would orphan every stored share, and deleting the database
 * should take its key along.
 */
export function shareKeyFileFor(databaseDir: string): string {
  return `${databaseDir.replace(/[\\/]+$/, '')}.share-key`;
}

export async function readOrCreateShareKey(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (/^[0-9a-f]{64}$/.test(existing)) return existing;
  } catch {
    // No key yet: made below.
  }
  const key = randomBytes(32).toString('hex');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
