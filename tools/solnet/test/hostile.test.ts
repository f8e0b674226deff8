// Requests from strangers: malformed bodies, oversize bodies, bad params, unknown methods, on HTTP and WS.
import { address, type Blockhash, getSignatureFromTransaction } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_BODY_BYTES } from '../src/http-server.js';
import { RPC_METHOD_NAMES, type Solnet, startSolnet } from '../src/index.js';
import {
  getBase64EncodedWireTransaction,
  type RawAnswer,
  rawRpc,
  rpcCall,
  signedTransaction,
  testSigner,
} from './helpers.js';

let solnet: Solnet;

beforeAll(async () => {
  solnet = await startSolnet({ port: 0 });
});

afterAll(() => solnet?.close());

describe('HTTP JSON-RPC', () => {
  it('answers parse errors, invalid requests and unknown methods with the JSON-RPC codes', async () => {
    expect((await rawRpc(solnet.rpcUrl, '{not json')).json).toMatchObject({
      error: { code: -32700 },
      id: null,
    });
    expect((await rawRpc(solnet.rpcUrl, '[]')).json).toMatchObject({ error: { code: -32600 } });
    expect((await rawRpc(solnet.rpcUrl, '42')).json).toMatchObject({ error: { code: -32600 } });
    expect((await rawRpc(solnet.rpcUrl, '{"jsonrpc":"1.0","id":3,"method":"getSlot"}')).json).toMatchObject({
      error: { code: -32600 },
      id: 3,
    });
    expect((await rawRpc(solnet.rpcUrl, '{"jsonrpc":"2.0","id":{},"method":"getSlot"}')).json).toMatchObject({
      error: { code: -32600 },
      id: null,
    });
    expect(await rpcCall(solnet.rpcUrl, 'getNothing')).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    });
    expect(await rpcCall(solnet.rpcUrl, '__proto__')).toMatchObject({ error: { code: -32601 } });
    expect(await rpcCall(solnet.rpcUrl, 'toString')).toMatchObject({ error: { code: -32601 } });
  });

  it('answers batches in order and says nothing to notifications', async () => {
    const batch = await rawRpc(
      solnet.rpcUrl,
      JSON.stringify([
        { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
        { jsonrpc: '2.0', method: 'getSlot' },
        { jsonrpc: '2.0', id: 'b', method: 'nope' },
        7,
      ]),
    );
    const answers = batch.json as RawAnswer[];
    expect(answers.map((answer) => answer.id)).toEqual(['a', 'b', null]);
    expect(answers[0]?.result).toBe('ok');
    expect(answers[2]?.error?.code).toBe(-32600);
    const notification = await rawRpc(solnet.rpcUrl, '{"jsonrpc":"2.0","method":"getSlot"}');
    expect(notification).toMatchObject({ status: 200, text: '' });
  });

  it('refuses bodies above the cap with 413', async () => {
    const body = ' '.repeat(MAX_BODY_BYTES + 10);
    const answer = await rawRpc(solnet.rpcUrl, body);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ error: { code: -32600 } });
    expect(await rpcCall(solnet.rpcUrl, 'getHealth')).toMatchObject({ result: 'ok' });
  });

  it('checks params: addresses, signatures, counts, encodings, transactions', async () => {
    const invalid = { error: { code: -32602 } };
    expect(await rpcCall(solnet.rpcUrl, 'getBalance', ['not-an-address'])).toMatchObject(invalid);
    expect(await rpcCall(solnet.rpcUrl, 'getBalance', [123])).toMatchObject(invalid);
    expect(await rpcCall(solnet.rpcUrl, 'getBalance', [])).toMatchObject(invalid);
    expect(await rpcCall(solnet.rpcUrl, 'getBalance', { address: solnet.accounts[0] })).toMatchObject(
      invalid,
    );
    expect(
      await rpcCall(solnet.rpcUrl, 'getBalance', [solnet.accounts[0], { commitment: 'soon' }]),
    ).toMatchObject(invalid);
    expect(
      await rpcCall(solnet.rpcUrl, 'getAccountInfo', [solnet.mint, { encoding: 'base64+zstd' }]),
    ).toMatchObject(invalid);
    expect(await rpcCall(solnet.rpcUrl, 'getSignatureStatuses', [['1111']])).toMatchObject(invalid);
    expect(await rpcCall(solnet.rpcUrl, 'sendTransaction', ['%%%', { encoding: 'base64' }])).toMatchObject(
      invalid,
    );
    expect(await rpcCall(solnet.rpcUrl, 'sendTransaction', ['AAAA', { encoding: 'base64' }])).toMatchObject(
      invalid,
    );
    expect(
      await rpcCall(solnet.rpcUrl, 'sendTransaction', ['A'.repeat(4000), { encoding: 'base64' }]),
    ).toMatchObject(invalid);
    expect(await rpcCall(solnet.rpcUrl, 'requestAirdrop', [solnet.accounts[0], -1])).toMatchObject(invalid);
    expect(await rpcCall(solnet.rpcUrl, 'getMultipleAccounts', [Array(101).fill(solnet.mint)])).toMatchObject(
      invalid,
    );
    expect(await rpcCall(solnet.rpcUrl, 'getSlot', [{ minContextSlot: 1e12 }])).toMatchObject({
      error: { code: -32016 },
    });
  });

  it('serves GET /health and CORS preflights', async () => {
    const health = await fetch(`${solnet.rpcUrl}/health`);
    expect(await health.text()).toBe('ok');
    const preflight = await fetch(solnet.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-headers': 'content-type,solana-client',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client');
  });

  it('never fails internally, whatever the params of any method', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...RPC_METHOD_NAMES),
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        async (method, params) => {
          const answer = await rpcCall(solnet.rpcUrl, method, params);
          expect(answer.error?.code).not.toBe(-32603);
          expect(answer.error !== undefined || 'result' in answer).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('WebSocket subscriptions', () => {
  async function connect() {
    const socket = new WebSocket(solnet.wsUrl);
    const messages: unknown[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()));
      for (const wake of waiters.splice(0)) wake();
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const next = async () => {
      while (messages.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
      return messages.shift() as RawAnswer & {
        method?: string;
        params?: { subscription: number; result: unknown };
      };
    };
    return { socket, next };
  }

  it('answers garbage, unknown methods and unknown subscription ids with errors, and keeps serving', async () => {
    const { socket, next } = await connect();
    socket.send('garbage');
    expect(await next()).toMatchObject({ error: { code: -32700 } });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] }));
    expect(await next()).toMatchObject({ error: { code: -32601 }, id: 1 });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotUnsubscribe', params: [999_999] }));
    expect(await next()).toMatchObject({
      error: { code: -32602, message: 'Invalid subscription id.' },
      id: 2,
    });
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'accountSubscribe', params: ['nope'] }));
    expect(await next()).toMatchObject({ error: { code: -32602 }, id: 3 });
    socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }));
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'rootSubscribe' }));
    const subscribed = await next();
    expect(subscribed.id).toBe(4);
    const notification = await next();
    expect(notification).toMatchObject({
      method: 'rootNotification',
      params: { subscription: subscribed.result },
    });
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'rootUnsubscribe', params: [subscribed.result] }),
    );
    let answer = await next();
    while (answer.method === 'rootNotification') answer = await next();
    expect(answer).toMatchObject({ result: true, id: 5 });
    socket.close();
  });

  it('notifies a signature subscription once when its transaction is processed, then ends it', async () => {
    const { socket, next } = await connect();
    const signature = (await rpcCall(solnet.rpcUrl, 'requestAirdrop', [solnet.accounts[9], 1000]))
      .result as string;
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'signatureSubscribe',
        params: [signature, { commitment: 'finalized' }],
      }),
    );
    const subscribed = await next();
    expect(await next()).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: subscribed.result, result: { value: { err: null } } },
    });
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [subscribed.result] }),
    );
    expect(await next()).toMatchObject({ error: { code: -32602 }, id: 2 });

    // Subscribed before the transaction exists: notified when it is processed.
    const sender = await testSigner(8);
    const { value: lifetime } = (await rpcCall(solnet.rpcUrl, 'getLatestBlockhash')).result as {
      value: { blockhash: Blockhash; lastValidBlockHeight: number };
    };
    const transaction = await signedTransaction(
      sender,
      [
        getTransferSolInstruction({
          source: sender,
          destination: address(solnet.accounts[7] as string),
          amount: 5n,
        }),
      ],
      { blockhash: lifetime.blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
    );
    const pending = getSignatureFromTransaction(transaction);
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'signatureSubscribe', params: [pending] }));
    const live = await next();
    expect(live.id).toBe(3);
    await rpcCall(solnet.rpcUrl, 'sendTransaction', [
      getBase64EncodedWireTransaction(transaction),
      { encoding: 'base64' },
    ]);
    expect(await next()).toMatchObject({
      method: 'signatureNotification',
      params: { subscription: live.result, result: { value: { err: null } } },
    });
    socket.close();
  });
});
