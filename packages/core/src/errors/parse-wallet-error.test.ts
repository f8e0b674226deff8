import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from './base.js';
import { createError } from './messages.js';
import {
  ADD_CHAIN_ERROR_CODES,
  isUserRejection,
  parseWalletError,
  shouldAddChain,
  walletErrorCodes,
} from './parse-wallet-error.js';
import {
  InternalRpcError,
  InvalidChainIdError,
  UnknownWalletError,
  UnrecognizedChainError,
  UserRejectedRequestError,
  WalletRpcError,
} from './wallet-errors.js';

describe('parseWalletError', () => {
  it('reads an EIP-1193 error object', () => {
    const raw = { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' };
    const error = parseWalletError(raw);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.code).toBe(4001);
    expect(error.details).toBe(raw.message);
    expect(error.cause).toBe(raw);
  });

  it('reads a JSON-RPC response error with data', () => {
    const error = parseWalletError({ error: { code: -32601, message: 'Method not found', data: 'eth_foo' } });
    expect(error.code).toBe(-32601);
    expect(error.data).toBe('eth_foo');
  });

  it('finds codes nested in cause, error, data.originalError and info.error', () => {
    expect(parseWalletError(new Error('wrapped', { cause: { code: 4902 } }))).toBeInstanceOf(
      UnrecognizedChainError,
    );
    expect(parseWalletError({ info: { error: { code: 4001 } }, code: 'ACTION_REJECTED' }).code).toBe(4001);
    expect(parseWalletError({ code: -32603, data: { originalError: { code: 4902 } } })).toBeInstanceOf(
      UnrecognizedChainError,
    );
  });

  it('prefers the outermost known code, but not a wrapping -32603', () => {
    expect(parseWalletError({ code: 4100, cause: { code: 4001 } }).code).toBe(4100);
    expect(parseWalletError({ code: -32603, message: 'Internal error' })).toBeInstanceOf(InternalRpcError);
  });

  it('maps positive 32603 to the invalid chain id error', () => {
    expect(parseWalletError({ code: 32603 })).toBeInstanceOf(InvalidChainIdError);
  });

  it('accepts numeric-string codes', () => {
    expect(parseWalletError({ code: '4001' })).toBeInstanceOf(UserRejectedRequestError);
  });

  it('maps ethers ACTION_REJECTED without a numeric code to a rejection', () => {
    expect(parseWalletError({ code: 'ACTION_REJECTED', message: 'user rejected action' })).toBeInstanceOf(
      UserRejectedRequestError,
    );
  });

  it('keeps unknown codes and falls back to -1 without any', () => {
    const unknown = parseWalletError({ code: 1337, message: 'weird' });
    expect(unknown).toBeInstanceOf(UnknownWalletError);
    expect(unknown.code).toBe(1337);
    expect(unknown.details).toBe('weird');
    const bare = parseWalletError('something broke');
    expect(bare.code).toBe(-1);
    expect(bare.details).toBe('something broke');
    expect(parseWalletError(undefined).code).toBe(-1);
  });

  it('returns WalletRpcErrors unchanged', () => {
    const error = new UserRejectedRequestError();
    expect(parseWalletError(error)).toBe(error);
  });

  it('never throws and always gives a WalletRpcError with a numeric code (property)', () => {
    const code = fc.oneof(
      fc.constantFrom(4001, 4902, 5000, 32603, -32603, -32000),
      fc.integer(),
      fc.string(),
    );
    const walletish = fc.letrec((tie) => ({
      node: fc.record(
        {
          code,
          message: fc.oneof(fc.string(), fc.anything()),
          data: fc.oneof(fc.jsonValue(), tie('node')),
          cause: tie('node'),
          error: tie('node'),
        },
        { requiredKeys: [] },
      ),
    })).node;
    fc.assert(
      fc.property(
        fc.oneof(fc.anything({ withBigInt: true, withNullPrototype: true }), fc.jsonValue(), walletish),
        (value) => {
          const error = parseWalletError(value);
          expect(error).toBeInstanceOf(WalletRpcError);
          expect(error).toBeInstanceOf(WalletportError);
          expect(Number.isInteger(error.code)).toBe(true);
          expect(parseWalletError(error)).toBe(error);
        },
      ),
    );
  });

  it('survives hostile objects', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    expect(parseWalletError(hostile).code).toBe(-1);
    expect(parseWalletError(Object.create(null)).code).toBe(-1);
  });
});

describe('shouldAddChain', () => {
  it('adds the chain on exactly these codes: 4902, 5000, 32603', () => {
    expect(ADD_CHAIN_ERROR_CODES).toEqual([4902, 5000, 32603]);
    expect(shouldAddChain({ code: 4902 })).toBe(true);
    expect(shouldAddChain({ code: 5000 })).toBe(true);
    expect(shouldAddChain({ code: 32603 })).toBe(true);
    expect(shouldAddChain(new UnrecognizedChainError())).toBe(true);
  });

  it('does not add the chain for a bare -32603 or other codes', () => {
    expect(shouldAddChain({ code: -32603, message: 'Internal JSON-RPC error.' })).toBe(false);
    expect(shouldAddChain({ code: 4001 })).toBe(false);
    expect(shouldAddChain('Unrecognized chain')).toBe(false);
  });

  it('adds the chain when 4902 is wrapped in -32603 (MetaMask mobile)', () => {
    expect(shouldAddChain({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(true);
    expect(shouldAddChain(new Error('switch failed', { cause: { code: 4902 } }))).toBe(true);
  });
});

describe('isUserRejection', () => {
  it('recognises 4001 anywhere in the chain', () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true);
    expect(isUserRejection(new Error('x', { cause: { error: { code: 4001 } } }))).toBe(true);
  });

  it('recognises ethers ACTION_REJECTED and rejection wording without a code', () => {
    expect(isUserRejection({ code: 'ACTION_REJECTED' })).toBe(true);
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(true);
    expect(isUserRejection('Request rejected by user')).toBe(true);
    expect(isUserRejection(createError('SWITCH_REJECTED_AFTER_ADD_NETWORK'))).toBe(true);
    expect(isUserRejection({ code: -32603, message: 'User denied message signature' })).toBe(true);
  });

  it('trusts a specific code over the wording', () => {
    expect(isUserRejection({ code: 4100, message: 'user rejected?' })).toBe(false);
    expect(isUserRejection({ code: 4902 })).toBe(false);
    expect(isUserRejection(new Error('network down'))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });
});

describe('walletErrorCodes', () => {
  it('lists each numeric code once, outermost first', () => {
    expect(
      walletErrorCodes({ code: -32603, data: { originalError: { code: 4902 } }, cause: { code: -32603 } }),
    ).toEqual([-32603, 4902]);
  });
});
