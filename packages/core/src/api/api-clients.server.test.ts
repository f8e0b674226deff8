/**
 * The API clients against a real HTTP server on 127.0.0.1 answering the documented shapes
 * (the Walletport server itself is exercised in packages/server/test/client-api.test.ts; core must not
 * depend on it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, HttpRequestError } from '../http/index.js';
import { findNativeBalance } from './api-answers.js';
import { createBlockchainApiClient } from './blockchain-api.js';
import { createProjectApiClient } from './project-api.js';

const ADDRESS = '0x00000000000000000000000000000000000000a1';
const SDK = { projectId: 'demo', sdkType: 'walletport', sdkVersion: 'core-test' };

interface Seen {
  path: string;
  query: Record<string, string>;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
/** Per path, a status to answer with instead of the documented body. */
let failures: Record<string, number> = {};

const ANSWERS: Record<string, unknown> = {
  '/v1/supported-chains': { http: ['eip155:1', 'eip155:31337'], ws: [] },
  [`/v1/identity/${ADDRESS}`]: { name: 'alice.wp', avatar: 'https://img.example/alice.png' },
  [`/v1/account/${ADDRESS}/balance`]: {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3000,
        price: 2000,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: 'https://img.example/eth.png',
      },
    ],
  },
  '/projects/v1/origins': { allowedOrigins: ['https://*.example.com'] },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const failure = failures[url.pathname];
    const answer = ANSWERS[url.pathname];
    const status = failure ?? (answer === undefined ? 404 : 200);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(status === 200 ? answer : { code: 'X', message: `status ${status}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  failures = {};
});

function clients(now = () => Date.now()) {
  const http = createHttpClient({ baseUrl });
  return {
    blockchain: createBlockchainApiClient({ http, ...SDK, now }),
    project: createProjectApiClient({ http, ...SDK }),
  };
}

const sdkQuery = { projectId: 'demo', st: 'walletport', sv: 'core-test' };

describe('blockchain API client', () => {
  it('reads an identity with projectId, st, sv and sender, and caches it for 5 minutes', async () => {
    let time = 1_000;
    const { blockchain } = clients(() => time);
    const [a, b] = await Promise.all([blockchain.getIdentity(ADDRESS), blockchain.getIdentity(ADDRESS)]);
    expect(a).toEqual({ name: 'alice.wp', avatar: 'https://img.example/alice.png' });
    expect(b).toEqual(a);
    expect(seen).toEqual([{ path: `/v1/identity/${ADDRESS}`, query: { ...sdkQuery, sender: ADDRESS } }]);
    // The same account in another spelling is the same cache entry.
    time += 299_999;
    expect(blockchain.getCachedIdentity(ADDRESS.toUpperCase().replace('0X', '0x'))).toEqual(a);
    await blockchain.getIdentity(ADDRESS);
    expect(seen).toHaveLength(1);
    time += 1;
    expect(blockchain.getCachedIdentity(ADDRESS)).toBeUndefined();
    await blockchain.getIdentity(ADDRESS, { sender: '0xsender' });
    expect(seen[1]?.query.sender).toBe('0xsender');
  });

  it('does not cache a failed identity lookup', async () => {
    const { blockchain } = clients();
    failures[`/v1/identity/${ADDRESS}`] = 500;
    await expect(blockchain.getIdentity(ADDRESS)).rejects.toThrow('HTTP status code: 500');
    delete failures[`/v1/identity/${ADDRESS}`];
    await expect(blockchain.getIdentity(ADDRESS)).resolves.toEqual(
      expect.objectContaining({ name: 'alice.wp' }),
    );
  });

  it('refreshIdentity asks again past the cache and tells the listeners (a name was registered)', async () => {
    const { blockchain } = clients();
    const path = `/v1/identity/${ADDRESS}`;
    const before = ANSWERS[path];
    try {
      await blockchain.getIdentity(ADDRESS);
      ANSWERS[path] = { name: 'alice1.walletport.id', avatar: null };
      const heard: string[] = [];
      const stop = blockchain.onIdentityChange((address) => heard.push(address));
      expect((await blockchain.refreshIdentity(ADDRESS)).name).toBe('alice1.walletport.id');
      expect(blockchain.getCachedIdentity(ADDRESS.replace('a1', 'A1'))?.name).toBe('alice1.walletport.id');
      expect(heard).toEqual([ADDRESS]);
      stop();
      await blockchain.refreshIdentity(ADDRESS);
      expect(heard).toHaveLength(1);
      expect(seen.filter((request) => request.path === path)).toHaveLength(3);
    } finally {
      ANSWERS[path] = before;
    }
  });

  it('reads balances with currency usd and the CAIP-2 chainId, forceUpdate when asked', async () => {
    const { blockchain } = clients();
    const balances = await blockchain.getBalances(ADDRESS, 'eip155:1');
    expect(findNativeBalance(balances, 'eip155:1')?.quantity.numeric).toBe('1.5');
    await blockchain.getBalances(ADDRESS, 'eip155:1', { forceUpdate: true });
    const balanceRequests = seen.filter((request) => request.path.endsWith('/balance'));
    expect(balanceRequests.map((request) => request.query)).toEqual([
      { ...sdkQuery, currency: 'usd', chainId: 'eip155:1' },
      { ...sdkQuery, currency: 'usd', chainId: 'eip155:1', forceUpdate: 'true' },
    ]);
    // The supported-chains list was asked once for both.
    expect(seen.filter((request) => request.path === '/v1/supported-chains')).toHaveLength(1);
  });

  it('skips a network the server does not serve, answering empty', async () => {
    const { blockchain } = clients();
    await expect(blockchain.getBalances(ADDRESS, 'eip155:10')).resolves.toEqual([]);
    expect(seen.map((request) => request.path)).toEqual(['/v1/supported-chains']);
  });

  it('reports server failures to the caller and asks for supported chains again after one', async () => {
    const { blockchain } = clients();
    failures['/v1/supported-chains'] = 503;
    const error = await blockchain.getBalances(ADDRESS, 'eip155:1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpRequestError);
    delete failures['/v1/supported-chains'];
    failures[`/v1/account/${ADDRESS}/balance`] = 502;
    await expect(blockchain.getBalances(ADDRESS, 'eip155:1')).rejects.toThrow('HTTP status code: 502');
    expect(await blockchain.getSupportedChains()).toEqual({ http: ['eip155:1', 'eip155:31337'], ws: [] });
  });
});

describe('project API client', () => {
  it('reads the allowed origins with the SDK parameters', async () => {
    await expect(clients().project.getAllowedOrigins()).resolves.toEqual(['https://*.example.com']);
    expect(seen).toEqual([{ path: '/projects/v1/origins', query: sdkQuery }]);
  });

  it('answers [] when the server refuses the page (403), telling onError why', async () => {
    failures['/projects/v1/origins'] = 403;
    const errors: unknown[] = [];
    const project = createProjectApiClient({
      http: createHttpClient({ baseUrl }),
      ...SDK,
      onError: (error) => errors.push(error),
    });
    await expect(project.getAllowedOrigins()).resolves.toEqual([]);
    expect((errors[0] as HttpRequestError).status).toBe(403);
  });

  it('answers undefined (not known) when the server cannot answer: down, 429 or 5xx', async () => {
    const errors: unknown[] = [];
    const project = createProjectApiClient({
      http: createHttpClient({ baseUrl }),
      ...SDK,
      onError: (error) => errors.push(error),
    });
    for (const status of [429, 500, 503]) {
      failures['/projects/v1/origins'] = status;
      await expect(project.getAllowedOrigins()).resolves.toBeUndefined();
    }
    expect(errors.map((error) => (error as HttpRequestError).status)).toEqual([429, 500, 503]);
    const unreachable = createProjectApiClient({
      http: createHttpClient({ baseUrl: 'http://127.0.0.1:1' }),
      ...SDK,
    });
    await expect(unreachable.getAllowedOrigins()).resolves.toBeUndefined();
  });
});
