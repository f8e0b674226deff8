import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeRevertData,
  extractRevertReason,
  isRevertedReceipt,
  revertedReceiptError,
  TransactionRevertedError,
  UNKNOWN_REVERT_REASON,
} from './revert-reason.js';

/** ABI-encodes Error(string) the way solc does, to test the decoder independently of any node. */
function encodeErrorString(reason: string): string {
  const bytes = new TextEncoder().encode(reason);
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const padded = hex.padEnd(Math.ceil(hex.length / 64) * 64, '0');
  const word = (value: number) => value.toString(16).padStart(64, '0');
  return `0x08c379a0${word(32)}${word(bytes.length)}${padded}`;
}

describe('decodeRevertData', () => {
  it('decodes Error(string) as anvil returned it', () => {
    expect(
      decodeRevertData(
        '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000046e6f706500000000000000000000000000000000000000000000000000000000',
      ),
    ).toBe('nope');
  });

  it('describes panics and custom errors in anvil’s words', () => {
    expect(decodeRevertData(`0x4e487b71${'0'.repeat(62)}11`)).toBe(
      'panic: arithmetic underflow or overflow (0x11)',
    );
    expect(decodeRevertData(`0x4e487b71${'0'.repeat(62)}01`)).toBe('panic: assert(false) (0x01)');
    expect(decodeRevertData(`0x4e487b71${'0'.repeat(62)}99`)).toBe('panic: unknown panic code (0x99)');
    expect(decodeRevertData('0xdeadbeef')).toBe('custom error 0xdeadbeef');
  });

  it('refuses empty and malformed data', () => {
    expect(decodeRevertData('0x')).toBeUndefined();
    expect(decodeRevertData('0x08c379a0')).toBeUndefined();
    expect(decodeRevertData('0x08c379a0ff')).toBeUndefined();
    expect(decodeRevertData('nope')).toBeUndefined();
    expect(decodeRevertData('0x4e487b71')).toBeUndefined();
    expect(decodeRevertData(`0x08c379a0${'f'.repeat(128)}`)).toBeUndefined();
  });

  it('round-trips any reason string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (reason) => {
        expect(decodeRevertData(encodeErrorString(reason))).toBe(reason);
      }),
    );
  });

  it('never throws on hex input (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-f]*$/), (data) => {
        const decoded = decodeRevertData(data);
        if (decoded !== undefined) expect(typeof decoded).toBe('string');
      }),
    );
  });
});

describe('extractRevertReason', () => {
  it('prefers decoded data over message text', () => {
    expect(extractRevertReason({ message: 'execution reverted', data: encodeErrorString('from data') })).toBe(
      'from data',
    );
  });

  it('falls back to the message, also nested', () => {
    expect(extractRevertReason(new Error('x', { cause: { message: 'execution reverted: Paused' } }))).toBe(
      'Paused',
    );
    expect(extractRevertReason({ message: 'execution reverted: revert: Too late' })).toBe('Too late');
    expect(extractRevertReason({ message: "reverted with custom error 'Unauthorized()'" })).toBe(
      "custom error 'Unauthorized()'",
    );
    expect(extractRevertReason({ message: 'execution reverted' })).toBeUndefined();
  });
});

describe('reverted receipts', () => {
  it('raise TransactionRevertedError with the reason or "unknown reason"', () => {
    const withReason = revertedReceiptError({ status: 'reverted', transactionHash: '0xabc' }, 'Paused');
    expect(withReason).toBeInstanceOf(TransactionRevertedError);
    expect(withReason?.shortMessage).toBe('Transaction reverted: Paused');
    expect(withReason).toMatchObject({ reason: 'Paused', hash: '0xabc', code: 'TRANSACTION_REVERTED' });
    const without = revertedReceiptError({ status: '0x0' });
    expect(without?.shortMessage).toBe('Transaction reverted: unknown reason');
    expect(without?.reason).toBeUndefined();
    expect(UNKNOWN_REVERT_REASON).toBe('unknown reason');
  });

  it('recognises every reverted status form and nothing else', () => {
    for (const status of ['reverted', '0x0', 0, 0n]) expect(isRevertedReceipt({ status })).toBe(true);
    for (const status of ['success', '0x1', 1, 1n, null, undefined]) {
      expect(isRevertedReceipt({ status })).toBe(false);
      expect(revertedReceiptError({ status })).toBeUndefined();
    }
  });
});
