/**
 * An in-memory stand-in for the server's embedded-wallet routes, following the server contract (codes,
 * sessions, one wallet per user, shares released only to a live session), so the login flow's unit tests
 * run without a server. Tests reach into `state` to play a server that lies or fails.
 */
import type { AuthApi, PutSharesBody } from '../../src/frame/api/auth-api.js';
import { AuthApiError } from '../../src/frame/api/auth-api-error.js';
import type { EmbeddedUser, StoredShares } from '../../src/frame/api/responses.js';

interface FakeUser extends EmbeddedUser {
  shares?: StoredShares;
}

export interface FakeAuthApi extends AuthApi {
  state: {
    users: Map<string, FakeUser>;
    /** Live session tokens → user id. */
    sessions: Map<string, string>;
    /** The code waiting for each email (lower-cased), and the pending email change per user. */
    codes: Map<string, string>;
    emailChange: Map<string, { email: string; stage: 'primary' | 'secondary' }>;
    /** Social logins started: state → what the server keeps with it. */
    socialStarts: Map<string, { provider: string; origin: string; verifierHash: string }>;
    /** One-time social results → the state's verifier hash and who logged in. */
    socialResults: Map<string, { verifierHash: string; provider: string; subject: string; email?: string }>;
    /** Farcaster channels: token → the verifier hash, and the result once the wallet answered. */
    farcasterChannels: Map<string, { verifierHash: string; result?: string; expired?: boolean }>;
    calls: string[];
  };
  /** Plays the Farcaster wallet: the fid answered the channel `token`; returns the one-time result. */
  completeFarcaster(token: string, fid: number): string;
  /**
   * Plays the provider and the server's callback: the visitor `subject` logged in for the social login
   * whose authorization URL was `uri`; returns the one-time result the callback would hand out.
   */
  completeSocial(uri: string, subject: string, email?: string): string;
  /** The code the "mail" carried for this address. */
  codeFor(email: string): string;
  /** Makes the next call of `method` fail with `error` (once). */
  failNext(method: keyof AuthApi, error: Error): void;
}

export function createFakeAuthApi(options: { allowedOrigins?: string[] } = {}): FakeAuthApi {
  const allowedOrigins = options.allowedOrigins ?? ['https://app.example'];
  const state: FakeAuthApi['state'] = {
    users: new Map(),
    sessions: new Map(),
    codes: new Map(),
    emailChange: new Map(),
    socialStarts: new Map(),
    socialResults: new Map(),
    farcasterChannels: new Map(),
    calls: [],
  };
  /** Identity (provider:subject) → user id: the same identity always reaches the same user. */
  const identities = new Map<string, string>();
  const failures = new Map<string, Error>();
  let counter = 0;

  function enter(method: keyof AuthApi): void {
    state.calls.push(method);
    const failure = failures.get(method);
    if (failure !== undefined) {
      failures.delete(method);
      throw failure;
    }
  }

  function userOf(token: string): FakeUser {
    const id = state.sessions.get(token);
    const user = id === undefined ? undefined : state.users.get(id);
    if (user === undefined) throw new AuthApiError(401, 'Session expired');
    return user;
  }

  function newCode(key: string): void {
    counter += 1;
    state.codes.set(key, String(100000 + counter));
  }

  function takeCode(key: string, code: string): void {
    const expected = state.codes.get(key);
    if (expected === undefined) throw new AuthApiError(410, 'Code expired');
    if (expected !== code) throw new AuthApiError(401, 'Invalid code', { attemptsLeft: 4 });
    state.codes.delete(key);
  }

  const walletOf = (user: FakeUser) =>
    user.shares === undefined
      ? null
      : { address: user.shares.address, solanaAddress: user.shares.solanaAddress };

  return {
    state,
    codeFor: (email) => state.codes.get(email.toLowerCase()) ?? '',
    failNext: (method, error) => failures.set(method, error),
    completeSocial(uri, subject, email) {
      const stateId = new URL(uri).searchParams.get('state') ?? '';
      const started = state.socialStarts.get(stateId);
      if (started === undefined) throw new Error(`No social login with state ${stateId}`);
      state.socialStarts.delete(stateId);
      counter += 1;
      const result = `result-${counter}`;
      state.socialResults.set(result, {
        verifierHash: started.verifierHash,
        provider: started.provider,
        subject,
        ...(email === undefined ? {} : { email }),
      });
      return result;
    },

    completeFarcaster(token, fid) {
      const channel = state.farcasterChannels.get(token);
      if (channel === undefined) throw new Error(`No Farcaster channel ${token}`);
      counter += 1;
      const result = `result-${counter}`;
      channel.result = result;
      state.socialResults.set(result, {
        verifierHash: channel.verifierHash,
        provider: 'farcaster',
        subject: String(fid),
      });
      return result;
    },

    async openFarcasterChannel({ origin, verifierHash }) {
      enter('openFarcasterChannel');
      if (!allowedOrigins.includes(origin)) throw new AuthApiError(403, 'Origin not allowed');
      counter += 1;
      const token = `channel-${counter}`;
      state.farcasterChannels.set(token, { verifierHash });
      const query = `channelToken=${token}`;
      return {
        channelToken: token,
        url: `farcaster://connect?${query}`,
        webUrl: `https://api.example/embedded/v1/farcaster/connect?${query}`,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      };
    },
    async farcasterStatus(token) {
      enter('farcasterStatus');
      const channel = state.farcasterChannels.get(token);
      if (channel === undefined) throw new AuthApiError(404, 'Unknown channel');
      if (channel.expired === true) throw new AuthApiError(410, 'Channel expired');
      return channel.result === undefined
        ? { state: 'pending' }
        : { state: 'completed', result: channel.result };
    },

    async sendCode(email, origin) {
      enter('sendCode');
      if (!allowedOrigins.includes(origin)) throw new AuthApiError(403, 'Origin not allowed');
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new AuthApiError(400, 'Invalid email address');
      newCode(email.toLowerCase());
      return { expiresInSeconds: 600, resendAfterSeconds: 30 };
    },
    async verifyCode(email, code) {
      enter('verifyCode');
      takeCode(email.toLowerCase(), code);
      let user = [...state.users.values()].find((candidate) => candidate.email === email.toLowerCase());
      if (user === undefined) {
        user = { id: `user-${state.users.size + 1}`, email: email.toLowerCase() };
        state.users.set(user.id, user);
      }
      counter += 1;
      const token = `token-${counter}`;
      state.sessions.set(token, user.id);
      return {
        sessionToken: token,
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        user: { id: user.id, email: user.email },
        wallet: walletOf(user),
      };
    },
    async socialProviders() {
      enter('socialProviders');
      return { providers: ['google', 'github', 'x'] };
    },
    async startSocial({ provider, origin, verifierHash }) {
      enter('startSocial');
      if (!allowedOrigins.includes(origin)) throw new AuthApiError(403, 'Origin not allowed');
      counter += 1;
      const stateId = `state-${counter}`;
      state.socialStarts.set(stateId, { provider, origin, verifierHash });
      return { uri: `https://idp.example/${provider}/authorize?state=${stateId}` };
    },
    async redeemSocial({ result, verifier }) {
      enter('redeemSocial');
      const entry = state.socialResults.get(result);
      if (entry === undefined) throw new AuthApiError(400, 'Invalid or expired social login result');
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
      const hash = Buffer.from(digest).toString('base64url');
      if (hash !== entry.verifierHash) throw new AuthApiError(400, 'Invalid or expired social login result');
      state.socialResults.delete(result);
      const identity = `${entry.provider}:${entry.subject}`;
      let userId = identities.get(identity);
      if (userId === undefined) {
        const byEmail = [...state.users.values()].find(
          (candidate) => entry.email !== undefined && candidate.email === entry.email,
        );
        const user: FakeUser = byEmail ?? {
          id: `user-${state.users.size + 1}`,
          ...(entry.email === undefined ? {} : { email: entry.email }),
        };
        state.users.set(user.id, user);
        userId = user.id;
        identities.set(identity, userId);
      }
      const user = state.users.get(userId) as FakeUser;
      counter += 1;
      const token = `token-${counter}`;
      state.sessions.set(token, user.id);
      return {
        sessionToken: token,
        expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        user: {
          id: user.id,
          ...(user.email === undefined ? {} : { email: user.email }),
          socialProvider: entry.provider,
          username: entry.subject,
        },
        wallet: walletOf(user),
      };
    },
    async getSession(token) {
      enter('getSession');
      const user = userOf(token);
      return { user: { id: user.id, email: user.email }, wallet: walletOf(user) };
    },
    async signOut(token) {
      enter('signOut');
      state.sessions.delete(token);
    },
    async getShares(token) {
      enter('getShares');
      const user = userOf(token);
      if (user.shares === undefined) throw new AuthApiError(404, 'No wallet yet');
      return structuredClone(user.shares);
    },
    async putShares(token, body: PutSharesBody) {
      enter('putShares');
      const user = userOf(token);
      if (user.shares !== undefined) throw new AuthApiError(409, 'Wallet already exists');
      user.shares = structuredClone({ ...body, recovery: { ...body.recovery } });
      return { wallet: { address: body.address, solanaAddress: body.solanaAddress } };
    },
    async startEmailUpdate(token, email) {
      enter('startEmailUpdate');
      const user = userOf(token);
      if ([...state.users.values()].some((other) => other.email === email.toLowerCase())) {
        throw new AuthApiError(409, 'Email already in use');
      }
      state.emailChange.set(user.id, { email: email.toLowerCase(), stage: 'primary' });
      newCode(`change:${user.id}`);
    },
    async confirmPrimaryEmailCode(token, code) {
      enter('confirmPrimaryEmailCode');
      const user = userOf(token);
      const change = state.emailChange.get(user.id);
      if (change?.stage !== 'primary') throw new AuthApiError(410, 'Code expired');
      takeCode(`change:${user.id}`, code);
      change.stage = 'secondary';
      newCode(`change:${user.id}`);
    },
    async confirmSecondaryEmailCode(token, code) {
      enter('confirmSecondaryEmailCode');
      const user = userOf(token);
      const change = state.emailChange.get(user.id);
      if (change?.stage !== 'secondary') throw new AuthApiError(410, 'Code expired');
      takeCode(`change:${user.id}`, code);
      user.email = change.email;
      state.emailChange.delete(user.id);
      return { user: { id: user.id, email: user.email } };
    },
  };
}
