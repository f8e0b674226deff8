import { describe, expect, it } from 'vitest';
import { WalletportError } from './base.js';
import {
  assertCurrentChain,
  ChainDisconnectedError,
  ChainMismatchError,
  DefaultWalletError,
  InternalRpcError,
  InvalidChainIdError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  ServiceUnavailableError,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownWalletError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WALLET_ERROR_CLASSES,
  WalletRpcError,
  walletErrorClassFor,
} from './wallet-errors.js';

const CODE_TABLE = [
  [4001, UserRejectedRequestError, 'UserRejectedRequestError'],
  [4100, UnauthorizedProviderError, 'UnauthorizedProviderError'],
  [4200, UnsupportedProviderMethodError, 'UnsupportedProviderMethodError'],
  [4900, ProviderDisconnectedError, 'ProviderDisconnectedError'],
  [4901, ChainDisconnectedError, 'ChainDisconnectedError'],
  [4902, UnrecognizedChainError, 'UnrecognizedChainError'],
  [5000, DefaultWalletError, 'DefaultWalletError'],
  [32603, InvalidChainIdError, 'InvalidChainIdError'],
  [503, ServiceUnavailableError, 'ServiceUnavailableError'],
  [-32700, ParseRpcError, 'ParseRpcError'],
  [-32600, InvalidRequestRpcError, 'InvalidRequestRpcError'],
  [-32601, MethodNotFoundRpcError, 'MethodNotFoundRpcError'],
  [-32602, InvalidParamsRpcError, 'InvalidParamsRpcError'],
  [-32603, InternalRpcError, 'InternalRpcError'],
  [-32000, InvalidInputRpcError, 'InvalidInputRpcError'],
  [-32001, ResourceNotFoundRpcError, 'ResourceNotFoundRpcError'],
  [-32002, ResourceUnavailableRpcError, 'ResourceUnavailableRpcError'],
  [-32003, TransactionRejectedRpcError, 'TransactionRejectedRpcError'],
  [-32004, MethodNotSupportedRpcError, 'MethodNotSupportedRpcError'],
  [-32005, LimitExceededRpcError, 'LimitExceededRpcError'],
  [-32006, JsonRpcVersionUnsupportedError, 'JsonRpcVersionUnsupportedError'],
] as const;

describe('wallet error classes', () => {
  it('cover exactly the EIP-1193/1474 codes and the non-standard wallet codes', () => {
    expect(WALLET_ERROR_CLASSES).toHaveLength(CODE_TABLE.length);
    expect(new Set(WALLET_ERROR_CLASSES.map((errorClass) => errorClass.code)).size).toBe(CODE_TABLE.length);
  });

  it.each(CODE_TABLE)('%i maps to %o', (code, errorClass, name) => {
    expect(walletErrorClassFor(code)).toBe(errorClass);
    const error = new errorClass({ details: 'wallet text', data: { x: 1 }, cause: 'c' });
    expect(error).toBeInstanceOf(WalletRpcError);
    expect(error).toBeInstanceOf(WalletportError);
    expect(error.code).toBe(code);
    expect(error.name).toBe(name);
    expect(error.details).toBe('wallet text');
    expect(error.data).toEqual({ x: 1 });
    expect(error.category).toBe('WALLET_ERROR');
    expect(error.docsUrl).toBe(`https://walletport.dev/docs/errors/wallet/${code}`);
    expect(error.shortMessage.length).toBeGreaterThan(0);
  });

  it('keeps each class distinct for instanceof', () => {
    expect(new UserRejectedRequestError()).not.toBeInstanceOf(UnauthorizedProviderError);
    expect(new InternalRpcError()).not.toBeInstanceOf(InvalidChainIdError);
  });

  it('offers viem’s SwitchChainError name for 4902', () => {
    expect(SwitchChainError).toBe(UnrecognizedChainError);
    expect(new SwitchChainError().code).toBe(4902);
  });

  it('has no class for unknown codes; UnknownWalletError keeps the code', () => {
    expect(walletErrorClassFor(1234)).toBeUndefined();
    expect(new UnknownWalletError(1234).code).toBe(1234);
    expect(new UnknownWalletError().code).toBe(-1);
    expect(new UnknownWalletError().shortMessage).toBe('An unknown wallet error occurred.');
  });

  it('uses the EIP-1193 wording for a rejection', () => {
    expect(new UserRejectedRequestError().shortMessage).toBe('User rejected the request.');
  });
});

describe('chain mismatch', () => {
  it('reports expected and actual chains', () => {
    const error = new ChainMismatchError({ expected: 1, actual: 137 });
    expect(error.shortMessage).toBe('Wallet is on chain 137 but the request targets chain 1');
    expect(error).toMatchObject({ code: 'CHAIN_MISMATCH', expected: 1, actual: 137 });
  });

  it('assertCurrentChain throws only when the chains differ', () => {
    expect(() => assertCurrentChain({ expected: 1, actual: 1 })).not.toThrow();
    expect(() => assertCurrentChain({ expected: 1, actual: '0x1' })).not.toThrow();
    expect(() => assertCurrentChain({ expected: '10', actual: '0xa' })).not.toThrow();
    expect(() => assertCurrentChain({ expected: 1, actual: '0x89' })).toThrowError(ChainMismatchError);
    expect(() => assertCurrentChain({ expected: 'abc', actual: 'abd' })).toThrowError(ChainMismatchError);
  });
});
