import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walletConnectMethods } from '../../src/walletconnect/namespaces.js';
import { errorReply, resultReply, routeSessionRequest } from '../../src/walletconnect/request-routing.js';

const chains = [31337, 31338];

describe('routeSessionRequest', () => {
  it('runs an offered method on the chain the dapp named', () => {
    expect(
      routeSessionRequest(
        { chainId: 'eip155:31338', request: { method: 'personal_sign', params: ['0x00', '0x1'] } },
        chains,
      ),
    ).toEqual({ kind: 'run', chainId: 31338, method: 'personal_sign', params: ['0x00', '0x1'] });
  });

  it('runs every offered method', () => {
    for (const method of walletConnectMethods) {
      expect(routeSessionRequest({ chainId: 'eip155:31337', request: { method } }, chains).kind).toBe('run');
    }
  });

  it('answers 4200 for methods the page wallet has but the session was not offered', () => {
    for (const method of [
      'eth_sign',
      'wallet_addEthereumChain',
      'eth_getBalance',
      'wallet_revokePermissions',
    ]) {
      expect(routeSessionRequest({ chainId: 'eip155:31337', request: { method } }, chains)).toEqual({
        kind: 'error',
        error: { code: 4200, message: `The Provider does not support the requested method: ${method}.` },
      });
    }
  });

  it('answers 4902 for a chain the wallet does not have', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .integer({ min: 1, max: 1e9 })
            .filter((id) => !chains.includes(id))
            .map((id) => `eip155:${id}`),
          fc.string(),
        ),
        (chainId) => {
          const routed = routeSessionRequest({ chainId, request: { method: 'personal_sign' } }, chains);
          expect(routed).toMatchObject({ kind: 'error', error: { code: 4902 } });
        },
      ),
    );
  });
});

describe('replies', () => {
  it('turns an undefined result into null', () => {
    expect(resultReply(7, undefined)).toEqual({ id: 7, jsonrpc: '2.0', result: null });
  });

  it('keeps code and message; non-string data travels as JSON text', () => {
    expect(errorReply(1, { code: 4001, message: 'User rejected the request.' })).toEqual({
      id: 1,
      jsonrpc: '2.0',
      error: { code: 4001, message: 'User rejected the request.' },
    });
    expect(errorReply(2, { code: 3, message: 'execution reverted', data: { reason: 'x' } })).toEqual({
      id: 2,
      jsonrpc: '2.0',
      error: { code: 3, message: 'execution reverted', data: '{"reason":"x"}' },
    });
    expect(errorReply(3, { code: 3, message: 'execution reverted', data: '0x08c379a0' })).toEqual({
      id: 3,
      jsonrpc: '2.0',
      error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
    });
  });
});
