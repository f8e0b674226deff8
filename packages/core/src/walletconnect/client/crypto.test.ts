import { createHash } from 'node:crypto';
import * as official from '@walletconnect/utils';
import { x25519 } from '@noble/curves/ed25519';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_TYPE_0,
  ENVELOPE_TYPE_1,
  type Envelope,
  envelopeId,
  isHex32,
  open,
  randomHex32,
  readEnvelope,
  seal,
  symKeyFromSharedSecret,
  topicOfKey,
} from './crypto.js';

// The official implementation (@walletconnect/utils) is the oracle for the key schedule and envelopes.
const hex32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const text = fc.string({ unit: 'binary', maxLength: 200 });

interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/** Key pairs with a visible private key, for the tests (the client's own agreement hides it). */
const generateKeyPair = (): KeyPair => {
  const privateKey = x25519.utils.randomPrivateKey();
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
  return { privateKey: hex(privateKey), publicKey: hex(x25519.getPublicKey(privateKey)) };
};

/** Our schedule: HKDF of the X25519 shared secret. */
const deriveSymKey = (privateKey: string, peerPublicKey: string): Promise<string> =>
  symKeyFromSharedSecret(
    x25519.getSharedSecret(Buffer.from(privateKey, 'hex'), Buffer.from(peerPublicKey, 'hex')),
  );

const mustRead = (message: string): Envelope => {
  const envelope = readEnvelope(message);
  if (envelope === undefined) throw new Error('not an envelope');
  return envelope;
};

const flipByte = (message: string, position: number, mask: number): string => {
  const bytes = Buffer.from(message, 'base64');
  const at = position % bytes.length;
  bytes[at] = (bytes[at] as number) ^ mask;
  return bytes.toString('base64');
};

describe('keys and topics', () => {
  it('random keys are lowercase 32-byte hex and differ each time', () => {
    const key = randomHex32();
    expect(isHex32(key)).toBe(true);
    expect(randomHex32()).not.toBe(key);
  });

  it.each([
    ['uppercase', 'A'.repeat(64)],
    ['63 chars', 'a'.repeat(63)],
    ['65 chars', 'a'.repeat(65)],
    ['0x prefix', `0x${'a'.repeat(62)}`],
    ['not hex', 'g'.repeat(64)],
    ['a number', 1],
    ['undefined', undefined],
  ])('isHex32 refuses %s', (_, value) => {
    expect(isHex32(value)).toBe(false);
  });

  it('property: the symmetric key is symmetric (A.priv + B.pub == B.priv + A.pub)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), async () => {
        const a = generateKeyPair();
        const b = generateKeyPair();
        const key = await deriveSymKey(a.privateKey, b.publicKey);
        expect(isHex32(key)).toBe(true);
        expect(await deriveSymKey(b.privateKey, a.publicKey)).toBe(key);
        // A third party's key gives another secret.
        expect(await deriveSymKey(generateKeyPair().privateKey, b.publicKey)).not.toBe(key);
      }),
      { numRuns: 30 },
    );
  });

  it('property: symKeyFromSharedSecret agrees with the official deriveSymKey', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer(), async () => {
        const ours = generateKeyPair();
        const theirs = official.generateKeyPair();
        const expected = official.deriveSymKey(theirs.privateKey, ours.publicKey);
        expect(await deriveSymKey(ours.privateKey, theirs.publicKey)).toBe(expected);
      }),
      { numRuns: 30 },
    );
  });

  it('property: topicOfKey is the SHA-256 of the key bytes, as hashKey computes it', async () => {
    await fc.assert(
      fc.asyncProperty(hex32, async (key) => {
        const topic = await topicOfKey(key);
        expect(topic).toBe(createHash('sha256').update(Buffer.from(key, 'hex')).digest('hex'));
        expect(topic).toBe(official.hashKey(key));
        expect(isHex32(topic)).toBe(true);
      }),
    );
  });
});

describe('envelopeId', () => {
  it('is the same for a redelivered envelope and differs per topic', () => {
    const message = seal('hello', randomHex32());
    expect(envelopeId('a'.repeat(64), message)).toBe(envelopeId('a'.repeat(64), message));
    expect(envelopeId('a'.repeat(64), message)).not.toBe(envelopeId('b'.repeat(64), message));
  });

  it('property: tells apart every envelope sealed on one topic, even of the same text', () => {
    const key = randomHex32();
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { minLength: 2, maxLength: 50 }), (texts) => {
        const ids = texts.flatMap((text) => [seal(text, key), seal(text, key, { senderPublicKey: key })]);
        expect(new Set(ids.map((message) => envelopeId('a'.repeat(64), message))).size).toBe(ids.length);
      }),
      { numRuns: 30 },
    );
  });
});

describe('seal and open', () => {
  it('property: type 0 round trip', () => {
    fc.assert(
      fc.property(text, hex32, (plaintext, key) => {
        const envelope = mustRead(seal(plaintext, key));
        expect(envelope.type).toBe(ENVELOPE_TYPE_0);
        expect(envelope.senderPublicKey).toBeUndefined();
        expect(envelope.iv).toHaveLength(12);
        expect(open(envelope, key)).toBe(plaintext);
      }),
    );
  });

  it('property: type 1 carries the sender key, from which the receiver derives the key', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (plaintext) => {
        const sender = generateKeyPair();
        const receiver = generateKeyPair();
        const message = seal(plaintext, await deriveSymKey(sender.privateKey, receiver.publicKey), {
          senderPublicKey: sender.publicKey,
        });
        expect(Buffer.from(message, 'base64').subarray(1, 33).toString('hex')).toBe(sender.publicKey);
        const envelope = mustRead(message);
        expect(envelope.type).toBe(ENVELOPE_TYPE_1);
        expect(envelope.senderPublicKey).toBe(sender.publicKey);
        const key = await deriveSymKey(receiver.privateKey, envelope.senderPublicKey as string);
        expect(open(envelope, key)).toBe(plaintext);
      }),
      { numRuns: 40 },
    );
  });

  it('uses a fresh iv for every envelope', () => {
    const key = randomHex32();
    expect(seal('same', key)).not.toBe(seal('same', key));
  });

  it('refuses to open with another key', () => {
    const envelope = mustRead(seal('secret', randomHex32()));
    expect(() => open(envelope, randomHex32())).toThrow();
  });

  it('property: any flipped byte after the type byte makes a type 0 envelope fail to open', () => {
    fc.assert(
      fc.property(
        text,
        hex32,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (plaintext, key, position, mask) => {
          const message = seal(plaintext, key);
          const length = Buffer.from(message, 'base64').length;
          const altered = flipByte(message, 1 + (position % (length - 1)), mask);
          expect(() => open(mustRead(altered), key)).toThrow();
        },
      ),
    );
  });

  it('property: a flipped byte anywhere in a type 1 envelope (sender key included) fails to open', async () => {
    const receiver = generateKeyPair();
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (plaintext, position, mask) => {
          const sender = generateKeyPair();
          const message = seal(plaintext, await deriveSymKey(sender.privateKey, receiver.publicKey), {
            senderPublicKey: sender.publicKey,
          });
          const length = Buffer.from(message, 'base64').length;
          const envelope = readEnvelope(flipByte(message, 1 + (position % (length - 1)), mask));
          expect(envelope).toBeDefined();
          const senderPublicKey = (envelope as Envelope).senderPublicKey as string;
          // A flipped sender key may not even be a usable curve point: that is a refusal too.
          const key = await deriveSymKey(receiver.privateKey, senderPublicKey).catch(() => randomHex32());
          expect(() => open(envelope as Envelope, key)).toThrow();
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('readEnvelope', () => {
  const envelopeOf = (bytes: number[]) => Buffer.from(bytes).toString('base64');

  it('property: never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (message) => {
        const envelope = readEnvelope(message);
        if (envelope !== undefined) expect([ENVELOPE_TYPE_0, ENVELOPE_TYPE_1]).toContain(envelope.type);
      }),
    );
  });

  it('property: undefined for unknown type bytes, whatever follows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 255 }), fc.uint8Array({ maxLength: 120 }), (type, rest) => {
        expect(readEnvelope(envelopeOf([type, ...rest]))).toBeUndefined();
      }),
    );
  });

  it('property: splits any long enough type 0 / type 1 buffer at the protocol offsets', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.uint8Array({ minLength: 61, maxLength: 120 }), (type, rest) => {
        const bytes = [type, ...rest];
        const envelope = readEnvelope(envelopeOf(bytes)) as Envelope;
        const ivStart = type === 0 ? 1 : 33;
        expect(envelope.type).toBe(type);
        expect(envelope.iv).toEqual(Uint8Array.from(bytes.slice(ivStart, ivStart + 12)));
        expect(envelope.sealed).toEqual(Uint8Array.from(bytes.slice(ivStart + 12)));
        if (type === 1)
          expect(envelope.senderPublicKey).toBe(Buffer.from(bytes.slice(1, 33)).toString('hex'));
      }),
    );
  });

  it.each([
    ['empty', []],
    ['type 0, one byte short of iv + tag', [0, ...new Array(27).fill(7)]],
    ['type 1, one byte short of key + iv + tag', [1, ...new Array(59).fill(7)]],
    ['type 1 only as long as a type 0', [1, ...new Array(28).fill(7)]],
  ])('undefined for a short buffer: %s', (_, bytes) => {
    expect(readEnvelope(envelopeOf(bytes))).toBeUndefined();
  });

  it('accepts the shortest envelopes (empty plaintext)', () => {
    expect(readEnvelope(envelopeOf([0, ...new Array(28).fill(7)]))?.sealed).toHaveLength(16);
    expect(readEnvelope(envelopeOf([1, ...new Array(60).fill(7)]))?.sealed).toHaveLength(16);
    expect(open(mustRead(seal('', '11'.repeat(32))), '11'.repeat(32))).toBe('');
  });

  it.each(['not base64!', 'AAAA AAAA', '{"type":0}', 'AA'])('undefined for non-base64 %j', (message) => {
    expect(readEnvelope(message)).toBeUndefined();
  });
});

describe('interop with the official implementation', () => {
  it('property: their type 0 encrypt opens with ours, our type 0 seal decrypts with theirs', () => {
    fc.assert(
      fc.property(text, hex32, (message, symKey) => {
        expect(open(mustRead(official.encrypt({ type: 0, symKey, message })), symKey)).toBe(message);
        expect(official.decrypt({ symKey, encoded: seal(message, symKey) })).toBe(message);
      }),
      { numRuns: 60 },
    );
  });

  it('property: their type 1 (wallet to us) opens with our derived key', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (message) => {
        const wallet = official.generateKeyPair();
        const dapp = generateKeyPair();
        const encoded = official.encrypt({
          type: 1,
          symKey: official.deriveSymKey(wallet.privateKey, dapp.publicKey),
          senderPublicKey: wallet.publicKey,
          message,
        });
        const envelope = mustRead(encoded);
        expect(envelope.senderPublicKey).toBe(wallet.publicKey);
        expect(open(envelope, await deriveSymKey(dapp.privateKey, wallet.publicKey))).toBe(message);
      }),
      { numRuns: 30 },
    );
  });

  it('property: our type 1 (us to a wallet) decrypts with theirs', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (message) => {
        const wallet = official.generateKeyPair();
        const dapp = generateKeyPair();
        const encoded = seal(message, await deriveSymKey(dapp.privateKey, wallet.publicKey), {
          senderPublicKey: dapp.publicKey,
        });
        const parsed = official.deserialize({ encoded });
        expect(parsed.type).toEqual(Uint8Array.of(1));
        const senderPublicKey = Buffer.from(parsed.senderPublicKey as Uint8Array).toString('hex');
        expect(senderPublicKey).toBe(dapp.publicKey);
        const symKey = official.deriveSymKey(wallet.privateKey, senderPublicKey);
        expect(official.decrypt({ symKey, encoded })).toBe(message);
      }),
      { numRuns: 30 },
    );
  });
});
