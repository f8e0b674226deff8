/**
 * The `upstream` swap provider: one server (the AMM on a devnet) listens on a local port, a second one is
 * configured with SWAP_UPSTREAM_URL pointing at it and must answer exactly what the first does; an
 * upstream answering the wrong shapes or failing is a 502, its 4xx answers reach the caller as they are.
 * Both servers run in this process; nothing outside is called.
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOnly, rpcUrlOf, startTestServer } from '../blockchain/chain-test-kit.js';
import { notStarted, useTestDevnet, useTestServer } from '../support/devnet-suite.js';
import { getJson, NATIVE, postJson, trader, WPUSD } from './convert-kit.js';

const testbed = useTestDevnet();
const origin = useTestServer(pgliteOnly(), () => [rpcUrlOf(testbed.devnet)]);

/** A server whose swaps come from `upstreamUrl`. */
function useForwardingServer(upstreamUrl: () => string): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await pgliteOnly().open();
    dispose = opened.dispose;
    app = await startTestServer({
      db: opened.db,
      // Its own chains are dead: every swap answer must come from the upstream.
      rpcUrls: ['http://127.0.0.1:9'],
      env: { SWAP_UPSTREAM_URL: upstreamUrl(), SWAP_UPSTREAM_PROJECT_ID: 'walletport-demo' },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });
  return {
    get app() {
      return app ?? notStarted('forwarding server');
    },
  };
}

let originUrl: string | undefined;
beforeAll(async () => {
  originUrl = await origin.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

describe('a server forwarding swaps to another', { timeout: 30_000 }, () => {
  const forwarding = useForwardingServer(() => originUrl ?? notStarted('origin server'));
  const both = async (path: string, query: Record<string, string>) => {
    const [direct, forwarded] = await Promise.all([
      getJson(origin.app, `/v1/convert/${path}`, query),
      getJson(forwarding.app, `/v1/convert/${path}`, query),
    ]);
    return { direct, forwarded };
  };

  it('answers the same tokens, quotes and allowances', async () => {
    for (const [path, query] of [
      ['tokens', { chainId: 'eip155:31337' }],
      ['quotes', { from: NATIVE, to: WPUSD, amount: parseEther('2').toString(), userAddress: trader() }],
      ['allowance', { tokenAddress: WPUSD, userAddress: trader() }],
      ['build-approve', { from: WPUSD, to: NATIVE, amount: '5000000', userAddress: trader() }],
    ] as const) {
      const { direct, forwarded } = await both(path, query);
      expect(direct.status, path).toBe(200);
      // Token images are the upstream's: their URLs name the server that asked it, not the caller's.
      const sameHost = JSON.parse(JSON.stringify(direct).replaceAll('http://localhost:80', originUrl ?? ''));
      expect(forwarded, path).toEqual(sameHost);
    }
  });

  it('passes gas prices and swap transactions through', async () => {
    const gas = await getJson(forwarding.app, '/v1/convert/gas-price', { chainId: 'eip155:31337' });
    expect(gas.status).toBe(200);
    expect(Object.keys(gas.body).sort()).toEqual(['fast', 'instant', 'standard']);
    const body = {
      amount: parseEther('1').toString(),
      eip155: { slippage: '2' },
      from: NATIVE,
      to: WPUSD,
      userAddress: trader(),
      disableEstimate: true,
    };
    const [direct, forwarded] = await Promise.all([
      postJson(origin.app, '/v1/convert/build-transaction', body),
      postJson(forwarding.app, '/v1/convert/build-transaction', body),
    ]);
    expect(forwarded.status).toBe(200);
    const strip = (answer: typeof direct) => {
      const { deadline: _deadline, ...tx } = answer.body.tx as Record<string, unknown>;
      return tx;
    };
    expect(strip(forwarded)).toEqual(strip(direct));
  });

  it("passes the upstream's own 400s on, and still refuses unsupported networks itself", async () => {
    const noRoute = await getJson(forwarding.app, '/v1/convert/quotes', {
      from: NATIVE,
      to: 'eip155:31337:0x0165878A594ca255338adfa4d48449f69242Eb8F',
      amount: '1000',
      userAddress: trader(),
    });
    expect(noRoute).toEqual({ status: 400, body: { code: 'NO_ROUTE', message: 'No route for this pair' } });
    const unsupported = await getJson(forwarding.app, '/v1/convert/tokens', { chainId: 'eip155:999' });
    expect(unsupported.body.message).toBe('Network not supported for Swaps');
  });
});

describe('a forwarding server whose upstream misbehaves', { timeout: 30_000 }, () => {
  let fake: Server | undefined;
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  beforeAll(async () => {
    fake = createServer((_request, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => fake?.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => fake?.close(resolve));
  });
  const forwarding = useForwardingServer(() => {
    const address = fake?.address();
    if (address === undefined || address === null || typeof address === 'string')
      return notStarted('fake upstream');
    return `http://127.0.0.1:${address.port}`;
  });
  const quote = () =>
    getJson(forwarding.app, '/v1/convert/quotes', {
      from: NATIVE,
      to: WPUSD,
      amount: '1000',
      userAddress: trader(),
    });

  it.each([
    [
      'a quote with a made-up amount',
      200,
      {
        quotes: [
          {
            fromAmount: '1000',
            fromAccount: NATIVE,
            toAmount: '12.5',
            toAccount: WPUSD,
            priceImpact: '0.30',
            route: [NATIVE, WPUSD],
          },
        ],
      },
    ],
    ['no quotes at all', 200, { quotes: [] }],
    ['HTML', 200, '<html>'],
    ['a server error', 500, { code: 'INTERNAL_ERROR', message: 'boom' }],
    ['a refused project', 403, { code: 'INVALID_PROJECT_ID', message: 'no' }],
  ] as const)('answers 502 for %s', async (_case, status, body) => {
    answer = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    const { status: got, body: error } = await quote();
    expect(got).toBe(502);
    expect(error).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'The swap provider could not be reached.',
    });
  });

  it('refuses a token image that is not an http(s) URL', async () => {
    const token = { name: 'Evil', symbol: 'EVL', address: WPUSD, decimals: 6, eip2612: false };
    answer = {
      status: 200,
      body: JSON.stringify({ tokens: [{ ...token, logoUri: 'javascript:alert(1)' }] }),
    };
    const refused = await getJson(forwarding.app, '/v1/convert/tokens', { chainId: 'eip155:31337' });
    expect(refused.status).toBe(502);
    answer = {
      status: 200,
      body: JSON.stringify({ tokens: [{ ...token, logoUri: 'https://img.example/evl.png' }] }),
    };
    const accepted = await getJson(forwarding.app, '/v1/convert/tokens', { chainId: 'eip155:31337' });
    expect(accepted.body.tokens).toEqual([{ ...token, logoUri: 'https://img.example/evl.png' }]);
  });

  it('never passes on fields it does not know', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({
        quotes: [
          {
            id: 'x',
            fromAmount: '1000',
            fromAccount: NATIVE,
            toAmount: '7',
            toAccount: WPUSD,
            priceImpact: '0.30',
            route: [NATIVE, WPUSD],
            script: '<b>',
          },
        ],
      }),
    };
    const { status, body } = await quote();
    expect(status).toBe(200);
    expect(body.quotes).toEqual([
      {
        id: null,
        fromAmount: '1000',
        fromAccount: NATIVE,
        toAmount: '7',
        toAccount: WPUSD,
        priceImpact: '0.30',
        route: [NATIVE, WPUSD],
      },
    ]);
  });
});
