// Verification of the relay auth token every client sends when it opens its socket: a JWT
// `base64url(header).base64url(claims).base64url(signature)` with header {alg:"EdDSA", typ:"JWT"} and claims
// {iss, sub, aud, iat, exp}, signed with the Ed25519 key that `iss` (a did:key) names. The production relay
// refuses a connection whose token fails any of these checks, so this one does too.
import { createPublicKey, verify } from 'node:crypto';
import { publicKeyFromDidKey } from './did-key.js';

/** Tolerated clock difference for `iat` (WalletConnect's Rust relay client validates with 120 s). */
export const AUTH_CLOCK_SKEW_SECONDS = 120;
/** The SDK's tokens are ~400 characters; anything far longer is not a relay token. */
export const MAX_AUTH_TOKEN_LENGTH = 4_096;

export interface AuthTokenPolicy {
  /** Accepted `aud` values, compared exactly: the relay URL as clients configure it. */
  audiences: readonly string[];
  /** Unix seconds; defaults to the current time. */
  nowSeconds?: number;
}

export interface AuthClaims {
  iss: string;
  sub: string;
  aud: string;
  iat: number;
  exp: number;
}

export type AuthTokenCheck =
  | { ok: true; clientId: string; claims: AuthClaims }
  /** `reason` is short, never contains the token, and may be shown to the client. */
  | { ok: false; reason: string };

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const ED25519_SIGNATURE_LENGTH = 64;

/** Unpadded base64url bytes, or undefined unless `text` is their one canonical encoding. */
function decodeSegment(text: string): Buffer | undefined {
  if (!SEGMENT.test(text) || text.length % 4 === 1) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  // Unused trailing bits would let two spellings carry the same bytes; the strict decoders refuse them.
  return bytes.toString('base64url') === text ? bytes : undefined;
}

function decodeJsonObject(text: string): Record<string, unknown> | undefined {
  const bytes = decodeSegment(text);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readClaims(claims: Record<string, unknown>): AuthClaims | string {
  const { iss, sub, aud, iat, exp } = claims;
  if (typeof iss !== 'string') return 'iss must be a did:key';
  if (typeof sub !== 'string' || sub.length === 0) return 'sub must be a non-empty string';
  if (typeof aud !== 'string') return 'aud must be the relay URL';
  if (!isTime(iat)) return 'iat must be a number of seconds';
  if (!isTime(exp)) return 'exp must be a number of seconds';
  return { iss, sub, aud, iat, exp };
}

function signatureMatches(signedText: string, signature: Buffer, publicKey: Uint8Array): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    });
    return verify(null, Buffer.from(signedText, 'utf8'), key, signature);
  } catch {
    return false; // a key that is not a curve point
  }
}

/** Checks an auth token as the production relay does; never throws. */
export function verifyAuthToken(token: string, policy: AuthTokenPolicy): AuthTokenCheck {
  const refuse = (reason: string): AuthTokenCheck => ({ ok: false, reason });
  if (token.length > MAX_AUTH_TOKEN_LENGTH) return refuse('auth token too long');
  const parts = token.split('.');
  if (parts.length !== 3) return refuse('auth token is not a JWT (header.claims.signature)');
  const [headerText = '', claimsText = '', signatureText = ''] = parts;
  const header = decodeJsonObject(headerText);
  if (!header) return refuse('auth token header is not base64url JSON');
  if (header.alg !== 'EdDSA') return refuse('auth token alg must be EdDSA');
  if (header.typ !== 'JWT') return refuse('auth token typ must be JWT');
  const rawClaims = decodeJsonObject(claimsText);
  if (!rawClaims) return refuse('auth token claims are not base64url JSON');
  const claims = readClaims(rawClaims);
  if (typeof claims === 'string') return refuse(`auth token ${claims}`);
  const publicKey = publicKeyFromDidKey(claims.iss);
  if (!publicKey) return refuse('auth token iss is not an Ed25519 did:key');
  const signature = decodeSegment(signatureText);
  if (signature?.length !== ED25519_SIGNATURE_LENGTH) return refuse('auth token signature is malformed');
  if (!signatureMatches(`${headerText}.${claimsText}`, signature, publicKey)) {
    return refuse('auth token signature does not match iss');
  }
  if (!policy.audiences.includes(claims.aud)) {
    const expected = policy.audiences.slice(0, 3).join(', ');
    return refuse(
      `auth token aud ${JSON.stringify(claims.aud.slice(0, 200))} is not this relay (${expected})`,
    );
  }
  const now = policy.nowSeconds ?? Date.now() / 1000;
  if (claims.exp <= now) return refuse('auth token expired');
  if (claims.iat > now + AUTH_CLOCK_SKEW_SECONDS) return refuse('auth token iat is in the future');
  return { ok: true, clientId: claims.iss, claims };
}
