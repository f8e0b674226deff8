import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainConfig } from '../config.js';
import { createChainClients, toViemChain } from './clients.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * A node on 127.0.0.1 that answers eth_chainId with `chainId`, answers HTTP 503 when `chainId` is 503,
 * or never answers when `chainId` is undefined.
 */
async function node(
  chainId: number | 'unavailable' | undefined,
): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      if (chainId === undefined) return;
      if (chainId === 'unavailable') {
        response.writeHead(503).end();
        return;
      }
      const { id } = JSON.parse(text) as { id: number };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${chainId.toString(16)}` }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits };
}

function chain(chainId: number, rpcUrls: string[]): ChainConfig {
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    rpcUrls,
    wsUrls: [],
    multicall3: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
    priceFeeds: [],
    indexFrom: 'latest',
    spamContracts: [],
  };
}

describe('createChainClients', () => {
  it('makes a client per chain with upstreams, none for a chain without', async () => {
    const first = await node(7);
    const clients = createChainClients([chain(7, [first.url]), chain(8, [])]);
    expect(await clients.get(7)?.getChainId()).toBe(7);
    expect(clients.get(8)).toBeUndefined();
    expect(clients.get(9)).toBeUndefined();
  });

  it('times out a silent upstream, once, and moves on to the next', async () => {
    const silent = await node(undefined);
    const working = await node(7);
    const clients = createChainClients([chain(7, [silent.url, working.url])], { timeoutMs: 200 });
    const started = Date.now();
    expect(await clients.get(7)?.getChainId()).toBe(7);
    expect(Date.now() - started).toBeLessThan(2_000);
    // No retries of the silent upstream: each one would cost a full timeout.
    expect(silent.hits()).toBe(1);
    expect(working.hits()).toBe(1);
  });

  it('asks an unavailable upstream once, without retries: the caller fails fast', async () => {
    const single = await node('unavailable');
    await expect(
      createChainClients([chain(7, [single.url])])
        .get(7)
        ?.getChainId(),
    ).rejects.toThrow();
    expect(single.hits()).toBe(1);
    const first = await node('unavailable');
    const second = await node('unavailable');
    await expect(
      createChainClients([chain(7, [first.url, second.url])])
        .get(7)
        ?.getChainId(),
    ).rejects.toThrow();
    expect([first.hits(), second.hits()]).toEqual([1, 1]);
  });

  it("gives the viem chain the configured Multicall3, so viem's multicall finds it", () => {
    expect(toViemChain(chain(7, ['http://x'])).contracts?.multicall3?.address).toBe(
      '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    );
    expect(toViemChain({ ...chain(7, ['http://x']), multicall3: undefined }).contracts).toBeUndefined();
  });
});
