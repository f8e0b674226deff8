/**
 * Configuration of the embedded wallet's email login (see docs/server.md, "Embedded wallet (email login)"):
 * SMTP_URL, MAIL_FROM, EMBEDDED_FRAME_ORIGINS and EMBEDDED_SHARE_KEY. Email login is on exactly when
 * SMTP_URL is set, and then the share key is required: without it the server would have nothing to
 * encrypt auth shares and to key code hashes with, so it refuses to start rather than run half-configured.
 */
import type { ConfigProblem } from './config-chains.js';
import { normalizeOriginPattern } from './projects/origin-matcher.js';

export interface EmbeddedConfig {
  /** smtp:// or smtps:// URL of the mail server; email login answers 503 while it is unset. */
  smtpUrl: string | undefined;
  /** The From of login emails. */
  mailFrom: string;
  /** Origin patterns of the embedded-wallet frame app: the only origins CORS allows on /embedded/v1. */
  frameOrigins: readonly string[];
  /**
   * 32 bytes: the AES-256-GCM key of auth shares at rest, and (through HKDF) the HMAC key of login codes.
   * Required when smtpUrl is set.
   */
  shareKey: Uint8Array | undefined;
}

export const DEFAULT_MAIL_FROM = 'Walletport <login@localhost>';
export const SHARE_KEY_BYTES = 32;

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function smtpUrl(env: Env, problems: ConfigProblem[]): string | undefined {
  const value = read(env, 'SMTP_URL');
  if (value === undefined) return undefined;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed === undefined || !['smtp:', 'smtps:'].includes(parsed.protocol) || parsed.hostname === '') {
    // The URL may carry the SMTP password: name the expected form, never echo the value.
    problems.push({ variable: 'SMTP_URL', problem: 'must be an smtp:// or smtps:// URL with a host' });
    return undefined;
  }
  return value;
}

function mailFrom(env: Env, problems: ConfigProblem[]): string {
  const value = read(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  // One header line holding an address: a line break would let the value add headers of its own.
  if (/[\r\n]/.test(value) || !/[^\s@<>]+@[^\s@<>]+/.test(value)) {
    problems.push({
      variable: 'MAIL_FROM',
      problem: `must be an address such as "Name <login@example.com>", got ${JSON.stringify(value)}`,
    });
    return DEFAULT_MAIL_FROM;
  }
  return value;
}

function frameOrigins(env: Env, problems: ConfigProblem[]): string[] {
  const value = read(env, 'EMBEDDED_FRAME_ORIGINS');
  if (value === undefined) return [];
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const normalized = normalizeOriginPattern(entry);
    if (normalized === undefined) {
      problems.push({
        variable: 'EMBEDDED_FRAME_ORIGINS',
        problem: `entries must be origins such as https://wallet.example.com, got ${JSON.stringify(entry)}`,
      });
      continue;
    }
    if (!origins.includes(normalized)) origins.push(normalized);
  }
  return origins;
}

function shareKey(env: Env, required: boolean, problems: ConfigProblem[]): Uint8Array | undefined {
  const value = read(env, 'EMBEDDED_SHARE_KEY');
  if (value === undefined) {
    if (required) {
      problems.push({
        variable: 'EMBEDDED_SHARE_KEY',
        problem: `is required when SMTP_URL is set (${SHARE_KEY_BYTES} random bytes as 64 hex characters, e.g. from \`openssl rand -hex 32\`)`,
      });
    }
    return undefined;
  }
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    // A key, so its value is never repeated back.
    problems.push({
      variable: 'EMBEDDED_SHARE_KEY',
      problem: `must be ${SHARE_KEY_BYTES} bytes as 64 hex characters (e.g. from \`openssl rand -hex 32\`)`,
    });
    return undefined;
  }
  return Uint8Array.from(Buffer.from(value, 'hex'));
}

/** The embedded-wallet settings from `env`; problems are collected into `problems`, not thrown. */
export function parseEmbeddedConfig(env: Env, problems: ConfigProblem[]): EmbeddedConfig {
  const smtp = smtpUrl(env, problems);
  // A malformed SMTP_URL still means "email login wanted": ask for the key too, so one run lists both.
  const wanted = read(env, 'SMTP_URL') !== undefined;
  return {
    smtpUrl: smtp,
    mailFrom: mailFrom(env, problems),
    frameOrigins: frameOrigins(env, problems),
    shareKey: shareKey(env, wanted, problems),
  };
}
