import { describe, expect, it } from 'vitest';
import { MESSAGES, WalletportError } from '../errors/index.js';
import { alreadyConnectedError, disconnectChainError, disconnectFailedError } from './errors.js';

describe('connection errors', () => {
  it("'Failed to disconnect chain {namespace}: {message}' with the original error as cause", () => {
    const cause = new Error('user closed the wallet');
    const error = disconnectChainError('solana', cause);
    expect(error.shortMessage).toBe('Failed to disconnect chain solana: user closed the wallet');
    expect(error.cause).toBe(cause);
    expect(error.category).toBe('INTERNAL_SDK_ERROR');
    expect(disconnectChainError('eip155', 'plain text').shortMessage).toBe(
      'Failed to disconnect chain eip155: plain text',
    );
    expect(disconnectChainError('eip155', 42).shortMessage).toBe(
      'Failed to disconnect chain eip155: Unknown error',
    );
    expect(
      disconnectChainError('eip155', new WalletportError('Provider not found', { details: 'more' }))
        .shortMessage,
    ).toBe('Failed to disconnect chain eip155: Provider not found');
  });

  it('"A failure raises \'Failed to disconnect\' with code INTERNAL_SDK_ERROR"', () => {
    const one = disconnectChainError('eip155', new Error('boom'));
    const error = disconnectFailedError([one]);
    expect(error).toBeInstanceOf(WalletportError);
    expect(error.shortMessage).toBe('Failed to disconnect');
    expect(error.category).toBe('INTERNAL_SDK_ERROR');
    expect(error.code).toBe('DISCONNECT_FAILED');
    expect(error.details).toBe('Failed to disconnect chain eip155: boom');
    expect(error.cause).toBe(one);
  });

  it('keeps every chain failure when several chains failed', () => {
    const failures = [
      disconnectChainError('eip155', new Error('a')),
      disconnectChainError('solana', new Error('b')),
    ];
    const error = disconnectFailedError(failures);
    expect(error.metaMessages).toEqual([
      'Failed to disconnect chain eip155: a',
      'Failed to disconnect chain solana: b',
    ]);
    expect(error.cause).toBeInstanceOf(AggregateError);
    expect((error.cause as AggregateError).errors).toEqual(failures);
  });

  it('"Connecting to the already current connector is rejected as already connected" with the catalogue text', () => {
    const error = alreadyConnectedError('eip155', 'injected');
    expect(error.shortMessage).toBe(MESSAGES.ALREADY_CONNECTED);
    expect(error.code).toBe('ALREADY_CONNECTED');
    expect(error.details).toContain('injected');
  });
});
