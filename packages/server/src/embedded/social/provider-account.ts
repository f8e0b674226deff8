/**
 * Who logged in, read from what a provider answered: the claims of a verified OIDC id_token, or the body
 * of an OAuth-2-only provider's user API (GitHub, X, Discord). Only a stable account id is required; an
 * email counts only when the provider vouches for it, since the email is what links an identity to an
 * existing user (and wallet). Anything malformed is a provider failure, never a guess.
 */
import type { SocialIdentity } from '../account-store.js';
import { normalizeEmail } from '../email-address.js';

export class ProviderAnswerError extends Error {
  override readonly name = 'ProviderAnswerError';
}

/** A provider account without its provider name. */
export type ProviderAccount = Omit<SocialIdentity, 'provider'>;

/** Longer ids or names than this are not what any provider hands out. */
const MAX_SUBJECT_LENGTH = 255;
const MAX_USERNAME_LENGTH = 100;

type Json = Record<string, unknown>;

function record(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProviderAnswerError(`The provider's ${what} is not an object`);
  }
  return value as Json;
}

function subjectOf(value: unknown): string {
  // GitHub's ids are numbers, the others' strings; both are kept as the provider wrote them.
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || text === '' || text.length > MAX_SUBJECT_LENGTH || /[\s\0]/.test(text)) {
    throw new ProviderAnswerError("The provider's answer has no usable account id");
  }
  return text;
}

/** A display name: trimmed, without control characters, bounded; undefined when empty or not text. */
export function usernameOf(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string') continue;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    const clean = candidate.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    if (clean !== '') return clean.slice(0, MAX_USERNAME_LENGTH);
  }
  return undefined;
}

function verifiedEmailOf(email: unknown, verified: boolean): string | undefined {
  if (!verified || typeof email !== 'string') return undefined;
  return normalizeEmail(email);
}

/** OIDC: 'sub', and the email only with email_verified true (Apple writes it as the string "true"). */
export function accountFromIdTokenClaims(claims: Json): ProviderAccount {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const verifiedEmail = verifiedEmailOf(claims.email, verified);
  return {
    subject: subjectOf(claims.sub),
    verifiedEmail,
    username: usernameOf(claims.preferred_username, claims.name, verifiedEmail),
  };
}

/**
 * GitHub's GET /user: { id, login, name, email }, and GET /user/emails: [{ email, primary, verified }].
 * The profile's `email` says nothing of verification, so only the primary address that /user/emails marks
 * verified counts (none when that list could not be read).
 */
export function accountFromGithubUser(body: unknown, emails?: unknown): ProviderAccount {
  const user = record(body, 'user');
  const primary = Array.isArray(emails)
    ? emails.find(
        (entry): entry is Json =>
          typeof entry === 'object' && entry !== null && (entry as Json).primary === true,
      )
    : undefined;
  return {
    subject: subjectOf(user.id),
    verifiedEmail: verifiedEmailOf(primary?.email, primary?.verified === true),
    username: usernameOf(user.login, user.name),
  };
}

/** X's GET /2/users/me: { data: { id, username, name } }; X gives no email. */
export function accountFromXUser(body: unknown): ProviderAccount {
  const user = record(record(body, 'user').data, 'user');
  return {
    subject: subjectOf(user.id),
    verifiedEmail: undefined,
    username: usernameOf(user.username, user.name),
  };
}

/** Discord's GET /users/@me: { id, username, global_name, email, verified }. */
export function accountFromDiscordUser(body: unknown): ProviderAccount {
  const user = record(body, 'user');
  return {
    subject: subjectOf(user.id),
    verifiedEmail: verifiedEmailOf(user.email, user.verified === true),
    username: usernameOf(user.username, user.global_name),
  };
}
