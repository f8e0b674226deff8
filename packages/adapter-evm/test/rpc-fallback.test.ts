/**
 * A network with several RPC URLs: reads go on to the next endpoint when one is down or failing, but not
 * after a user rejection or an unsupported method, which any endpoint would answer the same way.
 * The endpoints are real HTTP servers on free ports that answer JSON-RPC as each test scripts them.
 */
import { localDevnet } from '@walletport/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonRpcEndpoints } from '../../../test/support/json-rpc-endpoint.js';
import { isFinalRpcError } from '../src/config.js';
import { WagmiAdapter } from '../src/index.js';

const CHAIN_ID = 31337;

const endpoints = jsonRpcEndpoints();
const startEndpoint = endpoints.start;
const downUrl = endpoints.downUrl;

afterEach(endpoints.closeAll);

/** The adapter's own client for the devnet, built from a network listing `urls` in order. */
function clientFor(urls: string[]) {
  const devnet = localDevnet({ id: CHAIN_ID, name: 'Devnet', rpcUrl: urls[0] ?? '' });
  const network = { ...devnet, rpcUrls: { default: { http: urls } } };
  const adapter = new WagmiAdapter({ networks: [network], projectId: 'p' });
  return adapter.wagmiConfig.getClient({ chainId: CHAIN_ID });
}

const chainIdAnswer = { result: `0x${CHAIN_ID.toString(16)}` };

describe('a network with several RPC URLs', () => {
  it('reads through the second endpoint when the first is down', async () => {
    const second = await startEndpoint(chainIdAnswer);
    const client = clientFor([await downUrl(), second.url]);
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(second.asked).toEqual(['eth_chainId']);
  });

  it('reads through the second endpoint when the first answers HTTP 500 or a node error', async () => {
    const first = await startEndpoint({ status: 500 });
    const second = await startEndpoint(chainIdAnswer);
    const client = clientFor([first.url, second.url]);
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');

    first.behave({ rpcError: { code: -32000, message: 'header not found' } });
    await expect(client.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(second.asked).toEqual(['eth_chainId', 'eth_chainId']);
  });

  it('keeps using the first endpoint while it answers', async () => {
    const first = await startEndpoint(chainIdAnswer);
    const second = await startEndpoint(chainIdAnswer);
    const client = clientFor([first.url, second.url]);
    await client.request({ method: 'eth_chainId' });
    expect(first.asked).toEqual(['eth_chainId']);
    expect(second.asked).toEqual([]);
  });

  it.each([
    [4001, 'User rejected the request.'],
    [4200, 'The Provider does not support the requested method.'],
  ])('does not ask the next endpoint after code %i', async (code, message) => {
    const first = await startEndpoint({ rpcError: { code, message } });
    const second = await startEndpoint(chainIdAnswer);
    const client = clientFor([first.url, second.url]);
    await expect(client.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code });
    expect(first.asked).toEqual(['eth_chainId']);
    expect(second.asked).toEqual([]);
  });

  it('a single URL stays a plain http transport', () => {
    const client = clientFor(['http://127.0.0.1:1']);
    expect(client.transport.type).toBe('http');
    expect(clientFor(['http://127.0.0.1:1', 'http://127.0.0.1:2']).transport.type).toBe('fallback');
  });
});

describe('isFinalRpcError', () => {
  const withCode = (code: number, message = 'failed') => Object.assign(new Error(message), { code });

  it('stops on user rejection, unsupported method and what viem already stops on', () => {
    for (const code of [4001, 4200, 5000, -32003]) expect(isFinalRpcError(withCode(code))).toBe(true);
    expect(isFinalRpcError(withCode(3, 'execution reverted: nope'))).toBe(true);
  });

  it('goes on for every other code, and for errors without one', () => {
    const final = new Set([4001, 4200, 5000, 7000, -32003]);
    fc.assert(
      fc.property(
        fc.integer().filter((code) => !final.has(code)),
        (code) => !isFinalRpcError(withCode(code, 'node unavailable')),
      ),
    );
    expect(isFinalRpcError(new Error('fetch failed'))).toBe(false);
  });
});
