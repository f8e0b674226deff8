import { createServer, type Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderErrorCode, ProviderRpcError, toProviderRpcError } from '../src/index.js';
import { createEmitter } from '../src/wallet/emitter.js';
import { createJsonRpcCall } from '../src/wallet/json-rpc.js';

describe('ProviderRpcError', () => {
  it('carries code, message and optional data like a wallet error, and serialises to just those', () => {
    const error = new ProviderRpcError(4001, 'User rejected the request.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProviderRpcError');
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: 4001, message: 'User rejected the request.' });
    expect(new ProviderRpcError(3, 'execution reverted', '0x08c379a0').toJSON()).toEqual({
      code: 3,
      message: 'execution reverted',
      data: '0x08c379a0',
    });
  });

  it('uses the EIP-1193 codes', () => {
    expect(ProviderErrorCode).toMatchObject({
      userRejected: 4001,
      unauthorized: 4100,
      unsupportedMethod: 4200,
      disconnected: 4900,
      chainDisconnected: 4901,
      unrecognizedChain: 4902,
    });
  });
});

describe('toProviderRpcError', () => {
  it('keeps an RPC-shaped error and wraps anything else as -32603', () => {
    expect(toProviderRpcError({ code: -32000, message: 'nonce too low', data: 1 }).toJSON()).toEqual({
      code: -32000,
      message: 'nonce too low',
      data: 1,
    });
    expect(toProviderRpcError(new Error('boom'))).toMatchObject({
      code: -32603,
      message: 'Internal error: boom',
    });
    expect(toProviderRpcError('text')).toMatchObject({ code: -32603 });
    // Objects String() cannot convert: fast-check found these.
    expect(toProviderRpcError(Object.create(null))).toMatchObject({
      code: -32603,
      message: 'Internal error: [object Object]',
    });
    expect(toProviderRpcError({ toString: 1 })).toMatchObject({ code: -32603 });
  });

  it('turns any thrown value into a ProviderRpcError with an integer code', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const error = toProviderRpcError(value);
        return (
          error instanceof ProviderRpcError &&
          Number.isInteger(error.code) &&
          typeof error.message === 'string'
        );
      }),
    );
  });
});

describe('createEmitter', () => {
  it('keeps delivering to the next listener when one unsubscribes itself during emit', () => {
    const emitter = createEmitter<'e'>(() => undefined);
    const second = vi.fn();
    const first = () => emitter.off('e', first);
    emitter.on('e', first);
    emitter.on('e', second);
    emitter.emit('e', 1);
    expect(second).toHaveBeenCalledWith(1);
    expect(emitter.listenerCount('e')).toBe(1);
  });
});

describe('createJsonRpcCall', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const route = request.url ?? '/';
      if (route === '/html') response.end('<html>oops</html>');
      else if (route === '/array') response.end('[1]');
      else if (route === '/no-result') response.end('{"jsonrpc":"2.0","id":1}');
      else if (route === '/error')
        response.end('{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"boom","data":"0x01"}}');
      else response.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns the result, and the node error unchanged', async () => {
    expect(await createJsonRpcCall(`${url}/ok`)('eth_chainId', [])).toBe('0x1');
    await expect(createJsonRpcCall(`${url}/error`)('x', [])).rejects.toMatchObject({
      code: -32000,
      message: 'boom',
      data: '0x01',
    });
  });

  it.each(['/html', '/array', '/no-result'])('reports a malformed answer (%s) as -32603', async (route) => {
    await expect(createJsonRpcCall(`${url}${route}`)('x', [])).rejects.toMatchObject({ code: -32603 });
  });
});
