/**
 * SHA-256 (topics) and HKDF-SHA256 (session keys). Web Crypto computes them where it can, so the pairing
 * path downloads no hash code; a page without `crypto.subtle` (outside a secure context) loads the
 * audited @noble/hashes on demand. Both give identical bytes, which the tests check.
 */
const KEY_LENGTH = 32;

const subtleOf = () => globalThis.crypto?.subtle;

const loadNoble = () => import('./noble-hashing.js');

export async function sha256(
  bytes: Uint8Array,
  options: { preferPlatform?: boolean } = {},
): Promise<Uint8Array> {
  const subtle = options.preferPlatform === false ? undefined : subtleOf();
  if (subtle !== undefined) return new Uint8Array(await subtle.digest('SHA-256', new Uint8Array(bytes)));
  return (await loadNoble()).nobleSha256(bytes);
}

/** HKDF-SHA256 with no salt (RFC 5869: a hash-length run of zeros) and no info, 32 bytes out. */
export async function hkdfSha256(
  secret: Uint8Array,
  options: { preferPlatform?: boolean } = {},
): Promise<Uint8Array> {
  const subtle = options.preferPlatform === false ? undefined : subtleOf();
  if (subtle !== undefined) {
    const key = await subtle.importKey('raw', new Uint8Array(secret), 'HKDF', false, ['deriveBits']);
    const params = {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(KEY_LENGTH),
      info: new Uint8Array(),
    };
    return new Uint8Array(await subtle.deriveBits(params, key, KEY_LENGTH * 8));
  }
  return (await loadNoble()).nobleHkdfSha256(secret, KEY_LENGTH);
}
