// The official WalletConnect SDK (sign-client 2.21.8) as dapp and as wallet, talking only through the
// local relay: pairing, requests, rejections, a dropped connection, and a wallet that arrives late.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PublishEvent, type Relay, startRelay } from '../src/index.js';
import {
  ACCOUNT,
  type Client,
  approveProposals,
  CHAIN,
  closeClient,
  createClient,
  pairClients,
  proposeSession,
  walletHasSession,
} from './support/sdk.js';

let relay: Relay;
const clients: Client[] = [];

beforeAll(async () => {
  relay = await startRelay({ port: 0 });
});
afterAll(async () => {
  await relay.close();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map(closeClient));
});

async function client(role: 'dapp' | 'wallet') {
  const created = await createClient(relay.url, role);
  clients.push(created);
  return created;
}

async function pairedClients() {
  const [dapp, wallet] = [await client('dapp'), await client('wallet')];
  const session = await pairClients(dapp, wallet);
  await walletHasSession(wallet, session.topic);
  return { dapp, wallet, session };
}

/** The wallet answers each request with what `answer` gives for its method. */
function answerRequests(wallet: Client, answer: (method: string) => { result: string } | { error: object }) {
  wallet.on('session_request', async ({ id, topic, params }) => {
    await wallet.respond({
      topic,
      response: { id, jsonrpc: '2.0', ...answer(params.request.method) } as never,
    });
  });
}

function personalSign(dapp: Client, topic: string, text = 'hello') {
  const message = `0x${Buffer.from(text).toString('hex')}`;
  return dapp.request<string>({
    topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: [message, ACCOUNT] },
  });
}

/** Resolves on the client's next successful connection to the relay. */
function nextConnect(client: Client): Promise<void> {
  return new Promise((done) => client.core.relayer.once('relayer_connect', () => done()));
}

describe('the local relay with the official SDK on both sides', () => {
  it('pairs a dapp and a wallet: both hold the same session', async () => {
    const started = performance.now();
    const { dapp, wallet, session } = await pairedClients();
    const pairingMs = performance.now() - started;
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${ACCOUNT}`]);
    expect(dapp.session.get(session.topic).peer.metadata.name).toBe('Relay test wallet');
    expect(wallet.session.get(session.topic).peer.metadata.name).toBe('Relay test dapp');
    console.info(`relay pairing (two fresh SignClients, connect → approve): ${pairingMs.toFixed(0)} ms`);
  });

  it("shows a test each SDK's publishes: who sent which tag with which ttl, through onPublish", async () => {
    const events: PublishEvent[] = [];
    const stop = relay.onPublish((event) => events.push(event));
    try {
      const { dapp, wallet, session } = await pairedClients();
      const [dappId, walletId] = await Promise.all([
        dapp.core.crypto.getClientId(),
        wallet.core.crypto.getClientId(),
      ]);
      const first = (tag: number) => events.find((event) => event.tag === tag);
      // The SDK publishes these with irn_publish or the combined wc_* methods depending on its version.
      expect(first(1100)).toMatchObject({ clientId: dappId, ttl: 300 });
      expect(first(1101)).toMatchObject({ clientId: walletId, ttl: 300 });
      expect(first(1102)).toMatchObject({ clientId: walletId, topic: session.topic, ttl: 300 });
    } finally {
      stop();
    }
  });

  it('carries a personal_sign request to the wallet and its answer back', async () => {
    const { dapp, wallet, session } = await pairedClients();
    const seen: unknown[] = [];
    wallet.on('session_request', ({ params }) => seen.push(params.request));
    answerRequests(wallet, () => ({ result: '0xsigned' }));
    const started = performance.now();
    await expect(personalSign(dapp, session.topic)).resolves.toBe('0xsigned');
    console.info(`relay request round trip: ${(performance.now() - started).toFixed(0)} ms`);
    expect(seen).toMatchObject([{ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] }]);
  });

  it('delivers a rejection with code 4001 and one with code 5000 to the dapp as errors with those codes', async () => {
    const { dapp, wallet, session } = await pairedClients();
    let code = 4001;
    answerRequests(wallet, () => ({ error: { code, message: `rejected with ${code}` } }));
    await expect(personalSign(dapp, session.topic, 'one')).rejects.toMatchObject({
      code: 4001,
      message: 'rejected with 4001',
    });
    code = 5000;
    await expect(personalSign(dapp, session.topic, 'two')).rejects.toMatchObject({
      code: 5000,
      message: 'rejected with 5000',
    });
  });

  it("settles the dapp's session promise even when the wallet's approval arrived before it was awaited", async () => {
    // sign-client drops an approval that arrives before approval() is called; proposeSession calls it at once.
    const [dapp, wallet] = [await client('dapp'), await client('wallet')];
    approveProposals(wallet);
    const { uri, approved } = await proposeSession(dapp);
    const connected = new Promise<void>((done) => dapp.once('session_connect', () => done()));
    await wallet.pair({ uri });
    await connected;
    await new Promise((done) => setTimeout(done, 50));
    const session = await Promise.race([
      approved,
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error('approval still pending')), 3_000)),
    ]);
    expect(dapp.session.keys).toEqual([session.topic]);
  });

  it('delivers a rejected session proposal (5000) to the dapp', async () => {
    const [dapp, wallet] = [await client('dapp'), await client('wallet')];
    wallet.on('session_proposal', ({ id }) => {
      void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
    });
    const { uri, approved } = await proposeSession(dapp);
    await wallet.pair({ uri });
    await expect(approved).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
  });

  it('survives the relay dropping every client: both reconnect and a request still works', async () => {
    const { dapp, wallet, session } = await pairedClients();
    answerRequests(wallet, () => ({ result: '0xafter-reconnect' }));
    const reconnected = Promise.all([nextConnect(dapp), nextConnect(wallet)]);
    relay.dropClients();
    await reconnected;
    await expect(personalSign(dapp, session.topic)).resolves.toBe('0xafter-reconnect');
  });

  it('keeps the proposal for a wallet that connects to the relay only after it was published', async () => {
    const dapp = await client('dapp');
    const { uri, approved } = await proposeSession(dapp);
    // The wallet does not exist yet: the proposal waits in the relay.
    await new Promise((done) => setTimeout(done, 300));
    const wallet = await client('wallet');
    approveProposals(wallet);
    await wallet.pair({ uri });
    const session = await approved;
    await walletHasSession(wallet, session.topic);
    answerRequests(wallet, () => ({ result: '0xlate' }));
    await expect(personalSign(dapp, session.topic)).resolves.toBe('0xlate');
  });
});
