/**
 * The server's embedded-wallet routes (/embedded/v1, project id as a query parameter, bearer session
 * tokens), as the frame calls them from its own origin. See docs/embedded-wallet.md.
 */
import type { RecoveryBox } from '../keys/recovery-box.js';
import { AuthApiError, UNREACHABLE_MESSAGE } from './auth-api-error.js';
import {
  type EmbeddedUser,
  type EmbeddedWalletAddresses,
  type FarcasterChannelResult,
  type FarcasterStatusResult,
  parseErrorBody,
  parseFarcasterChannel,
  parseFarcasterStatus,
  parsePutSharesResult,
  parseSendCodeResult,
  parseSessionResult,
  parseSocialProvidersResult,
  parseSocialStartResult,
  parseStoredShares,
  parseUserResult,
  parseVerifyCodeResult,
  type SendCodeResult,
  type SessionResult,
  type StoredShares,
  type VerifyCodeResult,
} from './responses.js';

export interface PutSharesBody extends EmbeddedWalletAddresses {
  authShare: string;
  recovery: RecoveryBox;
}

export interface AuthApi {
  /** Sends a one-time code; `origin` is the host page's origin, checked against the project's allow-list. */
  sendCode(email: string, origin: string): Promise<SendCodeResult>;
  verifyCode(email: string, code: string): Promise<VerifyCodeResult>;
  /** The social providers the operator configured. */
  socialProviders(): Promise<{ providers: string[] }>;
  /** A social login's authorization URL; `verifierHash` binds its result to this frame's verifier. */
  startSocial(body: {
    provider: string;
    origin: string;
    verifierHash: string;
    mode?: 'popup' | 'redirect';
    returnTo?: string;
  }): Promise<{ uri: string }>;
  /** The one-time result of a social login plus the frame's verifier → a session, as verifyCode gives. */
  redeemSocial(body: { result: string; verifier: string }): Promise<VerifyCodeResult>;
  /** Opens a Sign In With Farcaster channel for the host page at `origin`, bound to the verifier's hash. */
  openFarcasterChannel(body: { origin: string; verifierHash: string }): Promise<FarcasterChannelResult>;
  /** Whether the Farcaster wallet answered the channel (410 once it expired unanswered). */
  farcasterStatus(channelToken: string): Promise<FarcasterStatusResult>;
  getSession(token: string): Promise<SessionResult>;
  /** Revokes the session token. */
  signOut(token: string): Promise<void>;
  getShares(token: string): Promise<StoredShares>;
  putShares(token: string, body: PutSharesBody): Promise<{ wallet: EmbeddedWalletAddresses }>;
  /** Step 1 of an email change: a code goes to the current address. */
  startEmailUpdate(token: string, email: string): Promise<void>;
  /** Step 2: confirms the current address; a code goes to the new one. */
  confirmPrimaryEmailCode(token: string, code: string): Promise<void>;
  /** Step 3: confirms the new address; the account's email is changed. */
  confirmSecondaryEmailCode(token: string, code: string): Promise<{ user: EmbeddedUser }>;
}

export interface AuthApiOptions {
  /** The server's base URL, e.g. https://api.example.com. */
  apiUrl: string;
  projectId: string;
  fetch?: typeof globalThis.fetch;
  /** Gives up on a request after this long (default 20 s) with status 0. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

export function createAuthApi(options: AuthApiOptions): AuthApi {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(
    method: string,
    path: string,
    init: { token?: string; body?: unknown } = {},
  ): Promise<unknown> {
    const url = `${base}/embedded/v1${path}?projectId=${encodeURIComponent(options.projectId)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new AuthApiError(0, UNREACHABLE_MESSAGE, {}, error);
    }
    const body = await readJson(response);
    if (!response.ok) throw parseErrorBody(response.status, body, response.headers.get('retry-after'));
    return body;
  }

  return {
    async sendCode(email, origin) {
      return parseSendCodeResult(await call('POST', '/otp', { body: { email, origin } }));
    },
    async verifyCode(email, code) {
      return parseVerifyCodeResult(await call('POST', '/otp/verify', { body: { email, code } }));
    },
    async socialProviders() {
      return parseSocialProvidersResult(await call('GET', '/social/providers'));
    },
    async startSocial(body) {
      return parseSocialStartResult(await call('POST', '/social/start', { body }));
    },
    async redeemSocial(body) {
      return parseVerifyCodeResult(await call('POST', '/social/redeem', { body }));
    },
    async openFarcasterChannel(body) {
      return parseFarcasterChannel(await call('POST', '/farcaster/channel', { body }));
    },
    async farcasterStatus(channelToken) {
      const path = `/farcaster/channel/${encodeURIComponent(channelToken)}/status`;
      return parseFarcasterStatus(await call('GET', path));
    },
    async getSession(token) {
      return parseSessionResult(await call('GET', '/session', { token }));
    },
    async signOut(token) {
      await call('DELETE', '/session', { token });
    },
    async getShares(token) {
      return parseStoredShares(await call('GET', '/shares', { token }));
    },
    async putShares(token, body) {
      return parsePutSharesResult(await call('PUT', '/shares', { token, body }));
    },
    async startEmailUpdate(token, email) {
      await call('POST', '/email/update', { token, body: { email } });
    },
    async confirmPrimaryEmailCode(token, code) {
      await call('POST', '/email/update/primary', { token, body: { code } });
    },
    async confirmSecondaryEmailCode(token, code) {
      return parseUserResult(await call('POST', '/email/update/secondary', { token, body: { code } }));
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const raw = await response.text().catch(() => '');
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
