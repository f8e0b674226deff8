import { describe, expect, it, vi } from 'vitest';
import { WalletRpcError } from './errors.js';
import { postJsonRpc } from './http-rpc.js';

const RPC = 'https://rpc.walletport.test';

const answering = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );

describe('postJsonRpc', () => {
  it('POSTs a JSON-RPC 2.0 request and returns the result', async () => {
    const fetchImpl = answering({ id: 1, jsonrpc: '2.0', result: '0x10' });
    expect(await postJsonRpc(RPC, { method: 'eth_getBalance', params: ['0xabc', 'latest'] }, fetchImpl)).toBe(
      '0x10',
    );
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(RPC);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    const body = JSON.parse(init.body as string);
    expect(body).toEqual({
      id: body.id,
      jsonrpc: '2.0',
      method: 'eth_getBalance',
      params: ['0xabc', 'latest'],
    });
    expect(Number.isSafeInteger(body.id)).toBe(true);
  });

  it('sends empty params when there are none', async () => {
    const fetchImpl = answering({ id: 1, jsonrpc: '2.0', result: '0x1' });
    await postJsonRpc(RPC, { method: 'eth_blockNumber' }, fetchImpl);
    const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).params).toEqual([]);
  });

  it('keeps the node’s error code and message', async () => {
    const fetchImpl = answering({ id: 1, jsonrpc: '2.0', error: { code: 3, message: 'execution reverted' } });
    const error = await postJsonRpc(RPC, { method: 'eth_call' }, fetchImpl).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WalletRpcError);
    expect(error).toMatchObject({ code: 3, message: 'execution reverted' });
  });

  it('falls back to -32603 for a malformed error', async () => {
    const fetchImpl = answering({ id: 1, jsonrpc: '2.0', error: { code: '3', message: 4 } });
    await expect(postJsonRpc(RPC, { method: 'eth_call' }, fetchImpl)).rejects.toMatchObject({
      code: -32603,
      message: 'The RPC node failed.',
    });
  });

  it('turns an HTTP failure into -32603 naming the status', async () => {
    const fetchImpl = answering('rate limited', 429);
    const error = await postJsonRpc(RPC, { method: 'eth_call' }, fetchImpl).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WalletRpcError);
    expect(error).toMatchObject({ code: -32603, message: 'The RPC node answered HTTP 429.' });
  });

  it('returns the result of a success that carries "error": null', async () => {
    const fetchImpl = answering({ id: 1, jsonrpc: '2.0', result: '0x1', error: null });
    expect(await postJsonRpc(RPC, { method: 'eth_chainId' }, fetchImpl)).toBe('0x1');
  });

  it('refuses a non-object body with a WalletRpcError', async () => {
    await expect(postJsonRpc(RPC, { method: 'eth_chainId' }, answering(null))).rejects.toBeInstanceOf(
      WalletRpcError,
    );
  });
});
