import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devnetAccount, devnetViemChain } from '@walletport/devnet';
import type { FastifyInstance } from 'fastify';
import { createPublicClient, createWalletClient, http, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import {
  CHAIN_ID,
  deadUpstreamUrl,
  pgliteOnly,
  devnetClient,
  PROJECT_ID,
  rpcUrlOf,
  startTestServer,
  withProject,
} from '../blockchain/chain-test-kit.js';
import { testDatabaseKinds } from '../support/databases.js';
import { useTestDevnet, useTestServer } from '../support/devnet-suite.js';

interface FakeUpstream {
  url: string;
  hits: () => number;
  close: () => Promise<void>;
}

/** A tiny JSON-RPC upstream that answers every request with `error` (with the request's id) and `status`. */
async function fakeUpstream(status: number, error: { code: number; message: string }): Promise<FakeUpstream> {
  let hits = 0;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      hits += 1;
      const payload = JSON.parse(text) as { id: unknown } | { id: unknown }[];
      const answer = (item: { id: unknown }) => ({ jsonrpc: '2.0', id: item.id, error });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(Array.isArray(payload) ? payload.map(answer) : answer(payload)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const rpcPath = (chainId = `eip155:${CHAIN_ID}`) => withProject('/v1/', { chainId });
const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params });

const testbed = useTestDevnet();

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'RPC proxy on %s',
  (_name, kind) => {
    const server = useTestServer(kind, () => [rpcUrlOf(testbed.devnet)]);

    const post = (payload: unknown, url = rpcPath()) =>
      server.app.inject({ method: 'POST', url, payload: payload as object });

    it('forwards a single request', async () => {
      const response = await post(call(1, 'eth_chainId'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    });

    it('forwards a batch and answers in order with the client ids', async () => {
      const owner = devnetAccount(1).address;
      const response = await post([
        call(7, 'eth_chainId'),
        call(3, 'eth_getBalance', [owner, 'latest']),
        call(9, 'net_version'),
      ]);
      const answers = response.json() as { id: number; result: string }[];
      expect(answers.map((answer) => answer.id)).toEqual([7, 3, 9]);
      expect(answers[0]?.result).toBe('0x7a69');
      expect(BigInt(answers[1]?.result ?? '0')).toBe(
        await devnetClient(testbed.devnet).getBalance({ address: owner }),
      );
      expect(answers[2]?.result).toBe('31337');
    });

    it('refuses methods outside the allowlist with JSON-RPC error -32004, without forwarding', async () => {
      for (const method of [
        'eth_sendTransaction',
        'anvil_setBalance',
        'debug_traceTransaction',
        'eth_accounts',
      ]) {
        const response = await post(call(1, method));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          jsonrpc: '2.0',
          id: 1,
          error: {
            code: -32004,
            message: `The method ${method} is not available through this RPC endpoint.`,
          },
        });
      }
    });

    it('answers invalid JSON-RPC with -32600 and bad JSON with -32700', async () => {
      expect((await post({ id: 1, method: 'eth_chainId' })).json()).toMatchObject({
        id: 1,
        error: { code: -32600 },
      });
      const badJson = await server.app.inject({
        method: 'POST',
        url: rpcPath(),
        headers: { 'content-type': 'application/json' },
        payload: '{"jsonrpc":',
      });
      expect(badJson.statusCode).toBe(200);
      expect(badJson.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'The body is not valid JSON.' },
      });
    });

    it('refuses a batch of more than 100 requests', async () => {
      const response = await post(Array.from({ length: 101 }, (_, index) => call(index, 'eth_chainId')));
      expect(response.json()).toMatchObject({ id: null, error: { code: -32005 } });
    });

    it('takes a bare chain id too, and refuses chains it does not serve or malformed ones', async () => {
      expect(
        (await post(call(1, 'eth_chainId'), withProject('/v1/', { chainId: '31337' }))).json().result,
      ).toBe('0x7a69');
      const unsupported = await post(call(1, 'eth_chainId'), rpcPath('eip155:1'));
      expect(unsupported.statusCode).toBe(400);
      expect(unsupported.json().code).toBe('UNSUPPORTED_CHAIN');
      const malformed = await post(call(1, 'eth_chainId'), rpcPath('eip155:'));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/'chainId'/);
    });

    it('is documented in the OpenAPI document', async () => {
      const document = (await server.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
        paths: Record<string, Record<string, { description?: string }>>;
      };
      expect(document.paths['/v1/']?.post?.description).toContain('eth_sendRawTransaction');
    });

    it('requires a known project', async () => {
      const none = await server.app.inject({
        method: 'POST',
        url: `/v1/?chainId=eip155:${CHAIN_ID}`,
        payload: call(1, 'eth_chainId'),
      });
      expect(none.statusCode).toBe(403);
      const unknown = await server.app.inject({
        method: 'POST',
        url: `/v1/?chainId=eip155:${CHAIN_ID}&projectId=nobody-here`,
        payload: call(1, 'eth_chainId'),
      });
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json().code).toBe('INVALID_PROJECT_ID');
    });
  },
);

describe('RPC proxy upstream fallback', () => {
  let db: Database;
  const servers: FastifyInstance[] = [];
  const upstreams: FakeUpstream[] = [];

  let dispose: (() => Promise<void>) | undefined;
  // One database kind is enough here: these tests are about upstreams, not storage.
  beforeAll(async () => {
    ({ db, dispose } = await pgliteOnly().open());
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    for (const upstream of upstreams) await upstream.close();
    await dispose?.();
  }, 60_000);

  const serverWith = async (rpcUrls: string[]) => {
    const app = await startTestServer({ db, rpcUrls });
    servers.push(app);
    return app;
  };
  const post = (app: FastifyInstance, payload: unknown) =>
    app.inject({ method: 'POST', url: rpcPath(), payload: payload as object });

  it('falls back from a dead upstream (closed port) to the devnet', async () => {
    const app = await serverWith([await deadUpstreamUrl(), rpcUrlOf(testbed.devnet)]);
    expect((await post(app, call(1, 'eth_chainId'))).json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: '0x7a69',
    });
    const batch = await post(app, [call(1, 'eth_chainId'), call(2, 'eth_blockNumber')]);
    expect((batch.json() as unknown[]).length).toBe(2);
  });

  it('falls back after an upstream internal error', async () => {
    const broken = await fakeUpstream(200, { code: -32603, message: 'internal error' });
    upstreams.push(broken);
    const app = await serverWith([broken.url, rpcUrlOf(testbed.devnet)]);
    expect((await post(app, call(1, 'eth_chainId'))).json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: '0x7a69',
    });
    expect(broken.hits()).toBe(1);
  });

  it('does not fall back after a user rejection (4001), even on HTTP 500', async () => {
    const rejecting = await fakeUpstream(500, { code: 4001, message: 'User rejected the request.' });
    upstreams.push(rejecting);
    const app = await serverWith([rejecting.url, rpcUrlOf(testbed.devnet)]);
    const response = await post(app, call(5, 'eth_chainId'));
    expect(response.json()).toEqual({
      jsonrpc: '2.0',
      id: 5,
      error: { code: 4001, message: 'User rejected the request.' },
    });
    expect(rejecting.hits()).toBe(1);
  });

  it('does not fall back after an unsupported-method answer (4200)', async () => {
    const unsupported = await fakeUpstream(200, { code: 4200, message: 'unsupported' });
    upstreams.push(unsupported);
    const app = await serverWith([unsupported.url, rpcUrlOf(testbed.devnet)]);
    expect((await post(app, call(1, 'eth_chainId'))).json()).toMatchObject({ error: { code: 4200 } });
  });

  it('answers 502 when every upstream is down', async () => {
    const app = await serverWith([await deadUpstreamUrl(), await deadUpstreamUrl()]);
    const response = await post(app, call(1, 'eth_chainId'));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ id: 1, error: { code: -32603 } });
  });

  it('serves a viem client end to end: reads, and a signed transaction sent raw', async () => {
    const app = await serverWith([rpcUrlOf(testbed.devnet)]);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const transport = http(`${base}/v1/?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT_ID}`, {
      retryCount: 0,
    });
    const chain = devnetViemChain({
      id: CHAIN_ID,
      name: 'Walletport Devnet',
      port: testbed.devnet.chains[0]?.port ?? 0,
    });
    const client = createPublicClient({ chain, transport });
    expect(await client.getChainId()).toBe(CHAIN_ID);
    expect(await client.getBlockNumber()).toBeGreaterThan(0n);
    const wallet = createWalletClient({ account: devnetAccount(4), chain, transport });
    const to = devnetAccount(9).address;
    const before = await client.getBalance({ address: to });
    const hash = await wallet.sendTransaction({ to, value: parseEther('0.5') });
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('0.5'));
  });
});
