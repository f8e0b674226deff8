/**
 * A network with several RPC URLs: the EthersAdapter's node reads go on to the next endpoint when one is
 * down, slow or failing, but not after a user rejection, an unsupported method or a real answer such as a
 * revert, which any endpoint would give the same way (docs/adapters.md "RPC endpoints").
 * The endpoints are real HTTP servers on free ports that answer JSON-RPC as each test scripts them.
 */
import { localDevnet } from '@walletport/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type EndpointBehaviour, jsonRpcEndpoints } from '../../../test/support/json-rpc-endpoint.js';
import { EthersAdapter } from '../src/index.js';
import { isFinalRpcError, RPC_TIMEOUT_MS } from '../src/node-endpoints.js';
import { rejectionOf } from './support/devnet.js';

const CHAIN_ID = 31337;
const HOLDER = `0x${'11'.repeat(20)}`;
const ONE_ETHER = { result: '0xde0b6b3a7640000' };

/** Solidity's Error(string) revert data for a short ASCII reason, as a node returns it. */
const revertData = (reason: string) =>
  `0x08c379a0${(32).toString(16).padStart(64, '0')}${reason.length.toString(16).padStart(64, '0')}${Buffer.from(reason).toString('hex').padEnd(64, '0')}`;

const endpoints = jsonRpcEndpoints();
const startEndpoint = endpoints.start;
const downUrl = endpoints.downUrl;

afterEach(endpoints.closeAll);

/** An adapter of its own (node reads remember endpoints per adapter) for a network listing `urls` in order. */
function adapterFor(urls: string[]) {
  const devnet = localDevnet({ id: CHAIN_ID, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1' });
  const network = { ...devnet, rpcUrls: { default: { http: urls } } };
  const adapter = new EthersAdapter({ networks: [network], storage: null });
  return { adapter, balance: () => adapter.getBalance({ address: HOLDER, network }) };
}

const estimate = (adapter: EthersAdapter) =>
  adapter.estimateGas({ from: HOLDER, to: HOLDER, value: 1n, chainId: CHAIN_ID });

describe('a network with several RPC URLs', () => {
  it('reads the balance through the second endpoint when the first refuses connections', async () => {
    const second = await startEndpoint(ONE_ETHER);
    const { balance } = adapterFor([await downUrl(), second.url]);
    await expect(balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(second.asked).toEqual(['eth_getBalance']);
  });

  it.each<[string, EndpointBehaviour]>([
    ['HTTP 503', { status: 503 }],
    ['HTTP 429, without waiting for it', { status: 429 }],
    ['invalid JSON', { body: '<html>Bad gateway</html>' }],
    ['a JSON-RPC answer without its request id', { body: '{"jsonrpc":"2.0","result":"0x1"}' }],
    ['a node error ("header not found")', { rpcError: { code: -32000, message: 'header not found' } }],
  ])('reads through the second endpoint when the first answers %s', async (_, failing) => {
    const first = await startEndpoint(failing);
    const second = await startEndpoint(ONE_ETHER);
    const { balance } = adapterFor([first.url, second.url]);
    await expect(balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(first.asked).toEqual(['eth_getBalance']);
    expect(second.asked).toEqual(['eth_getBalance']);
  });

  it(`gives up on an endpoint that does not answer within ${RPC_TIMEOUT_MS} ms`, async () => {
    const first = await startEndpoint({ hang: true });
    const second = await startEndpoint(ONE_ETHER);
    const { balance } = adapterFor([first.url, second.url]);
    const started = Date.now();
    await expect(balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(RPC_TIMEOUT_MS - 100);
    expect(second.asked).toEqual(['eth_getBalance']);
  }, 20_000);

  it('keeps using the first endpoint while it answers', async () => {
    const first = await startEndpoint(ONE_ETHER);
    const second = await startEndpoint(ONE_ETHER);
    const { balance } = adapterFor([first.url, second.url]);
    await balance();
    await balance();
    expect(first.asked).toEqual(['eth_getBalance', 'eth_getBalance']);
    expect(second.asked).toEqual([]);
  });

  it('stays with the endpoint that answered, and goes back when that one fails', async () => {
    const first = await startEndpoint({ status: 503 });
    const second = await startEndpoint(ONE_ETHER);
    const { balance } = adapterFor([first.url, second.url]);
    await balance();
    await balance();
    expect(first.asked).toEqual(['eth_getBalance']);
    expect(second.asked).toEqual(['eth_getBalance', 'eth_getBalance']);

    first.behave(ONE_ETHER);
    second.behave({ status: 503 });
    await expect(balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(first.asked).toEqual(['eth_getBalance', 'eth_getBalance']);
  });

  it.each<[string, { code: number; message: string; data?: string }, string]>([
    [
      'a revert with data (code 3)',
      {
        code: 3,
        message: 'execution reverted: nope',
        data: revertData('nope'),
      },
      'CALL_EXCEPTION',
    ],
    ['a revert (-32000)', { code: -32000, message: 'execution reverted' }, 'CALL_EXCEPTION'],
    [
      'insufficient funds',
      { code: -32000, message: 'insufficient funds for gas * price + value: have 0 want 1' },
      'INSUFFICIENT_FUNDS',
    ],
  ])('does not ask the next endpoint after %s from eth_estimateGas', async (_, rpcError, ethersCode) => {
    const first = await startEndpoint({ rpcError });
    const second = await startEndpoint(ONE_ETHER);
    const { adapter, balance } = adapterFor([first.url, second.url]);
    const error = await rejectionOf(estimate(adapter));
    expect(error.message).toBe('EthersAdapter:estimateGas - Estimate gas failed');
    expect(error.cause).toMatchObject({ code: ethersCode });
    expect(first.asked).toEqual(['eth_estimateGas']);
    expect(second.asked).toEqual([]);

    // The same adapter does fall back when the first endpoint fails: the answer above was final by choice.
    first.behave({ status: 503 });
    await expect(balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(second.asked).toEqual(['eth_getBalance']);
  });

  it.each([
    [4001, 'User rejected the request.'],
    [4200, 'The Provider does not support the requested method.'],
  ])('does not ask the next endpoint after code %i', async (code, message) => {
    const first = await startEndpoint({ rpcError: { code, message } });
    const second = await startEndpoint(ONE_ETHER);
    const { balance } = adapterFor([first.url, second.url]);
    await expect(balance()).rejects.toThrow();
    expect(first.asked).toEqual(['eth_getBalance']);
    expect(second.asked).toEqual([]);

    first.behave({ status: 503 });
    await expect(balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(second.asked).toEqual(['eth_getBalance']);
  });

  it('rejects with the last endpoint’s failure when every endpoint fails', async () => {
    const last = await startEndpoint({ status: 503 });
    const { balance } = adapterFor([await downUrl(), last.url]);
    await expect(balance()).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(last.asked).toEqual(['eth_getBalance']);
  });

  it('rejects with the node’s own error when the last endpoint answers one', async () => {
    const first = await startEndpoint({ status: 503 });
    const last = await startEndpoint({ rpcError: { code: -32000, message: 'header not found' } });
    const { balance } = adapterFor([first.url, last.url]);
    const error = await rejectionOf(balance());
    expect(error).toMatchObject({
      code: 'UNKNOWN_ERROR',
      error: { code: -32000, message: 'header not found' },
    });
  });
});

describe('a network with one RPC URL', () => {
  it('reads through it as before, one request per read', async () => {
    const only = await startEndpoint(ONE_ETHER);
    const { balance } = adapterFor([only.url]);
    await expect(balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    expect(only.asked).toEqual(['eth_getBalance']);

    only.behave({ status: 503 });
    await expect(balance()).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    expect(only.asked).toEqual(['eth_getBalance', 'eth_getBalance']);
  });

  it('leaves out empty entries, as WagmiAdapter does; none left is "No URL was provided…"', async () => {
    const only = await startEndpoint(ONE_ETHER);
    await expect(adapterFor(['', only.url]).balance()).resolves.toEqual({ balance: '1', symbol: 'ETH' });
    const error = await rejectionOf(adapterFor(['']).balance());
    expect(error.message).toBe(
      'No URL was provided to the Transport. Please provide a valid RPC URL to the Transport.',
    );
  });
});

describe('isFinalRpcError', () => {
  const rpcError = (code: number, message = 'failed', data?: string) => ({
    code,
    message,
    ...(data === undefined ? {} : { data }),
  });

  it('stops on user rejection, unsupported method, rejected transaction and real node answers', () => {
    for (const code of [4001, 4200, -32003]) expect(isFinalRpcError(rpcError(code))).toBe(true);
    expect(isFinalRpcError(rpcError(3, 'execution reverted', '0x'))).toBe(true);
    expect(isFinalRpcError(rpcError(-32000, 'execution reverted: nope'))).toBe(true);
    expect(isFinalRpcError(rpcError(-32000, 'insufficient funds for gas * price + value'))).toBe(true);
    expect(isFinalRpcError(rpcError(-32000, 'nonce too low'))).toBe(true);
  });

  it('goes on for every other code with a message about the node', () => {
    const final = new Set([4001, 4200, -32003]);
    fc.assert(
      fc.property(
        fc.integer().filter((code) => !final.has(code)),
        (code) => !isFinalRpcError(rpcError(code, 'node unavailable')),
      ),
    );
    expect(isFinalRpcError(rpcError(-32005, 'daily request count exceeded'))).toBe(false);
    expect(isFinalRpcError(rpcError(-32603, 'internal error'))).toBe(false);
  });
});
