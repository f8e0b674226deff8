/** The login flow against an in-memory server: first login, reload, new device, refusals, sign-out. */
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthApiError } from '../src/frame/api/auth-api-error.js';
import { deriveKeys } from '../src/frame/keys/derive.js';
import { PassphraseTooShortError, WrongPassphraseError } from '../src/frame/keys/errors.js';
import { parseRecoveryBox } from '../src/frame/keys/recovery-box.js';
import { combineShares, decodeShare, splitSeed } from '../src/frame/keys/shares.js';
import { createSeed } from '../src/frame/keys/seed.js';
import { createMemoryDeviceStore, type DeviceStore } from '../src/frame/session/device-store.js';
import {
  AddressMismatchError,
  NoCodeSentError,
  NoKeyStepError,
  NotSignedInError,
} from '../src/frame/session/errors.js';
import { createLoginFlow, type LoginFlow } from '../src/frame/session/login-flow.js';
import { createMemorySessionStore, type SessionStore } from '../src/frame/session/session-store.js';
import { createFakeAuthApi, type FakeAuthApi } from './support/fake-auth-api.js';

const ORIGIN = 'https://app.example';
const EMAIL = 'ada@example.com';
const PASSPHRASE = 'correct horse battery';
const FAST = { N: 2 ** 10, r: 8, p: 1 };

let api: FakeAuthApi;

interface Device {
  flow: LoginFlow;
  deviceStore: ReturnType<typeof createMemoryDeviceStore>;
  sessionStore: SessionStore;
}

/** One browser: its own device store and session store, talking to the shared server. */
function device(
  stores: { deviceStore?: ReturnType<typeof createMemoryDeviceStore>; sessionStore?: SessionStore } = {},
  now?: () => number,
): Device {
  const deviceStore = stores.deviceStore ?? createMemoryDeviceStore();
  const sessionStore = stores.sessionStore ?? createMemorySessionStore();
  const flow = createLoginFlow({
    api,
    deviceStore,
    sessionStore,
    projectId: 'p1',
    scryptParams: FAST,
    ...(now ? { now } : {}),
  });
  return { flow, deviceStore, sessionStore };
}

async function login(flow: LoginFlow, email = EMAIL) {
  await flow.sendCode(email, ORIGIN);
  return flow.verifyCode(api.codeFor(email));
}

async function firstLogin(): Promise<Device & { address: string }> {
  const browser = device();
  expect(await login(browser.flow)).toBe('create-key');
  await browser.flow.createKey(PASSPHRASE);
  return { ...browser, address: browser.flow.current()?.keys.evm.address as string };
}

beforeEach(() => {
  api = createFakeAuthApi({ allowedOrigins: [ORIGIN] });
});

describe('first login', () => {
  it('creates a key: shares on the server and this device, the session stored, the key in memory', async () => {
    const { flow, deviceStore, sessionStore } = await firstLogin();
    const account = flow.current();
    expect(account?.user).toEqual({ id: 'user-1', email: EMAIL });
    const server = api.state.users.get('user-1')?.shares;
    expect(server?.address).toBe(account?.keys.evm.address);
    expect(server?.solanaAddress).toBe(account?.keys.solana.address);
    expect(parseRecoveryBox(server?.recovery)).toMatchObject({ version: 1, kdf: 'scrypt', N: FAST.N });
    const record = deviceStore.records.get('p1:user-1');
    expect(record?.address).toBe(account?.keys.evm.address);
    expect(record?.share).not.toBe(server?.authShare);
    // Device share + auth share rebuild exactly this key.
    const seed = await combineShares(decodeShare(record?.share), decodeShare(server?.authShare));
    expect(deriveKeys(seed).evm.privateKey).toBe(account?.keys.evm.privateKey);
    expect(sessionStore.load()).toMatchObject({ userId: 'user-1', email: EMAIL, token: expect.any(String) });
  });

  it('a passphrase under 10 characters is refused before anything is made or sent', async () => {
    const browser = device();
    await login(browser.flow);
    await expect(browser.flow.createKey('too short')).rejects.toBeInstanceOf(PassphraseTooShortError);
    expect(api.state.calls).not.toContain('putShares');
    expect(browser.deviceStore.records.size).toBe(0);
    await browser.flow.createKey(PASSPHRASE);
    expect(browser.flow.current()).toBeDefined();
  });

  it('when another device made the wallet first, createKey fails with 409 and recovery takes over', async () => {
    const browser = device();
    await login(browser.flow);
    const other = device();
    await login(other.flow);
    await other.flow.createKey(PASSPHRASE);
    await expect(browser.flow.createKey('another passphrase')).rejects.toMatchObject({ status: 409 });
    await browser.flow.recoverKey(PASSPHRASE);
    expect(browser.flow.current()?.keys.evm.address).toBe(other.flow.current()?.keys.evm.address);
  });
});

describe('page reload', () => {
  it('restore() brings the same key back from the stored session and the device share', async () => {
    const first = await firstLogin();
    const reloaded = device({ deviceStore: first.deviceStore, sessionStore: first.sessionStore });
    expect(reloaded.flow.current()).toBeUndefined();
    expect(await reloaded.flow.restore()).toBe(true);
    expect(reloaded.flow.current()?.keys.evm.address).toBe(first.address);
    expect(reloaded.flow.current()?.user.email).toBe(EMAIL);
  });

  it('restore() is false without a stored session, and makes no request', async () => {
    const browser = device();
    expect(await browser.flow.restore()).toBe(false);
    expect(api.state.calls).toEqual([]);
  });

  it('a session the server revoked is cleared; the device share stays', async () => {
    const first = await firstLogin();
    api.state.sessions.clear();
    const reloaded = device({ deviceStore: first.deviceStore, sessionStore: first.sessionStore });
    expect(await reloaded.flow.restore()).toBe(false);
    expect(first.sessionStore.load()).toBeUndefined();
    expect(first.deviceStore.records.size).toBe(1);
  });

  it('an expired session is cleared without asking the server', async () => {
    const first = await firstLogin();
    const calls = api.state.calls.length;
    const later = () => Date.now() + 31 * 86_400_000;
    const reloaded = device({ deviceStore: first.deviceStore, sessionStore: first.sessionStore }, later);
    expect(await reloaded.flow.restore()).toBe(false);
    expect(first.sessionStore.load()).toBeUndefined();
    expect(api.state.calls.length).toBe(calls);
  });

  it('an unreachable server gives false but keeps the session for a later try', async () => {
    const first = await firstLogin();
    const reloaded = device({ deviceStore: first.deviceStore, sessionStore: first.sessionStore });
    api.failNext('getSession', new AuthApiError(0, 'Could not reach the server'));
    expect(await reloaded.flow.restore()).toBe(false);
    expect(first.sessionStore.load()).toBeDefined();
    expect(await reloaded.flow.restore()).toBe(true);
  });

  it('a session without a device share here is revoked and cleared', async () => {
    const first = await firstLogin();
    const token = first.sessionStore.load()?.token as string;
    const reloaded = device({ sessionStore: first.sessionStore });
    expect(await reloaded.flow.restore()).toBe(false);
    expect(first.sessionStore.load()).toBeUndefined();
    expect(api.state.sessions.has(token)).toBe(false);
  });
});

describe('new device', () => {
  it('recovers the same wallet with the passphrase and keeps the recovery share as its device share', async () => {
    const first = await firstLogin();
    const second = device();
    expect(await login(second.flow)).toBe('recover-key');
    await second.flow.recoverKey(PASSPHRASE);
    expect(second.flow.current()?.keys.evm.address).toBe(first.address);
    expect(second.flow.current()?.keys.solana.address).toBe(first.flow.current()?.keys.solana.address);
    expect(second.deviceStore.records.get('p1:user-1')?.address).toBe(first.address);
    // The next login on this device needs no passphrase.
    await second.flow.signOut();
    expect(await login(second.flow)).toBe('connected');
    expect(second.flow.current()?.keys.evm.address).toBe(first.address);
  });

  it('a wrong passphrase is WrongPassphraseError, stores nothing, and the visitor can try again', async () => {
    await firstLogin();
    const second = device();
    await login(second.flow);
    await expect(second.flow.recoverKey('wrong horse battery')).rejects.toBeInstanceOf(WrongPassphraseError);
    expect(second.deviceStore.records.size).toBe(0);
    expect(second.sessionStore.load()).toBeUndefined();
    expect(second.flow.current()).toBeUndefined();
    await second.flow.recoverKey(PASSPHRASE);
    expect(second.flow.current()).toBeDefined();
  });

  it('refuses a rebuilt key whose address is not the wallet the server names, and stores nothing', async () => {
    await firstLogin();
    const shares = api.state.users.get('user-1')?.shares;
    if (shares === undefined) throw new Error('no shares');
    shares.address = '0x000000000000000000000000000000000000dEaD';
    const second = device();
    await login(second.flow);
    await expect(second.flow.recoverKey(PASSPHRASE)).rejects.toBeInstanceOf(AddressMismatchError);
    expect(second.deviceStore.records.size).toBe(0);
    expect(second.flow.current()).toBeUndefined();
  });

  it('refuses an auth share of another wallet (the combination is some other key)', async () => {
    await firstLogin();
    const foreign = await splitSeed(createSeed());
    const shares = api.state.users.get('user-1')?.shares;
    if (shares === undefined) throw new Error('no shares');
    shares.authShare = Buffer.from(foreign.auth).toString('base64');
    const second = device();
    await login(second.flow);
    await expect(second.flow.recoverKey(PASSPHRASE)).rejects.toBeInstanceOf(AddressMismatchError);
    expect(second.deviceStore.records.size).toBe(0);
  });

  it('a stale device share (another wallet) sends the login to recovery, which replaces it', async () => {
    const first = await firstLogin();
    const stale: DeviceStore = first.deviceStore;
    await stale.save('p1', 'user-1', {
      share: first.deviceStore.records.get('p1:user-1')?.share as string,
      address: '0x000000000000000000000000000000000000dEaD',
    });
    await first.flow.signOut();
    expect(await login(first.flow)).toBe('recover-key');
    await first.flow.recoverKey(PASSPHRASE);
    expect(first.deviceStore.records.get('p1:user-1')?.address).toBe(first.address);
  });
});

describe('sign-out', () => {
  it('revokes the session, forgets token and key, keeps the device share', async () => {
    const first = await firstLogin();
    const token = first.sessionStore.load()?.token as string;
    await first.flow.signOut();
    expect(first.flow.current()).toBeUndefined();
    expect(first.sessionStore.load()).toBeUndefined();
    expect(api.state.sessions.has(token)).toBe(false);
    expect(first.deviceStore.records.size).toBe(1);
    expect(await first.flow.restore()).toBe(false);
    await expect(first.flow.startEmailUpdate('new@example.com')).rejects.toBeInstanceOf(NotSignedInError);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const first = await firstLogin();
    api.failNext('signOut', new AuthApiError(0, 'Could not reach the server'));
    await first.flow.signOut();
    expect(first.flow.current()).toBeUndefined();
    expect(first.sessionStore.load()).toBeUndefined();
  });
});

describe('codes and steps', () => {
  it('verifyCode needs a sendCode first; the key steps need the matching outcome', async () => {
    const browser = device();
    await expect(browser.flow.verifyCode('123456')).rejects.toBeInstanceOf(NoCodeSentError);
    await expect(browser.flow.createKey(PASSPHRASE)).rejects.toBeInstanceOf(NoKeyStepError);
    await login(browser.flow);
    await expect(browser.flow.recoverKey(PASSPHRASE)).rejects.toBeInstanceOf(NoKeyStepError);
  });

  it("a wrong code is the server's AuthApiError (401, attemptsLeft) and the right one still works", async () => {
    const browser = device();
    await browser.flow.sendCode(EMAIL, ORIGIN);
    await expect(browser.flow.verifyCode('000000')).rejects.toMatchObject({ status: 401, attemptsLeft: 4 });
    expect(await browser.flow.verifyCode(` ${api.codeFor(EMAIL)} `)).toBe('create-key');
  });

  it('sendCode passes the host origin; a refused origin is 403', async () => {
    const browser = device();
    await expect(browser.flow.sendCode(EMAIL, 'https://evil.example')).rejects.toMatchObject({ status: 403 });
    await expect(browser.flow.verifyCode('123456')).rejects.toBeInstanceOf(NoCodeSentError);
  });
});

describe('email update', () => {
  it('changes the email in three steps and updates the user and the stored session', async () => {
    const first = await firstLogin();
    await first.flow.startEmailUpdate('grace@example.com');
    await first.flow.confirmPrimaryEmailCode(api.codeFor('change:user-1'));
    expect(await first.flow.confirmSecondaryEmailCode(api.codeFor('change:user-1'))).toBe(
      'grace@example.com',
    );
    expect(first.flow.current()?.user.email).toBe('grace@example.com');
    expect(first.sessionStore.load()?.email).toBe('grace@example.com');
    // The new address logs in to the same wallet.
    await first.flow.signOut();
    expect(await login(first.flow, 'grace@example.com')).toBe('connected');
    expect(first.flow.current()?.keys.evm.address).toBe(first.address);
  });

  it("passes the server's refusals through", async () => {
    const first = await firstLogin();
    await expect(first.flow.startEmailUpdate(EMAIL)).rejects.toMatchObject({
      status: 409,
      message: 'Email already in use',
    });
    await first.flow.startEmailUpdate('grace@example.com');
    await expect(first.flow.confirmPrimaryEmailCode('000000')).rejects.toMatchObject({ status: 401 });
  });
});
