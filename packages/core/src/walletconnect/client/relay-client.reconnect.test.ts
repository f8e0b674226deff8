import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  codeOf,
  PUBLISH,
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
import type { WalletConnectClientError } from './errors.js';

// createRelayClient against a socket the test drives by hand (reconnection, liveness and close).

beforeEach(useRelayClock);
afterEach(restoreRelayClock);

describe('reconnecting', () => {
  it('reconnects with growing delays and batch-resubscribes every topic on the new socket', async () => {
    const rig = setup({ backoff: { initialMs: 1_000, maxMs: 4_000 } });
    const first = await subscribed(rig, [TOPIC_A, TOPIC_B]);
    first.drop();
    // Refused attempts wait 1 s, 2 s, 4 s, then the 4 s cap.
    for (const [index, delay] of [1_000, 2_000, 4_000, 4_000].entries()) {
      await tick(delay - 1);
      expect(rig.sockets).toHaveLength(index + 1);
      await tick(1);
      (await rig.socketAt(index + 1)).refuse();
    }
    await tick(3_999);
    expect(rig.sockets).toHaveLength(5);
    await tick(1);
    const next = await rig.socketAt(5);
    next.accept();
    const frame = await rig.request(next, 'irn_batchSubscribe');
    expect(frame.params).toEqual({ topics: [TOPIC_A, TOPIC_B] });
    expect(rig.connection).toEqual([true, false, true]);
    // A successful connection resets the backoff.
    next.drop();
    await tick(999);
    expect(rig.sockets).toHaveLength(6);
    await tick(1);
    await rig.socketAt(6);
    rig.client.close();
  });

  it('does not resubscribe topics that were unsubscribed, and stays down with no topics', async () => {
    const rig = setup();
    const first = await subscribed(rig, [TOPIC_A, TOPIC_B]);
    void rig.client.unsubscribe(TOPIC_B);
    await rig.request(first, 'irn_unsubscribe');
    first.drop();
    await tick(500);
    const second = await rig.socketAt(1);
    second.accept();
    expect((await rig.request(second, 'irn_batchSubscribe')).params).toEqual({ topics: [TOPIC_A] });
    void rig.client.unsubscribe(TOPIC_A);
    second.drop();
    await tick(120_000);
    expect(rig.sockets).toHaveLength(2);
    rig.client.close();
  });

  it('absorbs what the relay redelivers after a resubscription', async () => {
    const rig = setup();
    const first = await subscribed(rig, [TOPIC_A]);
    first.receive(subscription(1, TOPIC_A, 'envelope-1'));
    first.drop();
    await tick(500);
    const second = await rig.socketAt(1);
    second.accept();
    second.receive(subscription(2, TOPIC_A, 'envelope-1'));
    second.receive(subscription(3, TOPIC_A, 'envelope-2'));
    expect(rig.messages.map((message) => message.message)).toEqual(['envelope-1', 'envelope-2']);
    expect(
      second
        .frames()
        .filter((frame) => frame.result === true)
        .map((frame) => frame.id),
    ).toEqual([2, 3]);
    rig.client.close();
  });

  it('sends a publish made while disconnected once a socket is open again', async () => {
    const rig = setup();
    const first = await subscribed(rig, [TOPIC_A]);
    first.drop();
    const done = settled(rig.client.publish(TOPIC_A, 'envelope', PUBLISH));
    // The relay is still down: the immediate attempt is refused, the publish waits for the reconnect loop.
    (await rig.socketAt(1)).refuse();
    await tick(499);
    expect(rig.sockets).toHaveLength(2);
    expect(done.done).toBe(false);
    await tick(1);
    const third = await rig.socketAt(2);
    third.accept();
    const frame = await rig.request(third, 'irn_publish');
    expect(frame.params).toEqual({ topic: TOPIC_A, message: 'envelope', ttl: 300, tag: 1108, prompt: true });
    expect(first.requests('irn_publish')).toEqual([]);
    third.answer('irn_publish', true);
    await until(() => done.done, 'publish');
    expect(done.error).toBeUndefined();
    rig.client.close();
  });

  it('a call in flight when the socket closes is retried on the next socket', async () => {
    const rig = setup();
    const first = await subscribed(rig, [TOPIC_A]);
    const done = settled(rig.client.publish(TOPIC_A, 'envelope', PUBLISH));
    await rig.request(first, 'irn_publish');
    first.drop();
    await tick(500);
    const second = await rig.socketAt(1);
    second.accept();
    await rig.request(second, 'irn_publish');
    second.answer('irn_publish', true);
    await until(() => done.done, 'publish');
    expect(done.error).toBeUndefined();
    rig.client.close();
  });
});

describe('liveness', () => {
  it('an unanswered request fails with RELAY_TIMEOUT and drops the socket', async () => {
    // A timeout longer than half the 30 s outage budget: the retry on the next socket is the last one.
    const rig = setup({ requestTimeoutMs: 20_000 });
    const done = settled(rig.client.publish(TOPIC_A, 'envelope', PUBLISH));
    const first = await rig.socketAt(0);
    first.accept();
    await rig.request(first, 'irn_publish');
    await tick(19_999);
    expect(first.closeCalls).toEqual([]);
    await tick(1);
    expect(first.closeCalls).toEqual([[4000, 'stalled']]);
    expect(done.done).toBe(false);
    await tick(500);
    const second = await rig.socketAt(1);
    second.accept();
    await rig.request(second, 'irn_publish');
    await tick(19_999);
    expect(done.done).toBe(false);
    await tick(1);
    await until(() => done.done, 'publish to fail');
    expect(codeOf(done.error)).toBe('RELAY_TIMEOUT');
    expect((done.error as WalletConnectClientError).retriable).toBe(true);
    expect(second.closeCalls).toEqual([[4000, 'stalled']]);
    rig.client.close();
  });

  it('a socket stuck connecting fails the call within the outage budget', async () => {
    const rig = setup();
    const done = settled(rig.client.publish(TOPIC_A, 'envelope', PUBLISH));
    await rig.socketAt(0);
    await tick(31_000);
    const finished = done.done;
    rig.client.close();
    expect(finished).toBe(true);
  });

  it('in Node, no ping within pingTimeoutMs terminates the socket (and a ping re-arms the watch)', async () => {
    const rig = setup({ node: true, pingTimeoutMs: 5_000 });
    const socket = await subscribed(rig, [TOPIC_A]);
    await tick(4_000);
    socket.ping();
    await tick(4_999);
    expect(socket.terminated).toBe(false);
    await tick(1);
    expect(socket.terminated).toBe(true);
    expect(socket.closeCalls).toEqual([]);
    expect(rig.connection).toEqual([true, false]);
    await tick(500);
    const next = await rig.socketAt(1);
    next.accept();
    expect((await rig.request(next, 'irn_batchSubscribe')).params).toEqual({ topics: [TOPIC_A] });
    rig.client.close();
  });

  it('in a browser (no ping events) a quiet socket is kept', async () => {
    const rig = setup({ pingTimeoutMs: 5_000 });
    const socket = await subscribed(rig, [TOPIC_A]);
    await tick(10 * 60_000);
    expect(socket.closeCalls).toEqual([]);
    expect(rig.client.connected).toBe(true);
    rig.client.close();
  });
});

describe('close', () => {
  it('rejects pending calls with CLIENT_CLOSED, closes the socket and stops reconnecting', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A]);
    const pending = rig.client.publish(TOPIC_A, 'envelope', PUBLISH);
    await rig.request(socket, 'irn_publish');
    rig.client.close();
    await expect(pending).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
    expect(socket.closeCalls).toEqual([[1000, 'closed']]);
    expect(rig.client.connected).toBe(false);
    expect(rig.connection).toEqual([true]);
    await tick(5 * 60_000);
    expect(rig.sockets).toHaveLength(1);
    await expect(rig.client.publish(TOPIC_A, 'envelope', PUBLISH)).rejects.toMatchObject({
      code: 'CLIENT_CLOSED',
    });
    expect(rig.sockets).toHaveLength(1);
  });

  it('closes a socket that opens after close()', async () => {
    const rig = setup();
    const pending = rig.client.subscribe(TOPIC_A);
    const socket = await rig.socketAt(0);
    rig.client.close();
    socket.accept();
    await expect(pending).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
    expect(socket.closeCalls).toEqual([[1000, 'closed']]);
    expect(socket.sent).toEqual([]);
  });

  it('cancels a pending reconnect', async () => {
    const rig = setup();
    const socket = await subscribed(rig, [TOPIC_A]);
    socket.drop();
    rig.client.close();
    await tick(60_000);
    expect(rig.sockets).toHaveLength(1);
  });

  it('rejects calls waiting for a reconnect with CLIENT_CLOSED right away', async () => {
    const rig = setup();
    const first = await subscribed(rig, [TOPIC_A]);
    first.drop();
    const done = settled(rig.client.publish(TOPIC_A, 'envelope', PUBLISH));
    (await rig.socketAt(1)).refuse();
    await tick(100);
    rig.client.close();
    await tick(100);
    expect(done.done).toBe(true);
    expect(codeOf(done.error)).toBe('CLIENT_CLOSED');
  });
});
