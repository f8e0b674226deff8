/**
 * Shape checks of the server's answers: the frame trusts nothing it did not check, so a wrong or
 * truncated answer becomes a typed AuthApiError instead of an undefined deep inside the login flow.
 */
import { AuthApiError, UNEXPECTED_ANSWER_MESSAGE } from './auth-api-error.js';

export interface EmbeddedUser {
  id: string;
  /** Absent for a social login whose provider gave no verified email. */
  email?: string;
  /** The provider of a social login (google, github, …). */
  socialProvider?: string;
  /** The provider's user name, when it has one (GitHub login, X handle, …). */
  username?: string;
}

export interface EmbeddedWalletAddresses {
  /** The eip155 address, as the server stores it. */
  address: string;
  /** The Solana address (base58). */
  solanaAddress: string;
}

export interface SendCodeResult {
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export interface VerifyCodeResult {
  sessionToken: string;
  /** ISO 8601. */
  expiresAt: string;
  user: EmbeddedUser;
  wallet: EmbeddedWalletAddresses | null;
}

export interface SessionResult {
  user: EmbeddedUser;
  wallet: EmbeddedWalletAddresses | null;
}

export interface StoredShares extends EmbeddedWalletAddresses {
  /** base64 of the auth share. */
  authShare: string;
  /** The recovery box exactly as the frame stored it. */
  recovery: Record<string, unknown>;
}

type Json = Record<string, unknown>;

function fail(what: string): never {
  throw new AuthApiError(502, `${UNEXPECTED_ANSWER_MESSAGE} (${what})`);
}

function record(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(what);
  return value as Json;
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0) fail(what);
  return value;
}

function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(what);
  return value;
}

/** A text field that may be absent or null; present, it must be a non-empty string. */
function optionalText(value: unknown, what: string): string | undefined {
  return value === undefined || value === null ? undefined : text(value, what);
}

export function parseUser(value: unknown): EmbeddedUser {
  const user = record(value, 'user');
  const email = optionalText(user.email, 'user.email');
  const socialProvider = optionalText(user.socialProvider, 'user.socialProvider');
  const username = optionalText(user.username, 'user.username');
  return {
    id: text(user.id, 'user.id'),
    ...(email === undefined ? {} : { email }),
    ...(socialProvider === undefined ? {} : { socialProvider }),
    ...(username === undefined ? {} : { username }),
  };
}

export function parseWallet(value: unknown): EmbeddedWalletAddresses | null {
  if (value === null || value === undefined) return null;
  const wallet = record(value, 'wallet');
  return {
    address: text(wallet.address, 'wallet.address'),
    solanaAddress: text(wallet.solanaAddress, 'wallet.solanaAddress'),
  };
}

/** An expiry as ISO 8601; epoch numbers (seconds or milliseconds) are accepted too. */
function timestamp(value: unknown, what: string): string {
  const date =
    typeof value === 'number'
      ? new Date(value < 1e12 ? value * 1000 : value)
      : typeof value === 'string'
        ? new Date(value)
        : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) fail(what);
  return date.toISOString();
}

export interface FarcasterChannelResult {
  channelToken: string;
  /** farcaster://connect?… for a phone's Farcaster wallet. */
  url: string;
  /** The same link as an https page (for a wallet on this computer). */
  webUrl: string;
  expiresAt: string;
}

export type FarcasterStatusResult = { state: 'pending' } | { state: 'completed'; result: string };

export function parseSendCodeResult(value: unknown): SendCodeResult {
  const body = record(value ?? {}, 'body');
  return {
    expiresInSeconds:
      body.expiresInSeconds === undefined ? 600 : count(body.expiresInSeconds, 'expiresInSeconds'),
    resendAfterSeconds:
      body.resendAfterSeconds === undefined ? 30 : count(body.resendAfterSeconds, 'resendAfterSeconds'),
  };
}

export function parseVerifyCodeResult(value: unknown): VerifyCodeResult {
  const body = record(value, 'body');
  return {
    sessionToken: text(body.sessionToken, 'sessionToken'),
    expiresAt: timestamp(body.expiresAt, 'expiresAt'),
    user: parseUser(body.user),
    wallet: parseWallet(body.wallet),
  };
}

export function parseSessionResult(value: unknown): SessionResult {
  const body = record(value, 'body');
  return { user: parseUser(body.user), wallet: parseWallet(body.wallet) };
}

/** GET /social/providers: names only (the host keeps those it knows). */
export function parseSocialProvidersResult(value: unknown): { providers: string[] } {
  const list = record(value, 'body').providers;
  if (!Array.isArray(list)) fail('providers');
  return { providers: list.filter((item): item is string => typeof item === 'string' && item.length <= 32) };
}

/** POST /farcaster/channel: the sign-in link (shown as a QR code) and when the channel ends. */
export function parseFarcasterChannel(value: unknown): FarcasterChannelResult {
  const body = record(value, 'body');
  const url = text(body.url, 'url');
  const webUrl = text(body.webUrl, 'webUrl');
  if (!url.startsWith('farcaster://connect?')) fail('url');
  if (!/^https?:\/\//i.test(webUrl)) fail('webUrl');
  return {
    channelToken: text(body.channelToken, 'channelToken'),
    url,
    webUrl,
    expiresAt: timestamp(body.expiresAt, 'expiresAt'),
  };
}

/** GET /farcaster/channel/:token/status: pending, or completed with the one-time result to redeem. */
export function parseFarcasterStatus(value: unknown): FarcasterStatusResult {
  const body = record(value, 'body');
  if (body.state === 'pending') return { state: 'pending' };
  if (body.state !== 'completed') fail('state');
  return { state: 'completed', result: text(body.result, 'result') };
}

/** POST /social/start: the provider's authorization URL the popup (or the page) goes to. */
export function parseSocialStartResult(value: unknown): { uri: string } {
  const uri = text(record(value, 'body').uri, 'uri');
  if (!/^https?:\/\//i.test(uri)) fail('uri');
  return { uri };
}

export function parseStoredShares(value: unknown): StoredShares {
  const body = record(value, 'body');
  return {
    address: text(body.address, 'address'),
    solanaAddress: text(body.solanaAddress, 'solanaAddress'),
    authShare: text(body.authShare, 'authShare'),
    recovery: record(body.recovery, 'recovery'),
  };
}

export function parsePutSharesResult(value: unknown): { wallet: EmbeddedWalletAddresses } {
  const wallet = parseWallet(record(value, 'body').wallet);
  if (wallet === null) fail('wallet');
  return { wallet };
}

export function parseUserResult(value: unknown): { user: EmbeddedUser } {
  return { user: parseUser(record(value, 'body').user) };
}

/** The fields of an error body the frame uses; anything missing falls back to the status text. */
export function parseErrorBody(
  status: number,
  value: unknown,
  retryAfterHeader: string | null,
): AuthApiError {
  const body = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
  const message =
    typeof body.message === 'string' && body.message.length > 0
      ? body.message.slice(0, 300)
      : `HTTP ${status}`;
  const headerSeconds = retryAfterHeader === null ? Number.NaN : Number(retryAfterHeader);
  const retryAfterSeconds = wholeNumber(body.retryAfterSeconds) ?? wholeNumber(headerSeconds);
  const attemptsLeft = wholeNumber(body.attemptsLeft);
  return new AuthApiError(status, message, {
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  });
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}
