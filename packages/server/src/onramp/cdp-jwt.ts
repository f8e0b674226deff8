/**
 * The bearer token of Coinbase Developer Platform API calls: a JWT signed with the operator's CDP API
 * key (an EC key in PEM, signed ES256, or an Ed25519 key as base64, signed EdDSA), valid for two minutes
 * and bound to one method and URL.
 */
import { createPrivateKey, type KeyObject, randomBytes, sign } from 'node:crypto';

/** PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export interface CdpKey {
  id: string;
  key: KeyObject;
  algorithm: 'ES256' | 'EdDSA';
}

/** The key from its secret as CDP hands it out, or undefined when it is neither form. */
export function parseCdpKey(id: string, secret: string): CdpKey | undefined {
  try {
    const pem = secret.replace(/\\n/g, '\n').trim();
    if (pem.startsWith('-----BEGIN')) {
      const key = createPrivateKey(pem);
      if (key.asymmetricKeyType === 'ec') return { id, key, algorithm: 'ES256' };
      if (key.asymmetricKeyType === 'ed25519') return { id, key, algorithm: 'EdDSA' };
      return undefined;
    }
    const raw = Buffer.from(secret.trim(), 'base64');
    if (raw.length !== 64 && raw.length !== 32) return undefined;
    const der = Buffer.concat([ED25519_PKCS8_PREFIX, raw.subarray(0, 32)]);
    return { id, key: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }), algorithm: 'EdDSA' };
  } catch {
    return undefined;
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function cdpJwt(key: CdpKey, method: string, url: string, nowSeconds = Math.floor(Date.now() / 1000)) {
  const target = new URL(url);
  const header = { alg: key.algorithm, kid: key.id, typ: 'JWT', nonce: randomBytes(16).toString('hex') };
  const payload = {
    sub: key.id,
    iss: 'cdp',
    aud: ['cdp_service'],
    nbf: nowSeconds,
    exp: nowSeconds + 120,
    uri: `${method} ${target.host}${target.pathname}`,
  };
  const signingInput = `${base64url(header)}.${base64url(payload)}`;
  const signature =
    key.algorithm === 'ES256'
      ? sign('sha256', Buffer.from(signingInput), { key: key.key, dsaEncoding: 'ieee-p1363' })
      : sign(null, Buffer.from(signingInput), key.key);
  return `${signingInput}.${signature.toString('base64url')}`;
}
