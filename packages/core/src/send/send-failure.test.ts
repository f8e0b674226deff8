import { describe, expect, it } from 'vitest';
import { createError } from '../errors/messages.js';
import { TransactionRevertedError } from '../errors/revert-reason.js';
import { UserRejectedRequestError } from '../errors/wallet-errors.js';
import { describeSendError, outcomeOfReceipt } from './send-failure.js';

/** A node's JSON-RPC error wrapped by a client library, as viem and ethers hand them on. */
const fromNode = (message: string, code = -32000) => ({
  message: 'Transaction failed',
  cause: { code, message },
});

describe('describeSendError', () => {
  it('a wallet rejection is USER_REJECTED', () => {
    expect(describeSendError(new UserRejectedRequestError())).toEqual({ code: 'USER_REJECTED' });
    expect(describeSendError({ code: 4001, message: 'User denied transaction signature' })).toEqual({
      code: 'USER_REJECTED',
    });
  });

  it('maps the node error classes by the node’s wording', () => {
    const cases: [string, string][] = [
      ['insufficient funds for gas * price + value: balance 0', 'INSUFFICIENT_FUNDS'],
      ['nonce too low: next nonce 5, tx nonce 4', 'NONCE_TOO_LOW'],
      ['nonce too high', 'NONCE_TOO_HIGH'],
      ['nonce has max value', 'NONCE_MAX_VALUE'],
      ['max fee per gas less than block base fee', 'FEE_CAP_TOO_LOW'],
      ['max fee per gas higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
      ['max priority fee per gas higher than max fee per gas', 'TIP_ABOVE_FEE_CAP'],
      ['intrinsic gas too low', 'INTRINSIC_GAS_TOO_LOW'],
      ['exceeds block gas limit', 'INTRINSIC_GAS_TOO_HIGH'],
      ['transaction type not supported', 'TRANSACTION_TYPE_NOT_SUPPORTED'],
      ['something else entirely', 'UNKNOWN'],
    ];
    for (const [message, code] of cases)
      expect(describeSendError(fromNode(message)).code, message).toBe(code);
  });

  it('a revert keeps its reason', () => {
    expect(
      describeSendError(fromNode('execution reverted: ERC20: transfer amount exceeds balance', 3)),
    ).toEqual({
      code: 'EXECUTION_REVERTED',
      reason: 'ERC20: transfer amount exceeds balance',
    });
    expect(describeSendError(new TransactionRevertedError({ reason: 'paused' }))).toEqual({
      code: 'TRANSACTION_REVERTED',
      reason: 'paused',
    });
  });

  it('no receipt in time is RECEIPT_TIMEOUT; the wallet on another chain is CHAIN_MISMATCH', () => {
    expect(describeSendError(createError('TRANSACTION_WAIT_TIMEOUT', { params: { hash: '0xab' } }))).toEqual({
      code: 'RECEIPT_TIMEOUT',
    });
    expect(
      describeSendError(
        new Error(
          'The current chain of the wallet (id: 1) does not match the target chain for the transaction (id: 31337).',
        ),
      ),
    ).toEqual({ code: 'CHAIN_MISMATCH' });
  });

  it('a wallet that did not answer in time is WALLET_TIMEOUT, however deep the timeout is wrapped', () => {
    const timeout = createError('WALLET_REQUEST_TIMEOUT');
    expect(describeSendError(timeout)).toEqual({ code: 'WALLET_TIMEOUT' });
    expect(describeSendError(new Error('request failed', { cause: timeout }))).toEqual({
      code: 'WALLET_TIMEOUT',
    });
  });

  it('never throws, whatever it is given', () => {
    for (const value of [undefined, null, 42, 'text', {}, Symbol('x')]) {
      expect(describeSendError(value).code).toBe('UNKNOWN');
    }
  });
});

describe('outcomeOfReceipt', () => {
  it('a mined receipt is a success', () => {
    expect(outcomeOfReceipt({ status: 'success', blockNumber: 7n })).toEqual({ ok: true, blockNumber: 7n });
  });

  it('a speed-up (repriced) is a success under the new hash', () => {
    expect(
      outcomeOfReceipt({
        status: 'success',
        blockNumber: 8n,
        replaced: { reason: 'repriced', hash: '0xnew' },
      }),
    ).toEqual({ ok: true, blockNumber: 8n, replacementHash: '0xnew' });
  });

  it('a cancellation or another transaction in its place is a failure naming the hash mined instead', () => {
    expect(
      outcomeOfReceipt({
        status: 'success',
        blockNumber: 8n,
        replaced: { reason: 'cancelled', hash: '0xc' },
      }),
    ).toEqual({ ok: false, failure: { code: 'REPLACED_CANCELLED', replacementHash: '0xc' } });
    expect(
      outcomeOfReceipt({ status: 'success', blockNumber: 8n, replaced: { reason: 'replaced', hash: '0xr' } }),
    ).toEqual({ ok: false, failure: { code: 'REPLACED', replacementHash: '0xr' } });
  });

  it('a reverted receipt is a failure with its reason, or none', () => {
    expect(outcomeOfReceipt({ status: 'reverted', blockNumber: 9n, revertReason: 'nope' })).toEqual({
      ok: false,
      failure: { code: 'TRANSACTION_REVERTED', reason: 'nope' },
    });
    expect(outcomeOfReceipt({ status: 'reverted', blockNumber: 9n })).toEqual({
      ok: false,
      failure: { code: 'TRANSACTION_REVERTED', reason: undefined },
    });
  });
});
