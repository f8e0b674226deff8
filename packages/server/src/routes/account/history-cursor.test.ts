import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor.js';

const position = fc.record({
  blockNumber: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  txIndex: fc.integer({ min: 0, max: 2_147_483_647 }),
});

describe('history cursor', () => {
  it('is an opaque base64url token of the position', () => {
    const token = encodeHistoryCursor({ blockNumber: 123, txIndex: 4 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeHistoryCursor(token)).toEqual({ blockNumber: 123, txIndex: 4 });
  });

  it('refuses anything this server did not write', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      '',
      'garbage!',
      b64('h1.12'),
      b64('h1.012.1'),
      b64('h1.-1.0'),
      b64('h2.1.1'),
      b64('h1.1.99999999999'),
      `${encodeHistoryCursor({ blockNumber: 5, txIndex: 1 })}=`,
      'A'.repeat(100),
    ]) {
      expect(decodeHistoryCursor(bad), bad).toBeUndefined();
    }
  });

  it('round-trips every position (property)', () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(decodeHistoryCursor(encodeHistoryCursor(p))).toEqual(p);
      }),
    );
  });

  it('decodes only canonical tokens, never throwing, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/)), (text) => {
        const decoded = decodeHistoryCursor(text);
        if (decoded !== undefined) expect(encodeHistoryCursor(decoded)).toBe(text);
      }),
    );
  });
});
