/**
 * Social login in the frame: the router's two requests, the login flow's verifier binding against an
 * in-memory server, the verifier store, and the result page that hands the outcome to the host.
 */
import { SOCIAL_RESULT_MESSAGE_TYPE } from '@walletport/core/embedded-protocol';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthApiError } from '../src/frame/api/auth-api-error.js';
import { SOCIAL_RESULT_MESSAGE } from '../src/frame/errors.js';
import { socialResultOf } from '../src/frame/router.js';
import { createMemoryDeviceStore } from '../src/frame/session/device-store.js';
import { NoSocialLoginError } from '../src/frame/session/errors.js';
import { createLoginFlow } from '../src/frame/session/login-flow.js';
import { createMemorySessionStore } from '../src/frame/session/session-store.js';
import {
  createSessionVerifierStore,
  createSocialVerifier,
  SOCIAL_ORIGIN_KEY,
  socialVerifierHash,
  socialVerifierKey,
} from '../src/frame/session/social-verifier.js';
import {
  CLOSE_YOURSELF_TEXT,
  hostOriginFor,
  type ResultPageEnv,
  runResultPage,
} from '../src/frame/social-result/result-page.js';
import { ADDRESS, fakeFlow, HOST_ORIGIN, SOLANA_ADDRESS, setupRouter } from './frame-fakes.js';
import { createFakeAuthApi, type FakeAuthApi } from './support/fake-auth-api.js';
import { createMemoryStorage } from './support/memory-storage.js';

const RESULT = 'r3sult_0123456789-abcdef';

describe('frame router: social login', () => {
  it('GET_SOCIAL_PROVIDERS answers what the server offers', async () => {
    const { send } = setupRouter();
    expect(await send('GET_SOCIAL_PROVIDERS', {})).toEqual({
      ok: true,
      payload: { providers: ['google', 'github'] },
    });
  });

  it('GET_SOCIAL_REDIRECT_URI starts the login for the pinned host origin', async () => {
    const { send, flow } = setupRouter();
    expect(await send('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).toEqual({
      ok: true,
      payload: { uri: 'https://idp.example/github/authorize?state=s1' },
    });
    expect(flow.calls).toContainEqual(['startSocial', 'github', HOST_ORIGIN]);
  });

  it('GET_SOCIAL_REDIRECT_URI passes redirect mode and the page to come back to', async () => {
    const { send, flow } = setupRouter();
    const returnTo = `${HOST_ORIGIN}/shop?item=1`;
    await send('GET_SOCIAL_REDIRECT_URI', { provider: 'x', mode: 'redirect', returnTo });
    expect(flow.calls).toContainEqual(['startSocial', 'x', HOST_ORIGIN, { mode: 'redirect', returnTo }]);
    expect(await send('GET_SOCIAL_REDIRECT_URI', { provider: 'x', mode: 'tab' })).toMatchObject({
      ok: false,
    });
  });

  it('GET_SOCIAL_REDIRECT_URI refuses a provider the server routes do not serve', async () => {
    const { send, flow } = setupRouter();
    for (const provider of ['farcaster', 'myspace', '']) {
      expect(await send('GET_SOCIAL_REDIRECT_URI', { provider })).toEqual({
        ok: false,
        error: { message: 'Invalid GET_SOCIAL_REDIRECT_URI request: provider' },
      });
    }
    expect(flow.calls).toEqual([]);
  });

  it('CONNECT_SOCIAL on a known device answers connected with the provider and username', async () => {
    const { send, flow } = setupRouter();
    expect(await send('CONNECT_SOCIAL', { uri: RESULT, chainId: 31337 })).toEqual({
      ok: true,
      payload: {
        next: 'connected',
        user: {
          address: ADDRESS,
          userName: 'octo',
          socialProvider: 'github',
          chainId: 31337,
          accounts: [{ address: ADDRESS, type: 'eoa' }],
          preferredAccountType: 'eoa',
          smartAccountDeployed: false,
          solanaAddress: SOLANA_ADDRESS,
        },
      },
    });
    expect(flow.calls).toContainEqual(['redeemSocial', RESULT]);
  });

  it('CONNECT_SOCIAL continues as an email login does: the key step, then CONNECT_DEVICE', async () => {
    const { send, ui } = setupRouter({ flow: fakeFlow({ outcome: 'create-key' }) });
    expect(await send('CONNECT_SOCIAL', { uri: RESULT, chainId: 31337 })).toEqual({
      ok: true,
      payload: { next: 'create-key' },
    });
    ui.passphrases.push('correct horse battery');
    const device = await send('CONNECT_DEVICE', { chainId: 31337 });
    expect(device).toMatchObject({ ok: true, payload: { user: { address: ADDRESS } } });
    expect(ui.steps).toEqual(['create']);
  });

  it('CONNECT_SOCIAL reads the result from an address that carries it', async () => {
    expect(socialResultOf(`https://frame.example/social-result.html?result=${RESULT}`)).toBe(RESULT);
    expect(socialResultOf(`https://app.example/?walletport_social_result=${RESULT}&x=1`)).toBe(RESULT);
    expect(socialResultOf(RESULT)).toBe(RESULT);
  });

  it('CONNECT_SOCIAL refuses anything that is not a result, before asking the server', async () => {
    const { send, flow } = setupRouter();
    for (const uri of [
      '',
      'short',
      'https://app.example/?result=a b c',
      'javascript:alert(1)',
      `${RESULT}?`,
    ]) {
      expect(await send('CONNECT_SOCIAL', { uri, chainId: 31337 })).toEqual({
        ok: false,
        error: { message: SOCIAL_RESULT_MESSAGE },
      });
    }
    expect(flow.calls).toEqual([]);
  });

  it('CONNECT_SOCIAL passes the server refusal on, as is', async () => {
    const flow = fakeFlow();
    flow.failNext.redeemSocial = new AuthApiError(400, 'Invalid or expired social login result');
    const { send } = setupRouter({ flow });
    expect(await send('CONNECT_SOCIAL', { uri: RESULT, chainId: 31337 })).toEqual({
      ok: false,
      error: { message: 'Invalid or expired social login result' },
    });
  });
});

describe('login flow: social login against the in-memory server', () => {
  const ORIGIN = 'https://app.example';
  let api: FakeAuthApi;
  beforeEach(() => {
    api = createFakeAuthApi({ allowedOrigins: [ORIGIN] });
  });

  const browser = () => {
    const deviceStore = createMemoryDeviceStore();
    const flow = createLoginFlow({
      api,
      deviceStore,
      sessionStore: createMemorySessionStore(),
      projectId: 'p1',
      scryptParams: { N: 2 ** 10, r: 8, p: 1 },
    });
    return { flow, deviceStore };
  };

  it('sends only the verifier hash at the start, and the verifier with the result', async () => {
    const { flow } = browser();
    const uri = await flow.startSocial('google', ORIGIN);
    const started = [...api.state.socialStarts.values()][0];
    expect(started).toMatchObject({ provider: 'google', origin: ORIGIN });
    expect(started?.verifierHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const result = api.completeSocial(uri, 'alice-sub', 'alice@example.test');
    expect(await flow.redeemSocial(result)).toBe('create-key');
    await flow.createKey('correct horse battery');
    expect(flow.current()?.user).toMatchObject({
      email: 'alice@example.test',
      socialProvider: 'google',
      username: 'alice-sub',
    });
  });

  it('a result is useless in another frame: that frame has no verifier', async () => {
    const mine = browser();
    const uri = await mine.flow.startSocial('google', ORIGIN);
    const result = api.completeSocial(uri, 'alice-sub');
    const other = browser();
    await expect(other.flow.redeemSocial(result)).rejects.toBeInstanceOf(NoSocialLoginError);
    // Another frame that started a login of its own has the wrong verifier: the server refuses it.
    await other.flow.startSocial('google', ORIGIN);
    await expect(other.flow.redeemSocial(result)).rejects.toMatchObject({ status: 400 });
  });

  it('the verifier is used once', async () => {
    const { flow } = browser();
    const uri = await flow.startSocial('github', ORIGIN);
    const result = api.completeSocial(uri, 'octo');
    await flow.redeemSocial(result);
    await expect(flow.redeemSocial(result)).rejects.toBeInstanceOf(NoSocialLoginError);
  });

  it('the same identity reaches the same wallet; a known device connects without a passphrase', async () => {
    const { flow, deviceStore } = browser();
    const first = api.completeSocial(await flow.startSocial('github', ORIGIN), 'octo');
    await flow.redeemSocial(first);
    await flow.createKey('correct horse battery');
    const address = flow.current()?.keys.evm.address;
    await flow.signOut();
    const again = api.completeSocial(await flow.startSocial('github', ORIGIN), 'octo');
    expect(await flow.redeemSocial(again)).toBe('connected');
    expect(flow.current()?.keys.evm.address).toBe(address);
    expect(deviceStore.records.size).toBe(1);
  });

  it('a social account with the email of an email login opens that wallet (recovery on a new device)', async () => {
    const emailBrowser = browser();
    await emailBrowser.flow.sendCode('alice@example.test', ORIGIN);
    await emailBrowser.flow.verifyCode(api.codeFor('alice@example.test'));
    await emailBrowser.flow.createKey('correct horse battery');
    const { flow } = browser();
    const result = api.completeSocial(await flow.startSocial('google', ORIGIN), 'g-1', 'alice@example.test');
    expect(await flow.redeemSocial(result)).toBe('recover-key');
    await flow.recoverKey('correct horse battery');
    expect(flow.current()?.keys.evm.address).toBe(emailBrowser.flow.current()?.keys.evm.address);
  });

  it('a refused start keeps no verifier', async () => {
    const { flow } = browser();
    await expect(flow.startSocial('google', 'https://evil.example')).rejects.toMatchObject({ status: 403 });
    await expect(flow.redeemSocial(RESULT)).rejects.toBeInstanceOf(NoSocialLoginError);
  });
});

describe('social verifier', () => {
  it('is 32 random bytes in base64url, and its hash is base64url SHA-256', async () => {
    const verifier = createSocialVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createSocialVerifier()).not.toBe(verifier);
    // RFC 7636 appendix B's example pair.
    expect(await socialVerifierHash('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('the session store keeps it per project until taken, and notes the host origin', () => {
    const session = createMemoryStorage();
    const local = createMemoryStorage();
    const store = createSessionVerifierStore('p1', session, local);
    store.save('v1', 'https://app.example');
    expect(session.getItem(socialVerifierKey('p1'))).toBe('v1');
    expect(local.getItem(SOCIAL_ORIGIN_KEY)).toBe('https://app.example');
    expect(store.take()).toBe('v1');
    expect(store.take()).toBeUndefined();
  });
});

describe('result page', () => {
  function env(search: string, recorded: string | null = null, withOpener = true) {
    const posted: [unknown, string][] = [];
    const shown: string[] = [];
    let closed = false;
    const page: ResultPageEnv = {
      search,
      opener: withOpener
        ? { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) }
        : null,
      recordedOrigin: () => recorded,
      close: () => {
        closed = true;
      },
      show: (text) => shown.push(text),
    } as ResultPageEnv;
    return { page, posted, shown, closed: () => closed };
  }

  it('posts the result, and nothing else, to the host origin named in the address, then closes', () => {
    const run = env(
      `?result=${RESULT}&origin=${encodeURIComponent('https://app.example')}`,
      'https://other.example',
    );
    expect(runResultPage(run.page)).toBe('posted');
    expect(run.posted).toEqual([
      [{ type: SOCIAL_RESULT_MESSAGE_TYPE, result: RESULT }, 'https://app.example'],
    ]);
    expect(run.closed()).toBe(true);
  });

  it('falls back to the origin the frame noted, and passes errors on as known codes', () => {
    const denied = env('?error=access_denied', 'http://127.0.0.1:5173');
    expect(runResultPage(denied.page)).toBe('posted');
    expect(denied.posted).toEqual([
      [{ type: SOCIAL_RESULT_MESSAGE_TYPE, error: 'access_denied' }, 'http://127.0.0.1:5173'],
    ]);
    const odd = env('?error=%3Cscript%3E', 'http://127.0.0.1:5173');
    runResultPage(odd.page);
    expect(odd.posted[0]?.[0]).toEqual({ type: SOCIAL_RESULT_MESSAGE_TYPE, error: 'provider_error' });
  });

  it('posts nothing without an opener, an origin, or an outcome; it says to close the window', () => {
    for (const run of [
      env(`?result=${RESULT}`, 'https://app.example', false),
      env(`?result=${RESULT}`, null),
      env(`?result=${RESULT}&origin=javascript:alert(1)`, 'not an origin'),
      env('?nothing=here', 'https://app.example'),
    ]) {
      expect(runResultPage(run.page)).not.toBe('posted');
      expect(run.posted).toEqual([]);
      expect(run.shown).toEqual([CLOSE_YOURSELF_TEXT]);
      expect(run.closed()).toBe(false);
    }
  });

  it('a malformed result becomes invalid_state, never a message with arbitrary text', () => {
    const run = env('?result=%22%3E%3Cimg', 'https://app.example');
    runResultPage(run.page);
    expect(run.posted).toEqual([
      [{ type: SOCIAL_RESULT_MESSAGE_TYPE, error: 'invalid_state' }, 'https://app.example'],
    ]);
  });

  it('host origin: only an exact http(s) origin is accepted (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const origin = hostOriginFor(`?origin=${encodeURIComponent(value)}`, null);
        if (origin !== undefined) {
          expect(origin).toBe(value);
          expect(new URL(origin).origin).toBe(value);
          expect(/^https?:\/\//.test(origin)).toBe(true);
        }
      }),
    );
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        expect(hostOriginFor(`?origin=${encodeURIComponent(origin)}`, null)).toBe(origin);
        if (url !== origin)
          expect(hostOriginFor(`?origin=${encodeURIComponent(`${origin}/x`)}`, null)).toBeUndefined();
      }),
    );
  });
});
