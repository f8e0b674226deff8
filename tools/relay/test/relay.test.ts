// The relay's protocol rules, frame by frame, with bare WebSocket clients.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Relay, type RelayOptions, startRelay } from '../src/index.js';
import {
  connectRaw,
  type Frame,
  type RawClient,
  b64,
  createTestIdentity,
  settle,
  topic,
} from './support/raw-client.js';

const relays: Relay[] = [];
const clients: RawClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(relays.splice(0).map((relay) => relay.close()));
});

async function relayWith(options: RelayOptions = {}) {
  const relay = await startRelay({ port: 0, ...options });
  relays.push(relay);
  return relay;
}

async function client(relay: Relay, options: Parameters<typeof connectRaw>[1] = {}) {
  const connected = await connectRaw(relay.url, options);
  clients.push(connected);
  return connected;
}

/** Publishes `text` as base64, as the SDK's envelopes are. */
const publish = (sender: RawClient, onTopic: string, text: string, extra: object = {}) =>
  sender.request('irn_publish', { topic: onTopic, message: b64(text), ttl: 300, tag: 1108, ...extra });
const isPushOf = (text: string) => (frame: Frame) =>
  frame.method === 'irn_subscription' && frame.params?.data.message === b64(text);

describe('relay server', () => {
  it('answers GET / with 200 "ok" for health checks, 404 elsewhere', async () => {
    const relay = await relayWith();
    const httpUrl = relay.url.replace('ws://', 'http://');
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`);
    const health = await fetch(`${httpUrl}/`);
    expect([health.status, await health.text()]).toEqual([200, 'ok']);
    expect((await fetch(`${httpUrl}/nope`)).status).toBe(404);
  });

  it('answers malformed JSON with -32700, an unknown method with -32601, bad params with -32602', async () => {
    const relay = await relayWith();
    const alice = await client(relay);
    alice.sendText('{not json');
    expect((await alice.next((frame) => frame.error?.code === -32700)).id).toBeNull();
    alice.sendText(JSON.stringify([1, 2]));
    await alice.next((frame) => frame.error?.code === -32600);
    expect((await alice.request('irn_teleport', {})).error?.code).toBe(-32601);
    expect((await alice.request('irn_subscribe', { topic: 'short' })).error?.code).toBe(-32602);
    expect((await alice.request('irn_subscribe', 'not an object')).error?.code).toBe(-32602);
    expect(
      (await alice.request('irn_publish', { topic: topic('t'), message: '', ttl: 300, tag: 1 })).error?.code,
    ).toBe(-32602);
    expect((await publish(alice, topic('t'), 'm', { ttl: -5 })).error?.code).toBe(-32602);
    expect((await alice.request('irn_batchSubscribe', { topics: [] })).error?.code).toBe(-32602);
    // The socket stays usable after every error.
    expect((await alice.request('irn_subscribe', { topic: topic('t') })).result).toEqual(expect.any(String));
  });

  it('answers subscriptions with the ids the SDK derives: sha256(topic + client id)', async () => {
    const relay = await relayWith();
    const alice = await client(relay);
    const expected = (t: string) =>
      createHash('sha256')
        .update(t + alice.clientId)
        .digest('hex');
    expect((await alice.request('irn_subscribe', { topic: topic('a') })).result).toBe(expected(topic('a')));
    const batch = await alice.request('irn_batchSubscribe', { topics: [topic('b'), topic('c')] });
    expect(batch.result).toEqual([expected(topic('b')), expected(topic('c'))]);
    expect((await alice.request('irn_unsubscribe', { topic: topic('a'), id: 'x' })).result).toBe(true);
  });

  it('delivers a publish to every other subscriber, never back to the sender, without the attestation', async () => {
    const relay = await relayWith();
    const [alice, bob, carol] = [await client(relay), await client(relay), await client(relay)];
    for (const each of [alice, bob, carol]) await each.request('irn_subscribe', { topic: topic('room') });
    expect(
      (await publish(alice, topic('room'), 'hi', { attestation: 'eyJ.secret', prompt: true })).result,
    ).toBe(true);
    for (const receiver of [bob, carol]) {
      const push = await receiver.next(isPushOf('hi'));
      expect(push.params?.data).toEqual({
        topic: topic('room'),
        message: b64('hi'),
        publishedAt: expect.any(Number),
        tag: 1108,
      });
    }
    await settle();
    expect(alice.pushes()).toEqual([]);
  });

  it('keeps messages until their ttl for late subscribers, but not what the subscriber itself published', async () => {
    const relay = await relayWith();
    const identity = createTestIdentity();
    const alice = await client(relay, { identity });
    await publish(alice, topic('late'), 'first');
    await publish(alice, topic('late'), 'second');
    const bob = await client(relay);
    await bob.request('irn_subscribe', { topic: topic('late') });
    await bob.next(isPushOf('first'));
    await bob.next(isPushOf('second'));
    // The same client on a new connection (as after a reconnect) does not get its own messages back.
    const aliceAgain = await client(relay, { identity });
    await aliceAgain.request('irn_subscribe', { topic: topic('late') });
    await settle();
    expect(aliceAgain.pushes()).toEqual([]);
  });

  it('does not send an acknowledged message again, but does send an unacknowledged one on the next connection', async () => {
    const relay = await relayWith();
    const alice = await client(relay);
    const [ackingId, silentId] = [createTestIdentity(), createTestIdentity()];
    const acking = await client(relay, { identity: ackingId });
    const silent = await client(relay, { identity: silentId, autoAck: false });
    for (const each of [acking, silent]) await each.request('irn_subscribe', { topic: topic('acks') });
    await publish(alice, topic('acks'), 'once');
    await acking.next(isPushOf('once'));
    await silent.next(isPushOf('once'));
    await settle(); // lets the ack reach the relay
    // Subscribing again on the same socket pushes nothing twice.
    await silent.request('irn_subscribe', { topic: topic('acks') });
    await settle();
    expect(silent.pushes()).toHaveLength(1);
    relay.dropClients();
    const [ackingAgain, silentAgain] = [
      await client(relay, { identity: ackingId }),
      await client(relay, { identity: silentId }),
    ];
    for (const each of [ackingAgain, silentAgain])
      await each.request('irn_subscribe', { topic: topic('acks') });
    await silentAgain.next(isPushOf('once'));
    await settle();
    expect(ackingAgain.pushes()).toEqual([]);
  });

  it('delivers a publish retried by the client once', async () => {
    const relay = await relayWith();
    const [alice, bob] = [await client(relay), await client(relay)];
    await bob.request('irn_subscribe', { topic: topic('retry') });
    await publish(alice, topic('retry'), 'same');
    await publish(alice, topic('retry'), 'same');
    await settle();
    expect(bob.pushes().filter(isPushOf('same'))).toHaveLength(1);
  });

  it('stops delivering after irn_unsubscribe', async () => {
    const relay = await relayWith();
    const [alice, bob] = [await client(relay), await client(relay)];
    await bob.request('irn_subscribe', { topic: topic('u') });
    await bob.request('irn_unsubscribe', { topic: topic('u') });
    await publish(alice, topic('u'), 'gone');
    await settle();
    expect(bob.pushes()).toEqual([]);
  });

  it('treats wc_proposeSession and wc_approveSession as publishes that also subscribe the sender', async () => {
    const relay = await relayWith();
    const [dapp, wallet] = [await client(relay), await client(relay)];
    const [pairing, session] = [topic('pairing'), topic('session')];
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: b64('P'),
      ttl: 300,
    });
    expect(proposed.result).toBe(true);
    await wallet.request('irn_subscribe', { topic: pairing });
    expect((await wallet.next(isPushOf('P'))).params?.data.tag).toBe(1100);
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: b64('R'),
      sessionSettlementRequest: b64('S'),
      ttl: 300,
      correlationId: 1,
    });
    expect(approved.result).toBe(true);
    // The dapp was subscribed to the pairing topic by its proposal, without an irn_subscribe.
    expect((await dapp.next(isPushOf('R'))).params?.data.tag).toBe(1101);
    await dapp.request('irn_subscribe', { topic: session });
    expect((await dapp.next(isPushOf('S'))).params?.data.tag).toBe(1102);
    // And the wallet was subscribed to the session topic by its approval.
    await publish(dapp, session, 'request');
    await wallet.next(isPushOf('request'));
    expect((await dapp.request('wc_approveSession', { sessionTopic: session })).error?.code).toBe(-32602);
  });

  it('hands stored messages over through irn_batchFetchMessages', async () => {
    const relay = await relayWith();
    const [alice, bob] = [await client(relay), await client(relay)];
    await publish(alice, topic('fetch'), 'kept');
    const fetched = await bob.request('irn_batchFetchMessages', { topics: [topic('fetch')] });
    expect(fetched.result).toEqual({
      messages: [{ topic: topic('fetch'), message: b64('kept'), publishedAt: expect.any(Number), tag: 1108 }],
      hasMore: false,
    });
    await bob.request('irn_subscribe', { topic: topic('fetch') });
    await settle();
    expect(bob.pushes()).toEqual([]);
  });

  it('pings every socket and closes one that stops answering', async () => {
    const relay = await relayWith({ pingIntervalMs: 40 });
    const alive = await client(relay);
    const dead = await client(relay, { autoPong: false });
    let pings = 0;
    alive.socket.on('ping', () => pings++);
    const closed = new Promise((done) => dead.socket.once('close', done));
    await closed;
    await settle(120);
    expect(pings).toBeGreaterThanOrEqual(2);
    expect(alive.socket.readyState).toBe(alive.socket.OPEN);
  });

  it('closes a socket that sends a frame over the size limit (1009)', async () => {
    const relay = await relayWith({ maxFrameBytes: 1_024 });
    const alice = await client(relay);
    const closed = new Promise<number>((done) => alice.socket.once('close', (code) => done(code)));
    alice.sendText('x'.repeat(2_048));
    expect(await closed).toBe(1009);
  });

  it('forgets subscriptions of a dropped socket; the re-subscribing client receives what it missed', async () => {
    const relay = await relayWith();
    const identity = createTestIdentity();
    const [alice, bob] = [await client(relay), await client(relay, { identity })];
    await bob.request('irn_subscribe', { topic: topic('drop') });
    const closed = new Promise((done) => bob.socket.once('close', done));
    relay.dropClients();
    await closed;
    const aliceAgain = await client(relay);
    await publish(aliceAgain, topic('drop'), 'while away');
    const bobAgain = await client(relay, { identity });
    await bobAgain.request('irn_subscribe', { topic: topic('drop') });
    await bobAgain.next(isPushOf('while away'));
    expect(alice.socket.readyState).toBe(alice.socket.CLOSED);
  });

  it('refuses a second relay on a port in use and closes cleanly', async () => {
    const relay = await relayWith();
    await expect(startRelay({ port: relay.port })).rejects.toThrow(/EADDRINUSE/);
    await relay.close();
    relays.splice(relays.indexOf(relay), 1);
    await expect(fetch(relay.url.replace('ws://', 'http://'))).rejects.toThrow();
  });
});
