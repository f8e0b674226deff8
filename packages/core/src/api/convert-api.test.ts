import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HttpBodyRequest, HttpRequest } from '../http/http-client.js';
import { HttpRequestError } from '../http/http-errors.js';
import {
  ConvertApiError,
  createConvertApiClient,
  parseConvertQuote,
  parseConvertSwap,
  parseConvertTokens,
  readUint,
} from './convert-api.js';

const USER = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const WPUSD = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const ROUTER = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';

/** An in-memory HTTP server: answers by path, records what was asked. */
function fakeHttp(routes: Record<string, (request: HttpBodyRequest) => unknown>) {
  const asked: Array<{ method: string; request: HttpBodyRequest }> = [];
  const answer = (method: string) => async (request: HttpRequest | HttpBodyRequest) => {
    asked.push({ method, request });
    const route = routes[request.path];
    if (route === undefined)
      throw new HttpRequestError({ status: 404, body: undefined, request: request.path });
    return route(request);
  };
  return { http: { get: answer('GET'), post: answer('POST') } as never, asked };
}

function client(routes: Record<string, (request: HttpBodyRequest) => unknown>) {
  const fake = fakeHttp(routes);
  return {
    ...fake,
    api: createConvertApiClient({
      http: fake.http,
      projectId: 'p1',
      sdkType: 'appkit',
      sdkVersion: 'react-1',
    }),
  };
}

const refuse = (code: string, message: string) => () => {
  throw new HttpRequestError({ status: 400, body: { code, message }, request: 'GET /v1/convert' });
};

describe('the convert client', () => {
  it('asks every route with the project id and sdk params, token ids as CAIP-10 and amounts as integers', async () => {
    const { api, asked } = client({
      '/v1/convert/quotes': () => ({
        quotes: [
          {
            id: null,
            fromAmount: '100',
            fromAccount: ETH,
            toAmount: '287',
            toAccount: WPUSD,
            priceImpact: '0.35',
            route: [ETH, WPUSD],
          },
        ],
      }),
    });
    const quote = await api.getQuote({ userAddress: USER, from: ETH, to: WPUSD, amount: 100n, gasPrice: 7n });
    expect(quote).toEqual({ fromAmount: 100n, toAmount: 287n, priceImpact: '0.35', route: [ETH, WPUSD] });
    expect(asked[0]?.request.params).toEqual({
      projectId: 'p1',
      st: 'appkit',
      sv: 'react-1',
      userAddress: USER,
      from: ETH,
      to: WPUSD,
      amount: '100',
      gasPrice: '7',
    });
  });

  it('lists tokens native first as the server sends them, dropping entries it cannot use', async () => {
    const { api } = client({
      '/v1/convert/tokens': () => ({
        tokens: [
          { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '', eip2612: false },
          {
            name: 'Walletport USD',
            symbol: 'WPUSD',
            address: WPUSD,
            decimals: 6,
            logoUri: 'https://x/y.png',
          },
          { name: 'Broken', symbol: 'BRK', address: '0x1234', decimals: 18 },
          { name: 'No decimals', symbol: 'NOD', address: WPUSD },
        ],
      }),
    });
    const tokens = await api.getTokens('eip155:31337');
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'WPUSD']);
    expect(tokens[1]?.logoUri).toBe('https://x/y.png');
  });

  it('reads the allowance and the gas price as bigints', async () => {
    const { api } = client({
      '/v1/convert/allowance': () => ({ allowance: (2n ** 256n - 1n).toString() }),
      '/v1/convert/gas-price': () => ({ standard: '1000', fast: '2000', instant: '3000' }),
    });
    expect(await api.getAllowance({ tokenAddress: WPUSD, userAddress: USER })).toBe(2n ** 256n - 1n);
    expect(await api.getGasPrice('eip155:31337')).toEqual({ standard: 1000n, fast: 2000n, instant: 3000n });
  });

  it('posts build-transaction with the slippage and reads the router call, value, minimum and deadline', async () => {
    const { api, asked } = client({
      '/v1/convert/build-transaction': () => ({
        tx: {
          from: USER,
          to: `eip155:31337:${ROUTER}`,
          data: '0x7ff36ab5',
          amount: '100',
          eip155: { gas: '150000', gasPrice: '1000' },
          minimumOut: '284',
          deadline: 1_900_000_000,
        },
      }),
    });
    const tx = await api.buildTransaction({
      userAddress: USER,
      from: ETH,
      to: WPUSD,
      amount: 100n,
      slippage: 1,
    });
    expect(tx).toEqual({
      to: ROUTER,
      data: '0x7ff36ab5',
      value: 100n,
      gas: 150_000n,
      gasPrice: 1000n,
      minimumOut: 284n,
      deadline: 1_900_000_000,
    });
    expect(asked[0]?.method).toBe('POST');
    expect(asked[0]?.request.body).toEqual({
      projectId: 'p1',
      amount: '100',
      eip155: { slippage: '1' },
      from: ETH,
      to: WPUSD,
      userAddress: USER,
      disableEstimate: false,
    });
  });

  it('reads build-approve: the token as the target, value 0', async () => {
    const { api } = client({
      '/v1/convert/build-approve': () => ({
        tx: { from: USER, to: WPUSD, data: '0x095ea7b3', value: '0', eip155: { gasPrice: '1000' } },
      }),
    });
    expect(await api.buildApprove({ userAddress: USER, from: WPUSD, to: ETH, amount: 5n })).toEqual({
      to: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      data: '0x095ea7b3',
      value: 0n,
      gas: undefined,
      gasPrice: 1000n,
    });
  });

  it('turns the server refusals into ConvertApiErrors with their problem', async () => {
    const { api } = client({
      '/v1/convert/quotes': refuse('NO_ROUTE', 'No route for this pair'),
      '/v1/convert/tokens': refuse('INVALID_REQUEST', 'Network not supported for Swaps'),
      '/v1/convert/allowance': refuse('SWAPS_UNAVAILABLE', 'Swaps are not available on this network'),
    });
    await expect(api.getQuote({ userAddress: USER, from: ETH, to: WPUSD, amount: 1n })).rejects.toMatchObject(
      {
        problem: 'NO_ROUTE',
        message: 'No route for this pair',
      },
    );
    await expect(api.getTokens('eip155:5')).rejects.toMatchObject({ problem: 'NETWORK_NOT_SUPPORTED' });
    await expect(api.getAllowance({ tokenAddress: WPUSD, userAddress: USER })).rejects.toBeInstanceOf(
      ConvertApiError,
    );
  });

  it('keeps other failures as they are (a 500 is not a refusal)', async () => {
    const { api } = client({
      '/v1/convert/gas-price': () => {
        throw new HttpRequestError({ status: 500, body: undefined, request: 'GET' });
      },
    });
    await expect(api.getGasPrice('eip155:1')).rejects.toBeInstanceOf(HttpRequestError);
  });

  it('refuses answers in the wrong shape rather than guessing numbers', () => {
    expect(() => parseConvertQuote({ quotes: [{ fromAmount: '1', toAmount: '-5' }] })).toThrow(/toAmount/);
    expect(() => parseConvertQuote({ quotes: [] })).toThrow('No route for this pair');
    expect(() => parseConvertSwap({ tx: { to: ROUTER, data: '0x', minimumOut: '1' } })).toThrow(/deadline/);
    expect(() => parseConvertSwap({ tx: { to: 'nope', data: '0x', minimumOut: '1', deadline: 1 } })).toThrow(
      /tx\.to/,
    );
    expect(() => parseConvertTokens({})).toThrow(/tokens/);
  });
});

describe('readUint (property)', () => {
  it('reads every uint256 written in decimal, exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (value) => {
        expect(readUint(value.toString(), 'x')).toBe(value);
      }),
    );
  });

  it('refuses anything that is not a base-10 unsigned integer', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{1,78}$/.test(text)),
        (text) => {
          expect(() => readUint(text, 'x')).toThrow(ConvertApiError);
        },
      ),
    );
  });
});
