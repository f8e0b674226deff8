import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WalletportError } from './base.js';
import {
  classifyNodeError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NODE_ERROR_CLASSES,
  NodeError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  TipAboveFeeCapError,
  TransactionTypeNotSupportedError,
  UnknownNodeError,
} from './node-errors.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/**
 * Messages as nodes send them. anvil 1.x lines were captured from a running anvil; geth lines follow
 * go-ethereum's error formats (core/error.go, core/txpool/errors.go); erigon keeps the older geth
 * wording ("fee cap", "tip").
 */
const REAL_MESSAGES = [
  // anvil
  [-32003, 'nonce too low', NonceTooLowError],
  [-32003, 'transaction already imported', NonceTooLowError],
  [-32003, 'Insufficient funds for gas * price + value', InsufficientFundsError],
  [-32000, 'intrinsic gas too low', IntrinsicGasTooLowError],
  [-32000, 'intrinsic gas too high -- tx.gas_limit > env.block.gas_limit', IntrinsicGasTooHighError],
  [-32003, 'max fee per gas less than block base fee', FeeCapTooLowError],
  [-32003, 'max priority fee per gas higher than max fee per gas', TipAboveFeeCapError],
  // geth
  [-32000, `nonce too low: address ${ADDRESS}, tx: 0 state: 5`, NonceTooLowError],
  [-32000, 'already known', NonceTooLowError],
  [-32000, `nonce too high: address ${ADDRESS}, tx: 10 state: 4`, NonceTooHighError],
  [-32000, `nonce has max value: address ${ADDRESS}, nonce: 18446744073709551615`, NonceMaxValueError],
  [
    -32000,
    `insufficient funds for gas * price + value: address ${ADDRESS} have 0 want 21000000000000`,
    InsufficientFundsError,
  ],
  [-32000, 'intrinsic gas too low: gas 100, minimum needed 21000', IntrinsicGasTooLowError],
  [-32000, 'exceeds block gas limit', IntrinsicGasTooHighError],
  [-32000, 'gas limit reached', IntrinsicGasTooHighError],
  [
    -32000,
    `max fee per gas less than block base fee: address ${ADDRESS}, maxFeePerGas: 1, baseFee: 7`,
    FeeCapTooLowError,
  ],
  [
    -32000,
    `max priority fee per gas higher than max fee per gas: address ${ADDRESS}, maxPriorityFeePerGas: 2, maxFeePerGas: 1`,
    TipAboveFeeCapError,
  ],
  [
    -32000,
    `max fee per gas higher than 2^256-1: address ${ADDRESS}, maxFeePerGas bit length: 257`,
    FeeCapTooHighError,
  ],
  [-32000, 'transaction type not supported', TransactionTypeNotSupportedError],
  // erigon and older geth
  [
    -32000,
    `fee cap less than block base fee: address ${ADDRESS}, gasFeeCap: 1 baseFee: 7`,
    FeeCapTooLowError,
  ],
  [-32000, `tip higher than fee cap: address ${ADDRESS}, tip: 2, gasFeeCap: 1`, TipAboveFeeCapError],
  [-32000, 'fee cap higher than 2^256-1', FeeCapTooHighError],
  [-32000, 'transaction type not valid in this context', TransactionTypeNotSupportedError],
  [-32000, 'transaction is outdated', FeeCapTooLowError],
] as const;

describe('classifyNodeError', () => {
  it.each(REAL_MESSAGES)('%i "%s" → %o', (code, message, errorClass) => {
    const raw = { code, message };
    const error = classifyNodeError(raw);
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(NodeError);
    expect(error.details).toBe(message);
    expect(error.cause).toBe(raw);
    expect(error.category).toBe('NODE_ERROR');
  });

  it('covers every message-classified class with a real message', () => {
    const covered = new Set<unknown>(REAL_MESSAGES.map(([, , errorClass]) => errorClass));
    for (const errorClass of NODE_ERROR_CLASSES) expect(covered.has(errorClass)).toBe(true);
  });

  it('reads messages nested the way viem wraps node errors', () => {
    const viemLike = {
      name: 'TransactionExecutionError',
      shortMessage: 'An error occurred.',
      cause: {
        name: 'RpcRequestError',
        code: -32000,
        details: 'nonce too low',
        message: 'RPC Request failed.',
      },
    };
    expect(classifyNodeError(viemLike)).toBeInstanceOf(NonceTooLowError);
    expect(classifyNodeError(new Error('failed', { cause: new Error('already known') }))).toBeInstanceOf(
      NonceTooLowError,
    );
  });

  describe('reverts', () => {
    it('anvil Error(string) revert: reason from the data', () => {
      const error = classifyNodeError({
        code: 3,
        message: 'execution reverted: nope',
        data: '0x08c379a0000000000000000000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000046e6f706500000000000000000000000000000000000000000000000000000000',
      });
      expect(error).toBeInstanceOf(ExecutionRevertedError);
      expect((error as ExecutionRevertedError).reason).toBe('nope');
      expect(error.shortMessage).toBe('Execution reverted: nope');
    });

    it('anvil panic and custom error', () => {
      const panic = classifyNodeError({
        code: 3,
        message: 'execution reverted: panic: arithmetic underflow or overflow (0x11)',
        data: '0x4e487b710000000000000000000000000000000000000000000000000000000000000011',
      }) as ExecutionRevertedError;
      expect(panic.reason).toBe('panic: arithmetic underflow or overflow (0x11)');
      const custom = classifyNodeError({
        code: 3,
        message: 'execution reverted: custom error 0xdeadbeef',
        data: '0xdeadbeef',
      }) as ExecutionRevertedError;
      expect(custom.reason).toBe('custom error 0xdeadbeef');
    });

    it('a revert without a reason', () => {
      const error = classifyNodeError({ code: 3, message: 'execution reverted', data: '0x' });
      expect(error).toBeInstanceOf(ExecutionRevertedError);
      expect((error as ExecutionRevertedError).reason).toBeUndefined();
      expect(error.shortMessage).toBe('Execution reverted for an unknown reason.');
    });

    it('geth message-only and Hardhat wording', () => {
      expect(
        (
          classifyNodeError({
            code: -32000,
            message: 'execution reverted: Ownable: caller is not the owner',
          }) as ExecutionRevertedError
        ).reason,
      ).toBe('Ownable: caller is not the owner');
      const hardhat = classifyNodeError(
        new Error("VM Exception while processing transaction: reverted with reason string 'Not owner'"),
      ) as ExecutionRevertedError;
      expect(hardhat).toBeInstanceOf(ExecutionRevertedError);
      expect(hardhat.reason).toBe('Not owner');
    });

    it('takes a revert before other patterns its reason may contain', () => {
      expect(
        classifyNodeError({ message: 'execution reverted: insufficient funds for withdrawal' }),
      ).toBeInstanceOf(ExecutionRevertedError);
    });

    it('code 3 with revert data counts as a revert even without the words', () => {
      expect(classifyNodeError({ code: 3, message: 'boom', data: '0xdeadbeef' })).toBeInstanceOf(
        ExecutionRevertedError,
      );
      expect(classifyNodeError({ code: 3, message: 'boom' })).toBeInstanceOf(UnknownNodeError);
    });
  });

  it('anything else is an UnknownNodeError with the node text as details', () => {
    const error = classifyNodeError({ code: -32000, message: 'replacement transaction underpriced' });
    expect(error).toBeInstanceOf(UnknownNodeError);
    expect(error.code).toBe('UNKNOWN_NODE_ERROR');
    expect(error.details).toBe('replacement transaction underpriced');
  });

  it('returns node errors unchanged', () => {
    const error = new NonceTooHighError();
    expect(classifyNodeError(error)).toBe(error);
  });

  it('gives each class a distinct stable code', () => {
    const codes = NODE_ERROR_CLASSES.map((errorClass) => new errorClass().code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new NonceTooLowError().code).toBe('NONCE_TOO_LOW');
    expect(new ExecutionRevertedError().code).toBe('EXECUTION_REVERTED');
  });

  it('never throws and always yields a NodeError (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything({ withBigInt: true, withNullPrototype: true }),
          fc.record({ code: fc.integer(), message: fc.string(), data: fc.string() }, { requiredKeys: [] }),
        ),
        (value) => {
          const error = classifyNodeError(value);
          expect(error).toBeInstanceOf(NodeError);
          expect(error).toBeInstanceOf(WalletportError);
        },
      ),
    );
  });
});
