// The Sign engine against a scripted wallet on an in-memory relay: what it does with hostile or broken
// wallet messages (the interop tests cover a well-behaved wallet).
import { describe, expect, it } from 'vitest';
import { open, readEnvelope, seal, symKeyFromSharedSecret, topicOfKey } from './crypto.js';
import { createKeyAgreement } from './key-agreement.js';
import type { RelayClient, RelayMessage } from './relay-client.js';
import type { SessionRecord } from './session-record.js';
import type { SessionStore } from './session-store.js';
import { createSignEngine } from './sign-engine.js';
import { parsePairingUri } from './uri.js';

interface Published {
  topic: string;
  message: string;
  tag: number;
}

function memoryStore(): SessionStore & { saved: SessionRecord[] } {
  const store = {
    saved: [] as SessionRecord[],
    identitySeed: async () => '11'.repeat(32),
    loadSessions: async () => [],
    saveSessions: async (sessions: readonly SessionRecord[]) => {
      store.saved = [...sessions];
    },
    loadChains: async () => ({}),
    saveChains: async () => {},
  };
  return store;
}

function fakeRelay() {
  const published: Published[] = [];
  const topics = new Set<string>();
  const relay: RelayClient = {
    connected: true,
    topics,
    subscribe: async (topic) => void topics.add(topic),
    subscribeMany: async (list) => {
      for (const topic of list) topics.add(topic);
    },
    unsubscribe: async (topic) => void topics.delete(topic),
    publish: async (topic, message, options) => void published.push({ topic, message, tag: options.tag }),
    close: () => {},
  };
  return { relay, published, topics };
}

const until = async (check: () => boolean) => {
  for (let round = 0; round < 200 && !check(); round += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('timed out');
};

const decode = (entry: Published, symKey: string) => {
  const envelope = readEnvelope(entry.message);
  if (envelope === undefined) throw new Error('not an envelope');
  return JSON.parse(open(envelope, symKey)) as {
    id: number;
    method?: string;
    params?: unknown;
    error?: { code: number };
  };
};

const NAMESPACES = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
};

/** A proposal answered by a scripted wallet: returns the session topic and key the wallet settles on. */
async function proposeAndAnswer() {
  const { relay, published, topics } = fakeRelay();
  const store = memoryStore();
  const engine = createSignEngine({ relay, store });
  await engine.ready;
  const proposal = await engine.propose({
    requiredNamespaces: {},
    optionalNamespaces: NAMESPACES,
    metadata: { name: 'dapp', description: '', url: 'https://dapp.example', icons: [] },
  });
  const pairing = parsePairingUri(proposal.uri);
  if (pairing === undefined) throw new Error('no URI');
  await until(() => published.some((entry) => entry.tag === 1100));
  const request = decode(published.find((entry) => entry.tag === 1100) as Published, pairing.symKey);
  const proposer = (request.params as { proposer: { publicKey: string } }).proposer.publicKey;
  const wallet = await createKeyAgreement({ preferPlatform: false });
  const deliver = (message: RelayMessage) => engine.handle(message);
  const reply = {
    id: request.id,
    jsonrpc: '2.0',
    result: { relay: { protocol: 'irn' }, responderPublicKey: wallet.publicKey },
  };
  deliver({
    topic: pairing.topic,
    message: seal(JSON.stringify(reply), pairing.symKey),
    publishedAt: 0,
    tag: 1101,
  });
  const symKey = await symKeyFromSharedSecret(await wallet.sharedSecret(proposer));
  const topic = await topicOfKey(symKey);
  await until(() => topics.has(topic));
  const settle = (params: unknown, id = 77) =>
    deliver({
      topic,
      message: seal(JSON.stringify({ id, jsonrpc: '2.0', method: 'wc_sessionSettle', params }), symKey),
      publishedAt: 0,
      tag: 1102,
    });
  return { engine, proposal, published, store, topic, symKey, settle, deliver, walletKey: wallet.publicKey };
}

const goodSettle = (controller: string) => ({
  relay: { protocol: 'irn' },
  namespaces: {
    eip155: {
      accounts: ['eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      methods: ['personal_sign'],
      events: ['chainChanged'],
    },
  },
  expiry: Math.floor(Date.now() / 1000) + 3600,
  controller: {
    publicKey: controller,
    metadata: { name: 'wallet', description: '', url: 'https://w.example', icons: [] as string[] },
  },
});

describe('sign engine: hostile wallet messages', () => {
  it('refuses a settlement with accounts outside the namespace, answers 1008 and makes no session', async () => {
    const rig = await proposeAndAnswer();
    const bad = goodSettle(rig.walletKey);
    bad.namespaces.eip155.accounts = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc'];
    rig.settle(bad);
    await until(() => rig.published.some((entry) => entry.tag === 1103));
    const answer = decode(rig.published.find((entry) => entry.tag === 1103) as Published, rig.symKey);
    expect(answer.error?.code).toBe(1008);
    expect(rig.engine.sessions()).toEqual([]);
    expect(rig.store.saved).toEqual([]);
    rig.engine.close();
    await expect(rig.proposal.approval).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
  });

  it('refuses a settlement from a key other than the one that answered the proposal', async () => {
    const rig = await proposeAndAnswer();
    rig.settle(goodSettle('ab'.repeat(32)));
    await until(() => rig.published.some((entry) => entry.tag === 1103));
    expect(rig.engine.sessions()).toEqual([]);
    rig.engine.close();
    await rig.proposal.approval.catch(() => {});
  });

  it('keeps a good settlement, caps its expiry at a week, and clips what the wallet says about itself', async () => {
    const rig = await proposeAndAnswer();
    const settle = goodSettle(rig.walletKey);
    settle.expiry = Math.floor(Date.now() / 1000) + 365 * 86400;
    settle.controller.metadata = {
      name: `  ${'x'.repeat(500)}`,
      description: '',
      url: 'javascript:alert(1)',
      icons: ['javascript:alert(1)', 'https://w.example/icon.png'],
    };
    rig.settle(settle);
    const session = await rig.proposal.approval;
    expect(session.expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 7 * 86400);
    expect(session.peer.metadata.name).toHaveLength(128);
    expect(session.peer.metadata.url).toBe('');
    expect(session.peer.metadata.icons).toEqual(['https://w.example/icon.png']);
    expect(rig.store.saved.map((entry) => entry.topic)).toEqual([rig.topic]);
    rig.engine.close();
  });

  it('ignores messages sealed with another key and answers unknown methods with 10001', async () => {
    const rig = await proposeAndAnswer();
    rig.settle(goodSettle(rig.walletKey));
    await rig.proposal.approval;
    const before = rig.published.length;
    rig.deliver({
      topic: rig.topic,
      message: seal(
        JSON.stringify({ id: 5, jsonrpc: '2.0', method: 'wc_sessionDelete', params: {} }),
        'cd'.repeat(32),
      ),
      publishedAt: 0,
      tag: 1112,
    });
    rig.deliver({ topic: rig.topic, message: 'not base64 at all', publishedAt: 0, tag: 1112 });
    expect(rig.engine.sessions()).toHaveLength(1);
    expect(rig.published).toHaveLength(before);
    rig.deliver({
      topic: rig.topic,
      message: seal(
        JSON.stringify({ id: 6, jsonrpc: '2.0', method: 'wc_somethingElse', params: {} }),
        rig.symKey,
      ),
      publishedAt: 0,
      tag: 1108,
    });
    await until(() => rig.published.length > before);
    expect(decode(rig.published.at(-1) as Published, rig.symKey).error?.code).toBe(10001);
    rig.engine.close();
  });

  it('refuses an update that would put accounts in another namespace, and keeps the session as it was', async () => {
    const rig = await proposeAndAnswer();
    rig.settle(goodSettle(rig.walletKey));
    const session = await rig.proposal.approval;
    const accounts = [...(session.namespaces.eip155?.accounts ?? [])];
    rig.deliver({
      topic: rig.topic,
      message: seal(
        JSON.stringify({
          id: 9,
          jsonrpc: '2.0',
          method: 'wc_sessionUpdate',
          params: {
            namespaces: {
              eip155: { accounts: ['bip122:000000000019d6689c085ae165831e93:bc1q'], methods: [], events: [] },
            },
          },
        }),
        rig.symKey,
      ),
      publishedAt: 0,
      tag: 1104,
    });
    await until(() => rig.published.some((entry) => entry.tag === 1105));
    expect(
      decode(rig.published.find((entry) => entry.tag === 1105) as Published, rig.symKey).error?.code,
    ).toBe(1003);
    expect(rig.engine.sessions()[0]?.namespaces.eip155?.accounts).toEqual(accounts);
    rig.engine.close();
  });
});
