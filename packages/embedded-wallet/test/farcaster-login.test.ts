import { describe, expect, it } from 'vitest';
import { AuthApiError } from '../src/frame/api/auth-api-error.js';
import { createFarcasterLogin, FARCASTER_POLL_MS } from '../src/frame/session/farcaster-login.js';
import { createLoginFlow } from '../src/frame/session/login-flow.js';
import {
  createMemoryDeviceStore,
  createMemorySessionStore,
  createMemoryVerifierStore,
} from '../src/frame/session/index.js';
import { createFakeAuthApi } from './support/fake-auth-api.js';

const ORIGIN = 'https://app.example';

/** A clock the poll loop's sleep advances, so ten minutes pass in no time. */
function fakeTime() {
  let now = Date.now();
  const slept: number[] = [];
  return {
    now: () => now,
    slept,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('Sign In With Farcaster in the frame', () => {
  it('polls once a second until the wallet answers, and the result redeems to a social-style session', async () => {
    const api = createFakeAuthApi();
    const time = fakeTime();
    const flow = createLoginFlow({
      api,
      deviceStore: createMemoryDeviceStore(),
      sessionStore: createMemorySessionStore(),
      projectId: 'p1',
      now: time.now,
      sleep: time.sleep,
    });
    const link = await flow.openFarcaster(ORIGIN);
    expect(link.url).toMatch(/^farcaster:\/\/connect\?/);
    const token = [...api.state.farcasterChannels.keys()][0] as string;
    let polls = 0;
    const status = api.farcasterStatus.bind(api);
    api.farcasterStatus = async (channel) => {
      polls += 1;
      if (polls === 3) api.completeFarcaster(token, 1);
      return status(channel);
    };
    const result = await flow.waitForFarcaster();
    expect(polls).toBe(3);
    expect(await flow.redeemSocial(result)).toBe('create-key');
  });

  it('the same fid reaches the same user; the verifier of another frame cannot redeem', async () => {
    const api = createFakeAuthApi();
    const verifiers = createMemoryVerifierStore();
    const login = createFarcasterLogin({ api, verifiers, sleep: async () => {} });
    await login.open(ORIGIN);
    const token = [...api.state.farcasterChannels.keys()][0] as string;
    const result = api.completeFarcaster(token, 7);
    await expect(login.waitForResult()).resolves.toBe(result);
    await expect(api.redeemSocial({ result, verifier: 'not-this-frames' })).rejects.toThrow(
      'Invalid or expired social login result',
    );
    const first = await api.redeemSocial({ result, verifier: verifiers.take() as string });
    await login.open(ORIGIN);
    const again = api.completeFarcaster([...api.state.farcasterChannels.keys()][1] as string, 7);
    const second = await api.redeemSocial({ result: again, verifier: verifiers.take() as string });
    expect(second.user.id).toBe(first.user.id);
  });

  it('an origin the project does not allow is refused before anything is kept', async () => {
    const api = createFakeAuthApi();
    const verifiers = createMemoryVerifierStore();
    const login = createFarcasterLogin({ api, verifiers });
    await expect(login.open('https://evil.example')).rejects.toThrow('Origin not allowed');
    expect(verifiers.take()).toBeUndefined();
    await expect(login.waitForResult()).rejects.toThrow('No Farcaster sign-in is waiting here');
  });

  it('ends with "expired" when the channel ends unanswered (the server says 410, or the clock passed its end)', async () => {
    const api = createFakeAuthApi();
    const time = fakeTime();
    const login = createFarcasterLogin({ api, verifiers: createMemoryVerifierStore(), ...time });
    await login.open(ORIGIN);
    await expect(login.waitForResult()).rejects.toMatchObject({ reason: 'expired' });
    expect(time.slept.every((ms) => ms === FARCASTER_POLL_MS)).toBe(true);
    expect(time.slept.length).toBeGreaterThanOrEqual(599);

    await login.open(ORIGIN);
    for (const channel of api.state.farcasterChannels.values()) channel.expired = true;
    await expect(login.waitForResult()).rejects.toMatchObject({ reason: 'expired' });
  });

  it('keeps asking through a passing outage (unreachable, 429, 5xx) but stops on a refusal', async () => {
    const api = createFakeAuthApi();
    const login = createFarcasterLogin({
      api,
      verifiers: createMemoryVerifierStore(),
      sleep: async () => {},
    });
    await login.open(ORIGIN);
    const token = [...api.state.farcasterChannels.keys()][0] as string;
    api.failNext('farcasterStatus', new AuthApiError(0, 'Could not reach the server'));
    const status = api.farcasterStatus.bind(api);
    let calls = 0;
    api.farcasterStatus = async (channel) => {
      calls += 1;
      if (calls === 2) throw new AuthApiError(503, 'Busy');
      if (calls === 3) api.completeFarcaster(token, 2);
      return status(channel);
    };
    await expect(login.waitForResult()).resolves.toMatch(/^result-/);

    await login.open(ORIGIN);
    api.farcasterStatus = async () => {
      throw new AuthApiError(404, 'Unknown channel');
    };
    await expect(login.waitForResult()).rejects.toThrow('Unknown channel');
  });

  it('a newer channel replaces one still waiting: the older wait ends as "replaced"', async () => {
    const api = createFakeAuthApi();
    let release: () => void = () => {};
    const login = createFarcasterLogin({
      api,
      verifiers: createMemoryVerifierStore(),
      sleep: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await login.open(ORIGIN);
    const older = login.waitForResult();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await login.open(ORIGIN);
    release();
    await expect(older).rejects.toMatchObject({ reason: 'replaced' });
  });
});
