/** The passphrase-sealed recovery share: round trip, wrong passphrase, minimum length, box checks. */
import { base64 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  InvalidRecoveryBoxError,
  MIN_PASSPHRASE_LENGTH,
  PassphraseTooShortError,
  WrongPassphraseError,
} from '../src/frame/keys/errors.js';
import {
  assertPassphrase,
  openRecoveryBox,
  parseRecoveryBox,
  RECOVERY_SCRYPT_PARAMS,
  type RecoveryBox,
  sealRecoveryShare,
} from '../src/frame/keys/recovery-box.js';
import { createSeed } from '../src/frame/keys/seed.js';
import { splitSeed } from '../src/frame/keys/shares.js';

/** The cheapest parameters a box may carry, so most tests do not spend 0.3 s per scrypt. */
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const PASSPHRASE = 'correct horse battery';

async function recoveryShare(): Promise<Uint8Array> {
  return (await splitSeed(createSeed())).recovery;
}

describe('sealRecoveryShare / openRecoveryBox', () => {
  it('with the default parameters: the box says scrypt N=2^16 r=8 p=1, has the documented fields and opens', async () => {
    const share = await recoveryShare();
    const started = performance.now();
    const box = await sealRecoveryShare(share, PASSPHRASE);
    const sealMs = performance.now() - started;
    expect(box).toMatchObject({ version: 1, kdf: 'scrypt', N: 65536, r: 8, p: 1 });
    expect(RECOVERY_SCRYPT_PARAMS).toEqual({ N: 65536, r: 8, p: 1 });
    expect(base64.decode(box.salt)).toHaveLength(16);
    expect(base64.decode(box.iv)).toHaveLength(12);
    expect(base64.decode(box.ciphertext)).toHaveLength(33 + 16);
    expect(Object.keys(box).sort()).toEqual(['N', 'ciphertext', 'iv', 'kdf', 'p', 'r', 'salt', 'version']);
    expect(await openRecoveryBox(JSON.parse(JSON.stringify(box)), PASSPHRASE)).toEqual(share);
    // About 0.3 s here; the bound leaves room for a loaded CI machine running other suites at once.
    expect(sealMs).toBeLessThan(2_500);
  });

  it('round-trips any share and any passphrase of 10+ characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: MIN_PASSPHRASE_LENGTH, unit: 'grapheme' }),
        async (passphrase) => {
          const share = await recoveryShare();
          const box = await sealRecoveryShare(share, passphrase, FAST);
          expect(await openRecoveryBox(box, passphrase)).toEqual(share);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('a different passphrase is a WrongPassphraseError', async () => {
    const box = await sealRecoveryShare(await recoveryShare(), PASSPHRASE, FAST);
    await expect(openRecoveryBox(box, 'correct horse battery!')).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(openRecoveryBox(box, 'Correct horse battery')).rejects.toBeInstanceOf(WrongPassphraseError);
    await expect(openRecoveryBox(box, '')).rejects.toBeInstanceOf(WrongPassphraseError);
  });

  it('two seals of the same share use fresh salt and nonce', async () => {
    const share = await recoveryShare();
    const first = await sealRecoveryShare(share, PASSPHRASE, FAST);
    const second = await sealRecoveryShare(share, PASSPHRASE, FAST);
    expect(first.salt).not.toBe(second.salt);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
  });

  it('the passphrase is NFKC-normalised: the full-width form opens a box sealed with the ASCII form', async () => {
    const share = await recoveryShare();
    const box = await sealRecoveryShare(share, 'passphrase1', FAST);
    expect(await openRecoveryBox(box, 'ｐａｓｓｐｈｒａｓｅ１')).toEqual(share);
  });

  it('a changed ciphertext, nonce or salt does not open (GCM authenticates the box)', async () => {
    const box = await sealRecoveryShare(await recoveryShare(), PASSPHRASE, FAST);
    for (const field of ['ciphertext', 'iv', 'salt'] as const) {
      const bytes = base64.decode(box[field]);
      bytes[0] = (bytes[0] as number) ^ 1;
      const tampered: RecoveryBox = { ...box, [field]: base64.encode(bytes) };
      await expect(openRecoveryBox(tampered, PASSPHRASE)).rejects.toBeInstanceOf(WrongPassphraseError);
    }
    await expect(openRecoveryBox({ ...box, N: 2 ** 11 }, PASSPHRASE)).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
  });
});

describe('assertPassphrase', () => {
  it('refuses fewer than 10 characters (counted as code points) with PassphraseTooShortError', async () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MIN_PASSPHRASE_LENGTH - 1, unit: 'binary-ascii' }), (short) => {
        expect(() => assertPassphrase(short)).toThrow(PassphraseTooShortError);
      }),
    );
    expect(() => assertPassphrase('123456789')).toThrow('Use at least 10 characters');
    expect(() => assertPassphrase('1234567890')).not.toThrow();
    // Ten emoji are ten characters even though they are twenty UTF-16 units.
    expect(() => assertPassphrase('😀'.repeat(9))).toThrow(PassphraseTooShortError);
    expect(() => assertPassphrase('😀'.repeat(10))).not.toThrow();
    await expect(sealRecoveryShare(await recoveryShare(), 'short', FAST)).rejects.toBeInstanceOf(
      PassphraseTooShortError,
    );
  });
});

describe('parseRecoveryBox', () => {
  it('throws only InvalidRecoveryBoxError for arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => parseRecoveryBox(value)).toThrow(InvalidRecoveryBoxError);
      }),
    );
  });

  it('refuses parameters outside the bounds a frame would ever use', async () => {
    const box = await sealRecoveryShare(await recoveryShare(), PASSPHRASE, FAST);
    const bad: Record<string, unknown>[] = [
      { N: 2 ** 30 },
      { N: 3000 },
      { N: 2 ** 9 },
      { r: 64, N: 2 ** 18 },
      { p: 100 },
      { r: 0 },
      { version: 2 },
      { kdf: 'pbkdf2' },
      { iv: base64.encode(new Uint8Array(16)) },
      { salt: 'not base64!' },
      { ciphertext: base64.encode(new Uint8Array(10)) },
    ];
    for (const change of bad) {
      expect(() => parseRecoveryBox({ ...box, ...change }), JSON.stringify(change)).toThrow(
        InvalidRecoveryBoxError,
      );
    }
    expect(parseRecoveryBox({ ...box, extra: 'ignored' })).toEqual(box);
  });

  it('refuses to seal with parameters it would not open', async () => {
    await expect(
      sealRecoveryShare(await recoveryShare(), PASSPHRASE, { N: 2 ** 20, r: 8, p: 1 }),
    ).rejects.toBeInstanceOf(InvalidRecoveryBoxError);
  });
});
