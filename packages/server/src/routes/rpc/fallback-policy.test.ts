import { describe, expect, it } from 'vitest';
import { isAllowedRpcMethod } from './allowed-methods.js';
import { judgeUpstreamAnswer } from './fallback-policy.js';

const result = { jsonrpc: '2.0', id: 0, result: '0x1' };
const error = (code: number, message = 'x') => ({ jsonrpc: '2.0', id: 0, error: { code, message } });

describe('judgeUpstreamAnswer', () => {
  it('forwards a normal answer', () => {
    expect(judgeUpstreamAnswer(200, result, false)).toEqual({ kind: 'final' });
    expect(judgeUpstreamAnswer(200, [result, error(3, 'execution reverted')], true)).toEqual({
      kind: 'final',
    });
  });

  it('forwards errors about the request itself (a revert, a bad nonce, bad params)', () => {
    expect(judgeUpstreamAnswer(200, error(3, 'execution reverted'), false).kind).toBe('final');
    expect(judgeUpstreamAnswer(200, error(-32000, 'nonce too low'), false).kind).toBe('final');
    expect(judgeUpstreamAnswer(400, error(-32602, 'invalid params'), false).kind).toBe('final');
  });

  it.each([500, 502, 503, 504, 429])('moves on after HTTP %i', (status) => {
    expect(judgeUpstreamAnswer(status, result, false)).toMatchObject({ kind: 'next' });
  });

  it('moves on when the body is not a JSON-RPC answer of the expected form', () => {
    expect(judgeUpstreamAnswer(200, undefined, false)).toMatchObject({ kind: 'next' });
    expect(judgeUpstreamAnswer(200, { ok: true }, false)).toMatchObject({ kind: 'next' });
    expect(judgeUpstreamAnswer(401, { message: 'bad key' }, false)).toMatchObject({ kind: 'next' });
    expect(judgeUpstreamAnswer(200, result, true)).toMatchObject({ kind: 'next' });
    expect(judgeUpstreamAnswer(200, [], true)).toMatchObject({ kind: 'next' });
  });

  it.each([-32603, -32002, -32005])(
    'moves on after JSON-RPC error %i (the node cannot serve now)',
    (code) => {
      expect(judgeUpstreamAnswer(200, error(code), false)).toMatchObject({ kind: 'next' });
      expect(judgeUpstreamAnswer(200, [result, error(code)], true)).toMatchObject({ kind: 'next' });
    },
  );

  it.each([4001, 5000, -32003, 4200, -32004, -32006])(
    'forwards error %i even with a failing HTTP status (user rejection or unsupported)',
    (code) => {
      expect(judgeUpstreamAnswer(500, error(code), false)).toEqual({ kind: 'final' });
      expect(judgeUpstreamAnswer(503, [error(-32603), error(code)], true)).toEqual({ kind: 'final' });
    },
  );

  it('forwards an unsupported transaction type, told by its message', () => {
    expect(judgeUpstreamAnswer(500, error(-32000, 'transaction type not supported'), false)).toEqual({
      kind: 'final',
    });
    expect(judgeUpstreamAnswer(200, error(-32603, 'Unsupported transaction type'), false)).toEqual({
      kind: 'final',
    });
  });
});

describe('isAllowedRpcMethod', () => {
  it('allows the node methods the modal sends and the extra read methods', () => {
    for (const method of [
      'eth_chainId',
      'eth_call',
      'eth_getBalance',
      'eth_sendRawTransaction',
      'eth_getBlockByNumber',
      'eth_getTransactionReceipt',
      'eth_newPendingTransactionFilter',
      'eth_estimateGas',
      'net_version',
      'eth_getLogs',
      'eth_getCode',
      'eth_feeHistory',
      'eth_maxPriorityFeePerGas',
    ]) {
      expect(isAllowedRpcMethod(method), method).toBe(true);
    }
  });

  it('refuses wallet, signing, debug and node-admin methods', () => {
    for (const method of [
      'eth_sendTransaction',
      'eth_sign',
      'personal_sign',
      'eth_accounts',
      'debug_traceTransaction',
      'admin_peers',
      'anvil_setBalance',
      'evm_mine',
      'ETH_CHAINID',
      '__proto__',
    ]) {
      expect(isAllowedRpcMethod(method), method).toBe(false);
    }
  });
});
