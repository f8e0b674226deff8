import { formatUri, parseUri } from '@walletconnect/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPairingUri, type PairingUri, parsePairingUri } from './uri.js';

const hex32 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const method = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,30}$/);
const pairing: fc.Arbitrary<PairingUri> = fc.record({
  topic: hex32,
  symKey: hex32,
  relayProtocol: fc.oneof(fc.constant('irn'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 })),
  expiryTimestamp: fc.integer({ min: 0, max: 999_999_999_999 }),
  methods: fc.array(method, { maxLength: 5 }),
});

const TOPIC = 'a'.repeat(64);
const KEY = 'b'.repeat(64);
const valid = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1700000000`;

describe('formatPairingUri / parsePairingUri', () => {
  it('formats the protocol form', () => {
    expect(
      formatPairingUri({
        topic: TOPIC,
        symKey: KEY,
        relayProtocol: 'irn',
        expiryTimestamp: 1_700_000_000,
        methods: ['wc_sessionPropose', 'wc_sessionRequest'],
      }),
    ).toBe(`${valid}&methods=wc_sessionPropose%2Cwc_sessionRequest`);
  });

  it('property: round trip', () => {
    fc.assert(
      fc.property(pairing, (input) => {
        expect(parsePairingUri(formatPairingUri(input))).toEqual(input);
      }),
    );
  });

  it('parses a minimal URI without methods', () => {
    expect(parsePairingUri(valid)).toEqual({
      topic: TOPIC,
      symKey: KEY,
      relayProtocol: 'irn',
      expiryTimestamp: 1_700_000_000,
      methods: [],
    });
  });

  it('property: never throws on arbitrary strings', () => {
    const prefixed = fc.string({ unit: 'binary', maxLength: 300 }).map((rest) => `wc:${TOPIC}@2?${rest}`);
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), prefixed), (text) => {
        const parsed = parsePairingUri(text);
        if (parsed !== undefined) {
          expect(parsed.topic).toMatch(/^[0-9a-f]{64}$/);
          expect(parsed.symKey).toMatch(/^[0-9a-f]{64}$/);
          expect(Number.isSafeInteger(parsed.expiryTimestamp)).toBe(true);
        }
      }),
    );
  });

  it.each([
    ['version 1', valid.replace('@2?', '@1?')],
    ['no version', valid.replace('@2?', '?')],
    ['no query', `wc:${TOPIC}@2`],
    ['another scheme', valid.replace('wc:', 'wx:')],
    ['uppercase topic', valid.replace(TOPIC, TOPIC.toUpperCase())],
    ['short topic', valid.replace(TOPIC, TOPIC.slice(1))],
    ['long topic', valid.replace(TOPIC, `${TOPIC}a`)],
    ['non-hex topic', valid.replace(TOPIC, 'g'.repeat(64))],
    ['missing key', valid.replace(`symKey=${KEY}&`, '')],
    ['uppercase key', valid.replace(KEY, KEY.toUpperCase())],
    ['short key', valid.replace(KEY, KEY.slice(2))],
    ['non-hex key', valid.replace(KEY, 'z'.repeat(64))],
    ['missing relay protocol', valid.replace('relay-protocol=irn&', '')],
    ['empty relay protocol', valid.replace('relay-protocol=irn', 'relay-protocol=')],
    ['missing expiry', valid.replace('&expiryTimestamp=1700000000', '')],
    ['negative expiry', valid.replace('1700000000', '-1')],
    ['fractional expiry', valid.replace('1700000000', '1.5')],
    ['exponent expiry', valid.replace('1700000000', '1e9')],
    ['13-digit expiry', valid.replace('1700000000', '1234567890123')],
    ['leading space', ` ${valid}`],
  ])('refuses %s', (_, uri) => {
    expect(parsePairingUri(uri)).toBeUndefined();
  });
});

describe('agreement with the official parseUri / formatUri', () => {
  it('property: the official parser reads our URIs as we do', () => {
    fc.assert(
      fc.property(pairing, (input) => {
        const theirs = parseUri(formatPairingUri(input));
        expect(theirs.version).toBe(2);
        expect(theirs.topic).toBe(input.topic);
        expect(theirs.symKey).toBe(input.symKey);
        expect(theirs.relay.protocol).toBe(input.relayProtocol);
        expect(theirs.expiryTimestamp).toBe(input.expiryTimestamp);
        expect(theirs.methods ?? []).toEqual(input.methods);
      }),
    );
  });

  it('property: we read the official formatter’s URIs as it does', () => {
    fc.assert(
      fc.property(pairing, (input) => {
        const uri = formatUri({
          protocol: 'wc',
          version: 2,
          topic: input.topic,
          symKey: input.symKey,
          relay: { protocol: input.relayProtocol },
          expiryTimestamp: input.expiryTimestamp,
          methods: input.methods,
        });
        const ours = parsePairingUri(uri);
        const theirs = parseUri(uri);
        // The official formatter leaves out a zero expiry; ours requires one.
        if (input.expiryTimestamp === 0) return;
        expect(ours).toBeDefined();
        expect(ours?.topic).toBe(theirs.topic);
        expect(ours?.symKey).toBe(theirs.symKey);
        expect(ours?.relayProtocol).toBe(theirs.relay.protocol);
        expect(ours?.expiryTimestamp).toBe(theirs.expiryTimestamp);
        expect(ours?.methods).toEqual((theirs.methods ?? []).filter((name) => name !== ''));
      }),
    );
  });
});
