/**
 * Set-up of the embedded-wallet tests: the real app on a fresh database, email login configured to send to
 * an in-process mailbox (@walletport/mailbox, a real SMTP server), a clock the tests move, a project of its
 * own, and helpers that drive the routes the way the frame does.
 */
import { type Mail, type Mailbox, startMailbox } from '@walletport/mailbox';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildServer } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/index.js';
import type { TestDatabaseKind } from '../support/databases.js';

export const FRAME_ORIGIN = 'http://127.0.0.1:5190';
export const HOST_ORIGIN = 'https://shop.example.com';
export const PROJECT_NAME = 'Acme <Shop> & "Friends"';
export const SHARE_KEY_HEX = 'a1'.repeat(32);

/** 2030-01-01, far from the real time, so nothing works by accident with Date.now. */
const START_MS = Date.UTC(2030, 0, 1);

export interface EmbeddedHarness {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly mailbox: Mailbox;
  readonly projectId: string;
  /** A second project (same host origin), for checks across projects. */
  readonly otherProjectId: string;
  readonly clock: { now(): number; advance(ms: number): void };
}

export function useEmbeddedServer(
  kind: TestDatabaseKind,
  options: { env?: Record<string, string>; logger?: () => FastifyBaseLogger } = {},
): EmbeddedHarness {
  let nowMs = START_MS;
  const suffix = Math.random().toString(36).slice(2, 8);
  const harness = {
    projectId: `embedded-${suffix}`,
    otherProjectId: `embedded-other-${suffix}`,
    clock: {
      now: () => nowMs,
      advance: (ms: number) => {
        nowMs += ms;
      },
    },
  } as { -readonly [K in keyof EmbeddedHarness]: EmbeddedHarness[K] };
  let dispose: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    harness.mailbox = await startMailbox();
    ({ db: harness.db, dispose } = await kind.open());
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_IP: '1000000',
      RATE_LIMIT_PER_PROJECT: '1000000',
      SMTP_URL: harness.mailbox.smtpUrl,
      EMBEDDED_SHARE_KEY: SHARE_KEY_HEX,
      EMBEDDED_FRAME_ORIGINS: FRAME_ORIGIN,
      ...options.env,
    });
    harness.app = await buildServer({
      config,
      db: harness.db,
      logger: options.logger?.() ?? false,
      now: () => nowMs,
    });
    await harness.app.walletport.projects.create({
      id: harness.projectId,
      name: PROJECT_NAME,
      origins: [HOST_ORIGIN, 'https://*.example.org'],
    });
    await harness.app.walletport.projects.create({ id: harness.otherProjectId, origins: [HOST_ORIGIN] });
  }, 60_000);

  afterAll(async () => {
    await harness.app?.close();
    await dispose?.();
    await harness.mailbox?.close();
  }, 60_000);

  return harness;
}

let emailSequence = 0;
/** A fresh address per call, so tests never share codes, locks or throttles. */
export function freshEmail(label = 'user'): string {
  emailSequence += 1;
  return `${label}.${emailSequence}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

let ipSequence = 0;
/** A fresh client IP per call, so the per-IP cap only bites where a test means it to. */
export function freshIp(): string {
  ipSequence += 1;
  return `10.${Math.floor(ipSequence / 65_536) % 256}.${Math.floor(ipSequence / 256) % 256}.${ipSequence % 256}`;
}

export interface CallOptions {
  projectId?: string;
  token?: string;
  ip?: string;
  /** The Origin header; the frame's by default, null for none. */
  origin?: string | null;
}

export function call(
  harness: EmbeddedHarness,
  method: InjectOptions['method'],
  path: string,
  payload?: object,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const origin = options.origin === undefined ? FRAME_ORIGIN : options.origin;
  return harness.app.inject({
    method,
    url: `/embedded/v1/${path}?projectId=${encodeURIComponent(options.projectId ?? harness.projectId)}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(origin === null ? {} : { origin }),
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

export function requestCode(
  harness: EmbeddedHarness,
  email: string,
  options: CallOptions & { hostOrigin?: string } = {},
): Promise<LightMyRequestResponse> {
  return call(harness, 'POST', 'otp', { email, origin: options.hostOrigin ?? HOST_ORIGIN }, options);
}

export function verifyCode(
  harness: EmbeddedHarness,
  email: string,
  code: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return call(harness, 'POST', 'otp/verify', { email, code }, options);
}

/** The newest message to `address`. */
export function lastMailTo(harness: EmbeddedHarness, address: string): Mail {
  const mail = harness.mailbox.messages().find((message) => message.to.includes(address.toLowerCase()));
  if (mail === undefined) throw new Error(`No mail to ${address}`);
  return mail;
}

/** The code in the newest message to `address`. */
export function lastCodeTo(harness: EmbeddedHarness, address: string): string {
  const code = /\b(\d{6})\b/.exec(lastMailTo(harness, address).subject)?.[1];
  if (code === undefined) throw new Error(`No code in the mail to ${address}`);
  return code;
}

/** Asks for a code and returns it (from the mailbox). */
export async function sendAndReadCode(
  harness: EmbeddedHarness,
  email: string,
  options: CallOptions = {},
): Promise<string> {
  const response = await requestCode(harness, email, options);
  expect(response.statusCode, response.body).toBe(202);
  return lastCodeTo(harness, email);
}

export interface LoggedIn {
  token: string;
  user: { id: string; email: string };
  expiresAt: string;
}

/** A full login; returns the session. */
export async function logIn(
  harness: EmbeddedHarness,
  email: string,
  options: CallOptions = {},
): Promise<LoggedIn> {
  const code = await sendAndReadCode(harness, email, options);
  const response = await verifyCode(harness, email, code, options);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { token: body.sessionToken, user: body.user, expiresAt: body.expiresAt };
}

/** Answers with the body { code?, message, ...extra } and the status, for toMatchObject checks. */
export function refusal(response: LightMyRequestResponse): { status: number } & Record<string, unknown> {
  return { ...(response.json() as Record<string, unknown>), status: response.statusCode };
}
