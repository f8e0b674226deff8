import fc from 'fast-check';
import { encodeAbiParameters, numberToHex, pad, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeTokenDecimals, decodeTokenText } from './token-metadata.js';

const abiString = (text: string) => encodeAbiParameters([{ type: 'string' }], [text]);

describe('decodeTokenText', () => {
  it('reads an ABI string, and a bytes32 padded with zeros (older tokens)', () => {
    expect(decodeTokenText(abiString('Walletport USD'), 64)).toBe('Walletport USD');
    expect(decodeTokenText(stringToHex('MKR', { size: 32 }), 16)).toBe('MKR');
  });

  it('cleans and caps hostile text, and answers nothing for no answer or garbage', () => {
    expect(decodeTokenText(abiString(`\u202Egnp.exe\u0000${'A'.repeat(5_000)}`), 16)).toBe(
      'gnp.exeAAAAAAAAA',
    );
    expect(decodeTokenText(abiString('\u200B\u0007'), 16)).toBeUndefined();
    expect(decodeTokenText(undefined, 16)).toBeUndefined();
    expect(decodeTokenText('0x', 16)).toBeUndefined();
    expect(decodeTokenText('0x1234', 16)).toBeUndefined();
  });

  it('never throws and never answers more than the cap (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string().map(abiString), fc.stringMatching(/^0x([0-9a-f]{2})*$/)), (data) => {
        const text = decodeTokenText(data as `0x${string}`, 16);
        if (text !== undefined) expect(Array.from(text).length).toBeLessThanOrEqual(16);
      }),
    );
  });
});

describe('decodeTokenDecimals', () => {
  it('reads one word holding 0..36', () => {
    expect(decodeTokenDecimals(pad(numberToHex(6), { size: 32 }))).toBe(6);
    expect(decodeTokenDecimals(pad(numberToHex(36), { size: 32 }))).toBe(36);
    expect(decodeTokenDecimals(pad(numberToHex(255), { size: 32 }))).toBeUndefined();
    expect(decodeTokenDecimals(`0x${'f'.repeat(64)}`)).toBeUndefined();
    expect(decodeTokenDecimals('0x06')).toBeUndefined();
    expect(decodeTokenDecimals(undefined)).toBeUndefined();
  });
});
