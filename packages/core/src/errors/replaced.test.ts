import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from './base.js';
import { classifyReplacement, type ReplaceableTransaction } from './replaced.js';

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const original: ReplaceableTransaction = {
  from: SENDER,
  to: OTHER,
  value: 10n,
  input: '0xa9059cbb',
  nonce: 7,
};

describe('classifyReplacement', () => {
  it('same recipient, value and calldata is a repricing (speed-up)', () => {
    expect(classifyReplacement(original, { ...original })).toBe('repriced');
    expect(classifyReplacement(original, { ...original, to: OTHER.toLowerCase(), input: '0xA9059CBB' })).toBe(
      'repriced',
    );
  });

  it('a zero-value self-send with empty input is a cancellation', () => {
    for (const input of [undefined, '', '0x']) {
      expect(
        classifyReplacement(original, { from: SENDER, to: SENDER.toLowerCase(), value: 0n, input, nonce: 7 }),
      ).toBe('cancelled');
    }
  });

  it('a self-send with value or calldata is a plain replacement', () => {
    expect(classifyReplacement(original, { from: SENDER, to: SENDER, value: 1n, nonce: 7 })).toBe('replaced');
    expect(
      classifyReplacement(original, { from: SENDER, to: SENDER, value: 0n, input: '0x01', nonce: 7 }),
    ).toBe('replaced');
  });

  it('anything else is replaced', () => {
    expect(classifyReplacement(original, { ...original, value: 11n })).toBe('replaced');
    expect(classifyReplacement(original, { ...original, to: SENDER.replace('f39', 'f38') })).toBe('replaced');
    expect(classifyReplacement(original, { ...original, input: '0x' })).toBe('replaced');
    expect(classifyReplacement(original, { ...original, to: null })).toBe('replaced');
  });

  it('treats empty calldata forms as equal and contract creations alike', () => {
    const creation = { from: SENDER, to: null, value: 0n, input: '0x6000', nonce: 1n };
    expect(classifyReplacement(creation, { ...creation, to: undefined, nonce: 1 })).toBe('repriced');
    const transfer = { from: SENDER, to: OTHER, value: 1n, input: '0x', nonce: 1 };
    expect(classifyReplacement(transfer, { ...transfer, input: undefined })).toBe('repriced');
  });

  it('refuses transactions that differ in sender or nonce', () => {
    expect(() => classifyReplacement(original, { ...original, nonce: 8 })).toThrowError(
      'A replacement transaction must have the same sender and nonce as the original',
    );
    expect(() => classifyReplacement(original, { ...original, from: OTHER })).toThrowError(WalletportError);
  });

  it('always answers one of the three reasons for same sender and nonce (property)', () => {
    const address = fc.constantFrom(SENDER, OTHER, SENDER.toLowerCase());
    const tx = fc.record({
      to: fc.option(address, { nil: null }),
      value: fc.bigInt({ min: 0n, max: 3n }),
      input: fc.option(fc.constantFrom('0x', '', '0x01', '0xa9059cbb'), { nil: undefined }),
    });
    fc.assert(
      fc.property(tx, tx, (a, b) => {
        const reason = classifyReplacement(
          { ...a, from: SENDER, nonce: 1 },
          { ...b, from: SENDER, nonce: 1 },
        );
        expect(['repriced', 'cancelled', 'replaced']).toContain(reason);
        // Classification of a transaction against itself is always a repricing.
        expect(classifyReplacement({ ...a, from: SENDER, nonce: 1 }, { ...a, from: SENDER, nonce: 1 })).toBe(
          'repriced',
        );
      }),
    );
  });
});
