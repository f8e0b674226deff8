/**
 * The relay's client authentication: an Ed25519 identity key per client (kept in storage, so the relay
 * sees the same client across reloads) and a short-lived JWT signed with it, sent as `?auth=` when the
 * socket opens. The issuer is the key as a `did:key` (multicodec 0xed01, multibase base58btc); the
 * audience is the relay URL exactly as configured.
 */
import { randomHex32 } from './crypto.js';
import { type Ed25519Signer, ed25519Signer } from './ed25519-signer.js';
import { base58Encode, base64UrlEncode, bytesToHex, randomBytes, utf8ToBytes } from './encoding.js';

const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01);
/** The relay refuses tokens without an expiry; a day outlives any socket we keep. */
export const AUTH_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** A fresh identity: 32 random bytes, the Ed25519 seed (RFC 8032 private key). */
export function generateIdentitySeed(): string {
  return bytesToHex(randomBytes(32));
}

/** `did:key:z…` of an Ed25519 public key. */
export function didKeyOf(publicKey: Uint8Array): string {
  const prefixed = new Uint8Array(ED25519_MULTICODEC.length + publicKey.length);
  prefixed.set(ED25519_MULTICODEC);
  prefixed.set(publicKey, ED25519_MULTICODEC.length);
  return `did:key:z${base58Encode(prefixed)}`;
}

const encodeJson = (value: unknown) => base64UrlEncode(utf8ToBytes(JSON.stringify(value)));

/** The signed token for `audience` (the relay URL), issued at `nowSeconds`. */
export async function signRelayToken(
  signer: Ed25519Signer,
  audience: string,
  nowSeconds: number,
): Promise<string> {
  const header = encodeJson({ alg: 'EdDSA', typ: 'JWT' });
  const payload = encodeJson({
    iss: didKeyOf(signer.publicKey),
    sub: randomHex32(),
    aud: audience,
    iat: nowSeconds,
    exp: nowSeconds + AUTH_TOKEN_TTL_SECONDS,
  });
  const signature = await signer.sign(utf8ToBytes(`${header}.${payload}`));
  return `${header}.${payload}.${base64UrlEncode(signature)}`;
}

export { ed25519Signer };

/** The socket URL: the relay URL with the token, the project id and a user-agent tag in the query. */
export function relaySocketUrl(relayUrl: string, token: string, projectId: string): string {
  const url = new URL(relayUrl);
  url.searchParams.set('auth', token);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('ua', 'wc-2/walletport');
  return url.toString();
}
