/**
 * Social login on the host: the result message and address checks, the providers offered, the popup
 * (opened in the click, watched, cancelled), redirect mode, and the embedded wallet's flow against a
 * fake frame client and a fake window.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmbeddedWallet, type EmbeddedWalletState } from '../../src/embedded/embedded-wallet.js';
import { resumeSocialRedirect } from '../../src/embedded/social-return.js';
import type { FrameClient } from '../../src/embedded/frame-client.js';
import type { AppEventMap, AppEventType } from '../../src/embedded/protocol.js';
import {
  offeredSocialProviders,
  parseSocialProviders,
  rememberSocialLogin,
} from '../../src/embedded/social-flow.js';
import {
  isSocialLoginError,
  openSocialPopup,
  type SocialPageWindow,
  type SocialPopup,
  takeRedirectOutcome,
  waitForPopupResult,
} from '../../src/embedded/social-login.js';
import {
  parseSocialResultMessage,
  parseWebOrigin,
  SOCIAL_RESULT_MESSAGE_TYPE,
  socialOutcomeFromQuery,
} from '../../src/embedded/social-result.js';
import { SOCIAL_PROVIDERS } from '../../src/options/features.js';
import { storageKeys } from '../../src/storage/keys.js';
import { createMemoryStorage } from '../../src/storage/memory-storage.js';
import { createTypedStorage } from '../../src/storage/typed-storage.js';
import { createStore } from '../../src/store/store.js';

const FRAME_ORIGIN = 'https://frame.example';
const RESULT = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';
const storage = () => createTypedStorage(createMemoryStorage(), { logger: { warn: () => {} } });

class FakePopup implements SocialPopup {
  location = { href: 'about:blank' };
  closed = false;
  close() {
    this.closed = true;
  }
}

/** A page window: records opens, navigation and history; `post` delivers a message as the browser would. */
function fakeWindow(href = 'https://app.example/shop?item=1') {
  const listeners = new Set<(event: MessageEvent) => void>();
  const opened: FakePopup[] = [];
  const assigned: string[] = [];
  const replaced: string[] = [];
  let blocked = false;
  const win: SocialPageWindow = {
    open: () => {
      if (blocked) return null;
      const popup = new FakePopup();
      opened.push(popup);
      return popup;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    location: {
      href,
      assign: (url) => assigned.push(url),
    },
    history: {
      state: null,
      replaceState: (_data, _unused, url) => {
        if (url !== undefined) {
          replaced.push(url);
          win.location.href = url;
        }
      },
    },
  };
  const post = (data: unknown, origin: string, source: unknown) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return {
    win,
    opened,
    assigned,
    replaced,
    post,
    listeners,
    block: () => {
      blocked = true;
    },
  };
}

/** Timers run by hand: `tick()` runs every interval once. */
function manualTimers() {
  const intervals = new Map<number, () => void>();
  let next = 0;
  return {
    setInterval: (callback: () => void) => {
      next += 1;
      intervals.set(next, callback);
      return next;
    },
    clearInterval: (handle: unknown) => {
      intervals.delete(handle as number);
    },
    tick: () => {
      for (const callback of [...intervals.values()]) callback();
    },
    count: () => intervals.size,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('result message and addresses', () => {
  it('accepts exactly the type with a result or a known error', () => {
    expect(parseSocialResultMessage({ type: SOCIAL_RESULT_MESSAGE_TYPE, result: RESULT })).toEqual({
      result: RESULT,
    });
    expect(parseSocialResultMessage({ type: SOCIAL_RESULT_MESSAGE_TYPE, error: 'access_denied' })).toEqual({
      error: 'access_denied',
    });
    expect(parseSocialResultMessage({ type: SOCIAL_RESULT_MESSAGE_TYPE, error: 'weird' })).toEqual({
      error: 'provider_error',
    });
    for (const bad of [
      null,
      'walletport:social-result',
      { type: 'other', result: RESULT },
      { type: SOCIAL_RESULT_MESSAGE_TYPE },
      { type: SOCIAL_RESULT_MESSAGE_TYPE, result: 'short' },
      { type: SOCIAL_RESULT_MESSAGE_TYPE, result: `${RESULT}<` },
      { type: SOCIAL_RESULT_MESSAGE_TYPE, result: RESULT, error: 'access_denied' },
      [SOCIAL_RESULT_MESSAGE_TYPE],
    ]) {
      expect(parseSocialResultMessage(bad)).toBeUndefined();
    }
  });

  it('never yields a result that is not URL-safe and bounded (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (anything, result) => {
        for (const data of [anything, { type: SOCIAL_RESULT_MESSAGE_TYPE, result }]) {
          const outcome = parseSocialResultMessage(data);
          if (outcome !== undefined && 'result' in outcome) {
            expect(outcome.result).toMatch(/^[A-Za-z0-9_-]{16,256}$/);
          }
        }
      }),
    );
  });

  it('an address carries a result, an error, or nothing; a malformed result is invalid_state', () => {
    const names = { result: 'r', error: 'e' };
    expect(socialOutcomeFromQuery(new URLSearchParams(`r=${RESULT}`), names)).toEqual({ result: RESULT });
    expect(socialOutcomeFromQuery(new URLSearchParams('e=access_denied'), names)).toEqual({
      error: 'access_denied',
    });
    expect(socialOutcomeFromQuery(new URLSearchParams('r=%3Cx%3E'), names)).toEqual({
      error: 'invalid_state',
    });
    expect(socialOutcomeFromQuery(new URLSearchParams('other=1'), names)).toBeUndefined();
  });

  it('a web origin is exactly URL.origin of an http(s) URL (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => {
        const origin = parseWebOrigin(value);
        if (origin === undefined) return;
        expect(origin).toBe(value);
        expect(new URL(value).origin).toBe(value);
      }),
    );
    expect(parseWebOrigin('https://app.example')).toBe('https://app.example');
    expect(parseWebOrigin('https://app.example/')).toBeUndefined();
    expect(parseWebOrigin('javascript:alert(1)')).toBeUndefined();
  });
});

describe('providers offered', () => {
  it("keeps the app's order and only what the server offers", () => {
    expect(offeredSocialProviders(['x', 'google', 'github'], ['google', 'github', 'apple'])).toEqual([
      'google',
      'github',
    ]);
    expect(offeredSocialProviders(['github', 'google'], ['google', 'github'])).toEqual(['github', 'google']);
    expect(offeredSocialProviders(false, ['google'])).toEqual([]);
    expect(offeredSocialProviders(['google'], [])).toEqual([]);
  });

  it('is the ordered intersection, without repeats (property)', () => {
    const provider = fc.constantFrom(...SOCIAL_PROVIDERS, 'myspace');
    fc.assert(
      fc.property(fc.array(provider), fc.array(provider), (wanted, served) => {
        const offered = offeredSocialProviders(wanted, served);
        expect(new Set(offered).size).toBe(offered.length);
        for (const item of offered) {
          expect(wanted).toContain(item);
          expect(served).toContain(item);
        }
        const firstIndex = offered.map((item) => wanted.indexOf(item));
        expect([...firstIndex].sort((a, b) => a - b)).toEqual(firstIndex);
        for (const item of wanted) {
          if (served.includes(item) && item !== 'myspace') expect(offered).toContain(item);
        }
      }),
    );
  });

  it("reads the server's list, dropping names it does not know", () => {
    expect(parseSocialProviders({ providers: ['google', 'myspace', 3, 'x'] })).toEqual(['google', 'x']);
    expect(parseSocialProviders({})).toEqual([]);
    expect(parseSocialProviders(null)).toEqual([]);
  });
});

describe('popup', () => {
  it('opens blank, sized, unless redirect is preferred or the browser blocks it', () => {
    const page = fakeWindow();
    expect(openSocialPopup(page.win, true)).toBeUndefined();
    expect(page.opened).toHaveLength(0);
    const popup = openSocialPopup(page.win, false);
    expect(popup?.location.href).toBe('about:blank');
    page.block();
    expect(openSocialPopup(page.win, false)).toBeUndefined();
  });

  it('takes only a well-formed message from the frame origin, sent by the popup itself', async () => {
    const page = fakeWindow();
    const popup = new FakePopup();
    const timers = manualTimers();
    const waiting = waitForPopupResult({
      win: page.win,
      popup,
      frameOrigin: FRAME_ORIGIN,
      provider: 'google',
      timers,
    });
    const good = { type: SOCIAL_RESULT_MESSAGE_TYPE, result: RESULT };
    page.post(good, 'https://evil.example', popup);
    page.post(good, FRAME_ORIGIN, {});
    page.post({ type: SOCIAL_RESULT_MESSAGE_TYPE, result: 'x' }, FRAME_ORIGIN, popup);
    page.post(good, FRAME_ORIGIN, popup);
    await expect(waiting).resolves.toBe(RESULT);
    expect(page.listeners.size).toBe(0);
    expect(timers.count()).toBe(0);
  });

  it('a denied consent rejects with its reason', async () => {
    const page = fakeWindow();
    const popup = new FakePopup();
    const waiting = waitForPopupResult({
      win: page.win,
      popup,
      frameOrigin: FRAME_ORIGIN,
      provider: 'github',
      timers: manualTimers(),
    });
    page.post({ type: SOCIAL_RESULT_MESSAGE_TYPE, error: 'access_denied' }, FRAME_ORIGIN, popup);
    await expect(waiting).rejects.toMatchObject({ reason: 'access_denied' });
  });

  it('a popup closed by the visitor rejects with popup_closed', async () => {
    const page = fakeWindow();
    const popup = new FakePopup();
    const timers = manualTimers();
    const waiting = waitForPopupResult({
      win: page.win,
      popup,
      frameOrigin: FRAME_ORIGIN,
      provider: 'x',
      timers,
    });
    timers.tick();
    popup.close();
    timers.tick();
    await expect(waiting).rejects.toMatchObject({ reason: 'popup_closed' });
  });

  it('Cancel closes the popup and rejects with cancelled', async () => {
    const page = fakeWindow();
    const popup = new FakePopup();
    const abort = new AbortController();
    const waiting = waitForPopupResult({
      win: page.win,
      popup,
      frameOrigin: FRAME_ORIGIN,
      provider: 'x',
      timers: manualTimers(),
      signal: abort.signal,
    });
    abort.abort();
    const error = await waiting.catch((reason: unknown) => reason);
    expect(isSocialLoginError(error) && error.reason).toBe('cancelled');
    expect(popup.closed).toBe(true);
  });
});

describe('redirect mode', () => {
  it('reads the outcome from the address and removes it, keeping the rest of the address', () => {
    const page = fakeWindow(`https://app.example/shop?item=1&walletport_social_result=${RESULT}#top`);
    expect(takeRedirectOutcome(page.win)).toEqual({ result: RESULT });
    expect(page.replaced).toEqual(['https://app.example/shop?item=1#top']);
    expect(takeRedirectOutcome(page.win)).toBeUndefined();
  });

  it('reads an error the same way, and leaves an address without one alone', () => {
    const page = fakeWindow('https://app.example/?walletport_social_error=access_denied');
    expect(takeRedirectOutcome(page.win)).toEqual({ error: 'access_denied' });
    const plain = fakeWindow();
    expect(takeRedirectOutcome(plain.win)).toBeUndefined();
    expect(plain.replaced).toEqual([]);
  });

  it('a Telegram mini app: reads result_uri, then removes it from the address', () => {
    const inner = encodeURIComponent(`https://frame.example/social-result.html?result=${RESULT}`);
    const page = fakeWindow(`https://app.example/?tgWebAppStartParam=x&result_uri=${inner}`);
    expect(takeRedirectOutcome(page.win)).toEqual({ result: RESULT });
    expect(page.replaced).toEqual(['https://app.example/?tgWebAppStartParam=x']);
    expect(takeRedirectOutcome(page.win)).toBeUndefined();

    const denied = fakeWindow(
      `https://app.example/?result_uri=${encodeURIComponent('https://app.example/?walletport_social_error=access_denied')}`,
    );
    expect(takeRedirectOutcome(denied.win)).toEqual({ error: 'access_denied' });
    // An address with no outcome in it is an invalid login, not a silent nothing; it is removed too.
    const junk = fakeWindow(`https://app.example/?result_uri=${encodeURIComponent('https://evil.example/')}`);
    expect(takeRedirectOutcome(junk.win)).toEqual({ error: 'invalid_state' });
    expect(junk.replaced).toEqual(['https://app.example/']);
  });
});

describe('coming back from a redirect', () => {
  const emptyState = (): EmbeddedWalletState => ({
    user: undefined,
    frameUi: { visible: false, height: 0 },
    pendingEmail: undefined,
    socialReturn: undefined,
  });
  const deps = (href: string, opened: unknown[] = []) => {
    const store = createStore<EmbeddedWalletState>(emptyState());
    return {
      storage: storage(),
      modal: { open: (options: unknown) => opened.push(options) },
      store,
      keepReturn: (socialReturn: EmbeddedWalletState['socialReturn']) => store.setState({ socialReturn }),
      win: fakeWindow(href).win,
      logger: { error: () => {} },
    };
  };

  it('hands the outcome to the Connect flow under the stored provider and opens ConnectingSocial', async () => {
    const opened: unknown[] = [];
    const given = deps(`https://app.example/?walletport_social_result=${RESULT}`, opened);
    given.storage.set(storageKeys.socialProvider, 'discord');
    await expect(resumeSocialRedirect(given)).resolves.toBe(true);
    expect(given.store.getState().socialReturn).toEqual({ provider: 'discord', outcome: { result: RESULT } });
    expect(opened).toEqual([{ view: { name: 'ConnectingSocial', params: { provider: 'discord' } } }]);
    expect(given.win.location.href).toBe('https://app.example/');
  });

  it('does nothing for an address without an outcome, and never rejects', async () => {
    const given = deps('https://app.example/?walletport_social_x=1');
    await expect(resumeSocialRedirect(given)).resolves.toBe(false);
    expect(given.store.getState().socialReturn).toBeUndefined();
    const broken = deps(`https://app.example/?walletport_social_result=${RESULT}`);
    broken.modal.open = () => {
      throw new Error('no modal');
    };
    await expect(resumeSocialRedirect(broken)).resolves.toBe(false);
  });
});

type Requests = { type: AppEventType; payload: unknown }[];

/** A frame client that answers social requests like the frame does. */
function fakeFrame(
  answers: Partial<{ [T in AppEventType]: (payload: AppEventMap[T]['request']) => unknown }>,
) {
  const requests: Requests = [];
  const client = {
    origin: FRAME_ORIGIN,
    element: () => undefined,
    ready: async () => {},
    isReady: () => true,
    async request(type: AppEventType, payload: unknown) {
      requests.push({ type, payload });
      const answer = (answers as Record<string, (payload: unknown) => unknown>)[type];
      return answer === undefined ? {} : answer(payload);
    },
    onEvent: () => () => {},
    destroy: () => {},
  } as unknown as FrameClient;
  return { client, requests };
}

function setup(page = fakeWindow()) {
  const timers = manualTimers();
  const store = storage();
  const user = {
    address: '0x1',
    chainId: 1,
    accounts: [],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  };
  const frame = fakeFrame({
    GET_SOCIAL_REDIRECT_URI: ({ provider }) => ({ uri: `https://idp.example/${provider}/authorize?state=s` }),
    GET_SOCIAL_PROVIDERS: () => ({ providers: ['google', 'myspace'] }),
    CONNECT_SOCIAL: () => ({
      next: 'connected',
      user: { ...user, socialProvider: 'google', userName: 'alice' },
    }),
  });
  const wallet = createEmbeddedWallet({
    store: createStore<EmbeddedWalletState>({
      user: undefined,
      frameUi: { visible: false, height: 0 },
      pendingEmail: undefined,
      socialReturn: undefined,
    }),
    emit: () => {},
    createFrame: () => frame.client,
    storage: store,
    clock: { now: () => 0 },
    timers: { setTimeout: () => 0 },
    theme: () => ({ themeMode: 'light', themeVariables: {} }),
    dappData: () => ({
      metadata: { name: '', description: '', url: '', icons: [] },
      sdkVersion: '0',
      projectId: 'p',
      networks: [],
    }),
    alertNotAllowed: () => {},
    refreshBalance: () => {},
    logger: { error: () => {} },
    modal: {} as never,
    router: {} as never,
    socialWindow: page.win,
    openSocialPopup: () => openSocialPopup(page.win, false),
    socialTimers: timers,
  });
  return { wallet, page, frame, timers, store };
}

describe('embedded wallet: social login', () => {
  it('popup: points the popup at the frame’s URI, waits for its result, and redeems it', async () => {
    const { wallet, page, frame } = setup();
    const popup = openSocialPopup(page.win, false) as FakePopup;
    const outcome = wallet.startSocialLogin({ provider: 'google', chainId: 31337, popup });
    await flush();
    expect(popup.location.href).toBe('https://idp.example/google/authorize?state=s');
    expect(frame.requests).toContainEqual({
      type: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'google', mode: 'popup' },
    });
    page.post({ type: SOCIAL_RESULT_MESSAGE_TYPE, result: RESULT }, FRAME_ORIGIN, popup);
    await expect(outcome).resolves.toMatchObject({ next: 'connected', user: { socialProvider: 'google' } });
    expect(frame.requests).toContainEqual({
      type: 'CONNECT_SOCIAL',
      payload: { uri: RESULT, chainId: 31337 },
    });
  });

  it('redirect: no popup, the page goes to the provider and the provider is kept', async () => {
    const { wallet, page, frame, store } = setup(
      fakeWindow('https://app.example/shop?walletport_social_error=x#a'),
    );
    await expect(wallet.startSocialLogin({ provider: 'github', chainId: 1, popup: null })).resolves.toEqual({
      next: 'redirecting',
    });
    expect(frame.requests[frame.requests.length - 1]).toEqual({
      type: 'GET_SOCIAL_REDIRECT_URI',
      payload: { provider: 'github', mode: 'redirect', returnTo: 'https://app.example/shop' },
    });
    expect(page.assigned).toEqual(['https://idp.example/github/authorize?state=s']);
    expect(store.get(storageKeys.socialProvider)).toBe('github');
  });

  it('a failure closes the popup the click opened', async () => {
    const { wallet, page, frame } = setup();
    const popup = openSocialPopup(page.win, false) as FakePopup;
    (frame.client as unknown as { request: () => Promise<never> }).request = async () => {
      throw new Error('Origin not allowed');
    };
    await expect(wallet.startSocialLogin({ provider: 'google', chainId: 1, popup })).rejects.toThrow(
      'Origin not allowed',
    );
    expect(popup.closed).toBe(true);
  });

  it('asks the server for its providers once it answered', async () => {
    const { wallet } = setup();
    await expect(wallet.socialProviders()).resolves.toEqual(['google']);
    expect(await wallet.socialProviders()).toEqual(['google']);
  });

  it('a social login keeps its provider and username; an email login clears them', async () => {
    const store = storage();
    const user = {
      address: '0x1',
      chainId: 1,
      accounts: [],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
    };
    await rememberSocialLogin(store, { ...user, socialProvider: 'discord', userName: 'dana' });
    expect(store.get(storageKeys.socialProvider)).toBe('discord');
    expect(store.get(storageKeys.socialUsername)).toBe('dana');
    await rememberSocialLogin(store, { ...user, email: 'a@b.co' });
    expect(store.get(storageKeys.socialProvider)).toBeUndefined();
    expect(store.get(storageKeys.socialUsername)).toBeUndefined();
  });
});

describe('embedded wallet: Sign In With Farcaster', () => {
  it("asks the frame for the channel's link, then waits for the wallet's answer without a time limit", async () => {
    const { wallet, frame } = setup();
    const link = {
      url: 'farcaster://connect?channelToken=c',
      webUrl: 'https://api.example/c',
      expiresAt: 'x',
    };
    let waited: unknown;
    (frame.client as { request: unknown }).request = async (
      type: string,
      payload: unknown,
      options?: unknown,
    ) => {
      frame.requests.push({ type: type as AppEventType, payload });
      if (type === 'GET_FARCASTER_URI') return link;
      if (type === 'CONNECT_FARCASTER') {
        waited = options;
        return { next: 'create-key' };
      }
      return {};
    };
    await expect(wallet.farcasterUri()).resolves.toEqual(link);
    await expect(wallet.connectFarcaster(31337)).resolves.toEqual({ next: 'create-key' });
    expect(frame.requests).toContainEqual({ type: 'CONNECT_FARCASTER', payload: { chainId: 31337 } });
    expect(waited).toEqual({ timeoutMs: null });
  });

  it('reload replaces the frame (ending its channel) only while nobody is logged in', async () => {
    const { wallet, frame } = setup();
    let destroyed = 0;
    (frame.client as { destroy: unknown }).destroy = () => {
      destroyed += 1;
    };
    await wallet.reload();
    expect(destroyed).toBe(0);
    await wallet.preload();
    const syncs = () => frame.requests.filter((request) => request.type === 'SYNC_DAPP_DATA').length;
    expect(syncs()).toBe(1);
    await wallet.reload();
    expect(destroyed).toBe(1);
    // The new frame gets the theme and the app's data again.
    expect(syncs()).toBe(2);

    wallet.store.setState({
      user: {
        address: '0x1',
        chainId: 1,
        accounts: [],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      },
    });
    await wallet.reload();
    expect(destroyed).toBe(1);
  });
});
