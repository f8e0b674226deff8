/**
 * Auth shares at rest: AES-256-GCM with a fresh 96-bit IV per share, the project and user id as
 * additional data (a sealed share moved to another user's row no longer opens). Stored as
 * 'v1:<iv>:<ciphertext>:<tag>', base64url parts.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class ShareCipherError extends Error {
  override readonly name = 'ShareCipherError';
}

export function sealShare(key: Buffer, share: Uint8Array, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(share), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The share sealed by sealShare under the same key and context; throws ShareCipherError otherwise. */
export function openShare(key: Buffer, sealed: string, context: string): Buffer {
  const [version, iv = '', ciphertext = '', tag = '', ...rest] = sealed.split(':');
  if (version !== VERSION || rest.length > 0) throw new ShareCipherError('Unknown sealed share format.');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
  } catch {
    // Wrong key, wrong context or altered bytes: GCM cannot tell which, and neither should the answer.
    throw new ShareCipherError('The sealed share does not open with this key.');
  }
}
