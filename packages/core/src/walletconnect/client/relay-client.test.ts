import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeSocket,
  RELAY,
  restoreRelayClock,
  settled,
  setup,
  subscribed,
  subscription,
  tick,
  TOPIC_A,
  TOPIC_B,
  until,
  useRelayClock,
} from '../../../test/walletconnect/support/fake-relay-socket.js';
import { verifyAuthToken } from '@walletport/relay';

// createRelayClient against a socket the test drives by hand: connecting, subscribing, relayed messages.
// Reconnection, liveness and close are in relay-client.reconnect.test.ts.

beforeEach(useRelayClock);
afterEach(restoreRelayClock);

describe('connecting', () => {
  it('opens the socket on first use, with a relay-verified token, the project id and ua in the URL', async () => {
    const rig = setup();
    expect(rig.sockets).toHaveLength(0);
    void rig.client.subscribe(TOPIC_A).catch(() => {});
    const url = new URL((await rig.socketAt(0)).url);
    expect(url.origin).toBe(RELAY);
    expect(url.searchParams.get('projectId')).toBe('project-1');
    expect(url.searchParams.get('ua')).toBe('wc-2/walletport');
    const token = url.searchParams.get('auth') ?? '';
    const nowSeconds = Date.now() / 1000;
    expect(verifyAuthToken(token, { audiences: [RELAY], nowSeconds })).toMatchObject({ ok: true });
    expect(verifyAuthToken(token, { audiences: [`${RELAY}/other`], nowSeconds }).ok).toBe(false);
    rig.client.close();
  });

  it('reports the connection and is connected only while the socket is open', async () => {
    const rig = setup();
    expect(rig.client.connected).toBe(false);
    const socket = await subscribed(rig);
    expect(rig.client.connected).toBe(true);
    expect(rig.connection).toEqual([true]);
    socket.drop();
    expect(rig.client.connected).toBe(false);
    expect(rig.connection).toEqual([true, false]);
    rig.client.close();
  });
});

describe('subscribing', () => {
  it('sends irn_subscribe and resolves on the relay’s result', async () => {
    const rig = setup();
    await subscribed(rig, [TOPIC_B]);
    const socket = rig.sockets[0] as FakeSocket;
    const done = settled(rig.client.subscribe(TOPIC_A));
    const frame = await rig.request(socket, 'irn_subscribe');
    expect(frame).toMatchObject({ jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: TOPIC_A } });
    expect(Number.isSafeInteger(frame.id)).toBe(true);
    await tick(0);
    expect(done.done).toBe(false);
    socket.answer('irn_subscribe', 'subscription-id');
    await until(() => done.done, 'subscribe');
    expect(done.error).toBeUndefined();
    expect([...rig.client.topics]).toEqual([TOPIC_B, TOPIC_A]);
    rig.client.close();
  });

  it('rejects with RELAY_ERROR when the relay answers with an error', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_B]);
    const done = rig.client.subscribe(TOPIC_A);
    const frame = await rig.request(socket, 'irn_subscribe');
    socket.receive({ id: frame.id, jsonrpc: '2.0', error: { code: -32600, message: 'bad topic' } });
    await expect(done).rejects.toMatchObject({ code: 'RELAY_ERROR', message: 'bad topic' });
    rig.client.close();
  });

  it('subscribes many topics in batches of at most 500, skipping those already subscribed', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A]);
    const topics = Array.from({ length: 1001 }, (_, index) => index.toString(16).padStart(64, '0'));
    const before = socket.requests('irn_batchSubscribe').length;
    const done = settled(rig.client.subscribeMany([TOPIC_A, ...topics]));
    // One batch at a time: the next goes out once the relay has answered the previous.
    for (let batch = 1; batch <= 3; batch += 1) {
      const frame = await rig.request(socket, 'irn_batchSubscribe', before + batch);
      await tick(0);
      expect(socket.requests('irn_batchSubscribe')).toHaveLength(before + batch);
      socket.reply(frame, []);
    }
    await until(() => done.done, 'subscribeMany');
    const batches = socket.requests('irn_batchSubscribe').slice(before);
    expect(batches.map((frame) => (frame.params?.topics as string[] | undefined)?.length)).toEqual([
      500, 500, 1,
    ]);
    expect(batches.flatMap((frame) => frame.params?.topics)).toEqual(topics);
    expect(rig.client.topics.size).toBe(1002);
    rig.client.close();
  });

  it('unsubscribes with the subscription id the relay gave', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A]);
    void rig.client.unsubscribe(TOPIC_A);
    const frame = await rig.request(socket, 'irn_unsubscribe');
    expect(frame.params).toEqual({ topic: TOPIC_A, id: `sub-${TOPIC_A.slice(0, 4)}` });
    expect(rig.client.topics.has(TOPIC_A)).toBe(false);
    rig.client.close();
  });

  // Only a reconnect re-subscribes the known topics; the call that opened the first socket sends its own.
  it('subscribes a topic once on the first connection', async () => {
    const rig = setup();
    void rig.client.subscribe(TOPIC_A).catch(() => {});
    const socket = await rig.socketAt(0);
    socket.accept();
    await rig.request(socket, 'irn_subscribe');
    await tick(0);
    const subscriptions = socket.frames().filter((frame) => frame.method?.includes('ubscribe'));
    rig.client.close();
    expect(subscriptions).toHaveLength(1);
  });
});

describe('relayed messages', () => {
  it('acknowledges irn_subscription with {id, jsonrpc, result: true} and delivers it', async () => {
    const rig = setup();
    const socket = await subscribed(rig);
    const before = socket.sent.length;
    socket.receive(subscription(77, TOPIC_A, 'envelope-1'));
    expect(socket.sent.slice(before).map((text) => JSON.parse(text))).toEqual([
      { id: 77, jsonrpc: '2.0', result: true },
    ]);
    expect(rig.messages).toEqual([
      { topic: TOPIC_A, message: 'envelope-1', publishedAt: 1_750_000_000_000, tag: 1108 },
    ]);
    rig.client.close();
  });

  it('delivers a message once when the relay redelivers it, acknowledging every copy', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A, TOPIC_B]);
    const before = socket.sent.length;
    socket.receive(subscription(1, TOPIC_A, 'envelope-1'));
    socket.receive(subscription(2, TOPIC_A, 'envelope-1'));
    socket.receive(subscription(1, TOPIC_A, 'envelope-1'));
    socket.receive(subscription(3, TOPIC_A, 'envelope-2'));
    socket.receive(subscription(4, TOPIC_B, 'envelope-1')); // same text, another topic
    expect(rig.messages.map((message) => [message.topic, message.message])).toEqual([
      [TOPIC_A, 'envelope-1'],
      [TOPIC_A, 'envelope-2'],
      [TOPIC_B, 'envelope-1'],
    ]);
    expect(socket.frames().slice(before)).toEqual(
      [1, 2, 1, 3, 4].map((id) => ({ id, jsonrpc: '2.0', result: true })),
    );
    rig.client.close();
  });

  it('acknowledges but does not deliver messages for topics it is not subscribed to', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A]);
    socket.receive(subscription(5, TOPIC_B, 'envelope'));
    void rig.client.unsubscribe(TOPIC_A);
    socket.receive(subscription(6, TOPIC_A, 'late envelope'));
    expect(rig.messages).toEqual([]);
    const acks = socket.frames().filter((frame) => frame.result === true);
    expect(acks.map((frame) => frame.id)).toEqual([5, 6]);
    rig.client.close();
  });

  it('acknowledges malformed subscriptions and ignores other frames', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A]);
    const before = socket.sent.length;
    socket.receive({
      id: 8,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { data: { topic: TOPIC_A } },
    });
    socket.receive({ id: 9, jsonrpc: '2.0', method: 'irn_subscription', params: null });
    socket.receive({ id: 10, jsonrpc: '2.0', method: 'irn_somethingElse', params: {} });
    socket.receive('not json');
    socket.receive({ id: 12345, jsonrpc: '2.0', result: 'answer to nothing' });
    expect(rig.messages).toEqual([]);
    expect(socket.frames().slice(before)).toEqual([
      { id: 8, jsonrpc: '2.0', result: true },
      { id: 9, jsonrpc: '2.0', result: true },
    ]);
    rig.client.close();
  });

  it('fills in publishedAt and tag when the relay leaves them out', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A]);
    socket.receive(subscription(1, TOPIC_A, 'envelope', { publishedAt: 'x', tag: undefined }));
    expect(rig.messages).toEqual([{ topic: TOPIC_A, message: 'envelope', publishedAt: Date.now(), tag: 0 }]);
    rig.client.close();
  });
});
