/**
 * The embedded-wallet frame's login flow against the real server (@walletport/server's /embedded/v1 on
 * PGlite) with codes read from a real SMTP mailbox: first login, reload, a second device recovering the
 * same wallet, email change, sign-out. Here rather than in the package: the frame never imports the server.
 */
import { type Mailbox, startMailbox } from '@walletport/mailbox';
import { buildServer, createDatabase, type Database, loadConfig, migrate } from '@walletport/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthApi, createAuthApi } from '@walletport/embedded-wallet/frame/api';
import { WrongPassphraseError } from '@walletport/embedded-wallet/frame/keys';
import {
  createLoginFlow,
  createMemoryDeviceStore,
  createMemorySessionStore,
  type LoginFlow,
  type SessionStore,
} from '@walletport/embedded-wallet/frame/session';

const FRAME_ORIGIN = 'http://127.0.0.1:5190';
const HOST_ORIGIN = 'https://shop.example.com';
const PROJECT_ID = 'embedded-frame-flow';
const PASSPHRASE = 'correct horse battery';

let mailbox: Mailbox;
let db: Database;
let app: FastifyInstance;
let api: AuthApi;
/** The server's clock, moved past the 30 s resend wait instead of sleeping. */
let serverNow = Date.now();

beforeAll(async () => {
  mailbox = await startMailbox();
  db = await createDatabase({ pgliteDir: 'memory://' });
  await migrate(db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SMTP_URL: mailbox.smtpUrl,
    EMBEDDED_SHARE_KEY: 'a1'.repeat(32),
    EMBEDDED_FRAME_ORIGINS: FRAME_ORIGIN,
  });
  app = await buildServer({ config, db, logger: false, now: () => serverNow });
  await app.walletport.projects.create({ id: PROJECT_ID, origins: [HOST_ORIGIN] });
  const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // A browser adds the frame's Origin to every request; Node's fetch is told to.
  api = createAuthApi({
    apiUrl,
    projectId: PROJECT_ID,
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), origin: FRAME_ORIGIN },
      }),
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  await mailbox?.close();
});

function lastCodeTo(address: string): string {
  const mail = mailbox.messages().find((message) => message.to.includes(address.toLowerCase()));
  const code = mail === undefined ? undefined : /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${address}`);
  return code;
}

function browser(
  sessionStore: SessionStore = createMemorySessionStore(),
  deviceStore = createMemoryDeviceStore(),
) {
  const flow = createLoginFlow({
    api,
    deviceStore,
    sessionStore,
    projectId: PROJECT_ID,
    scryptParams: { N: 1024, r: 8, p: 1 },
  });
  return { flow, sessionStore, deviceStore };
}

async function login(flow: LoginFlow, email: string) {
  serverNow += 31_000;
  await flow.sendCode(email, HOST_ORIGIN);
  return flow.verifyCode(lastCodeTo(email));
}

describe('login flow with the real server', () => {
  it('first login, reload, a new device with the passphrase, sign-out', async () => {
    const email = `frame.${Date.now()}@example.com`;
    const first = browser();
    expect(await login(first.flow, email)).toBe('create-key');
    await first.flow.createKey(PASSPHRASE);
    const address = first.flow.current()?.keys.evm.address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    const reloaded = browser(first.sessionStore, first.deviceStore);
    expect(await reloaded.flow.restore()).toBe(true);
    expect(reloaded.flow.current()?.keys.evm.address).toBe(address);

    const second = browser();
    await expect(second.flow.sendCode(email, 'https://evil.example')).rejects.toMatchObject({
      status: 403,
      message: 'Origin not allowed',
    });
    expect(await login(second.flow, email)).toBe('recover-key');
    await expect(second.flow.recoverKey('not the passphrase')).rejects.toBeInstanceOf(WrongPassphraseError);
    await second.flow.recoverKey(PASSPHRASE);
    expect(second.flow.current()?.keys.evm.address).toBe(address);
    expect(second.flow.current()?.keys.solana.address).toBe(first.flow.current()?.keys.solana.address);

    await second.flow.signOut();
    expect(await browser(second.sessionStore, second.deviceStore).flow.restore()).toBe(false);
    // The first browser's session is its own and still works.
    expect(await browser(first.sessionStore, first.deviceStore).flow.restore()).toBe(true);
  });

  it('changes the email in three steps; the new address logs in to the same wallet', async () => {
    const email = `old.${Date.now()}@example.com`;
    const newEmail = `new.${Date.now()}@example.com`;
    const { flow } = browser();
    await login(flow, email);
    await flow.createKey(PASSPHRASE);
    const address = flow.current()?.keys.evm.address;
    serverNow += 31_000;
    await flow.startEmailUpdate(newEmail);
    await flow.confirmPrimaryEmailCode(lastCodeTo(email));
    expect(await flow.confirmSecondaryEmailCode(lastCodeTo(newEmail))).toBe(newEmail);
    expect(flow.current()?.user.email).toBe(newEmail);
    await flow.signOut();
    expect(await login(flow, newEmail)).toBe('connected');
    expect(flow.current()?.keys.evm.address).toBe(address);
  });

  it("a wrong code is the server's 401 with attemptsLeft", async () => {
    const email = `wrong.${Date.now()}@example.com`;
    const { flow } = browser();
    await flow.sendCode(email, HOST_ORIGIN);
    const wrong = lastCodeTo(email) === '000000' ? '111111' : '000000';
    await expect(flow.verifyCode(wrong)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid code',
      attemptsLeft: expect.any(Number),
    });
  });
});
