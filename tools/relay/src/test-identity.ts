// A relay client identity for tests: an Ed25519 key pair, its did:key client id, and auth tokens signed
// with it as the SDK signs them. Overrides build the broken tokens that tests of the relay's checks need.
import { generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { didKeyFromPublicKey } from './did-key.js';

export interface TokenOverrides {
  /** Merged into the header {alg: "EdDSA", typ: "JWT"}. */
  header?: Record<string, unknown>;
  /** Merged into the claims {iss, sub, aud, iat, exp}; `undefined` removes a claim. */
  claims?: Record<string, unknown>;
}

export interface TestIdentity {
  /** `did:key:z…`, what the relay reports as `clientId`. */
  readonly clientId: string;
  /** A token for `audience` (the relay URL), issued now and valid for a day unless overridden. */
  token(audience: string, overrides?: TokenOverrides): string;
}

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function rawPublicKey(publicKey: KeyObject): Uint8Array {
  const { x } = publicKey.export({ format: 'jwk' });
  if (typeof x !== 'string') throw new Error('Ed25519 public key without x');
  return Buffer.from(x, 'base64url');
}

export function createTestIdentity(): TestIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const clientId = didKeyFromPublicKey(rawPublicKey(publicKey));
  return {
    clientId,
    token(audience, overrides = {}) {
      const iat = Math.floor(Date.now() / 1000);
      const header = encodePart({ alg: 'EdDSA', typ: 'JWT', ...overrides.header });
      const claims = encodePart({
        iss: clientId,
        sub: randomBytes(32).toString('hex'),
        aud: audience,
        iat,
        exp: iat + 24 * 60 * 60,
        ...overrides.claims,
      });
      const signature = sign(null, Buffer.from(`${header}.${claims}`, 'utf8'), privateKey);
      return `${header}.${claims}.${signature.toString('base64url')}`;
    },
  };
}
