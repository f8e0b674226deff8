import { describe, expect, it } from 'vitest';
import { type ClientErrorCode, WalletConnectClientError, WalletRpcError } from './errors.js';

describe('WalletConnectClientError', () => {
  it.each<[ClientErrorCode, boolean]>([
    ['RELAY_DISCONNECTED', true],
    ['RELAY_TIMEOUT', true],
    ['RELAY_UNREACHABLE', true],
    ['RELAY_ERROR', false],
    ['CLIENT_CLOSED', false],
    ['NO_WEBSOCKET', false],
    ['PROPOSAL_EXPIRED', false],
    ['PROPOSAL_REJECTED', false],
    ['REQUEST_EXPIRED', false],
    ['NO_SESSION', false],
    ['SESSION_ENDED', false],
    ['CHAIN_NOT_APPROVED', false],
    ['NO_RPC_URL', false],
  ])('%s is retriable: %s (only transport failures are)', (code, retriable) => {
    const error = new WalletConnectClientError(code, 'message', { some: 'details' });
    expect(error.retriable).toBe(retriable);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'WalletConnectClientError', code, message: 'message' });
    expect(error.details).toEqual({ some: 'details' });
  });
});

describe('WalletRpcError', () => {
  it('keeps the wallet’s numeric code, message and data', () => {
    const error = new WalletRpcError({ code: 5000, message: 'User rejected.', data: { reason: 'x' } });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'WalletRpcError',
      code: 5000,
      message: 'User rejected.',
      data: { reason: 'x' },
    });
  });
});
