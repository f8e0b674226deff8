// Publishing over a socket: the production relay's param checks (answered -32602 with what is wrong) and
// the onPublish observer that client tests assert on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PublishEvent, type Relay, type RelayOptions, startRelay } from '../src/index.js';
import { PublishObservers } from '../src/publish-events.js';
import { b64, connectRaw, type RawClient, settle, topic } from './support/raw-client.js';

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

async function client(relay: Relay) {
  const connected = await connectRaw(relay.url);
  clients.push(connected);
  return connected;
}

function observe(relay: Relay) {
  const events: PublishEvent[] = [];
  const stop = relay.onPublish((event) => events.push(event));
  return { events, stop };
}

describe('publishing', () => {
  it('answers a publish with a bad ttl, tag, prompt or message with -32602 naming the problem', async () => {
    const relay = await relayWith({ maxMessageLength: 16 });
    const { events } = observe(relay);
    const alice = await client(relay);
    const publish = (params: object) =>
      alice.request('irn_publish', { topic: topic('t'), message: b64('hi'), ttl: 300, tag: 1108, ...params });
    const cases: [object, string][] = [
      [{ ttl: undefined }, 'ttl is required'],
      [{ ttl: 10 }, 'ttl too short: at least 30 seconds'],
      [{ ttl: 2_592_001 }, 'ttl too long: at most 2592000 seconds (30 days)'],
      [{ ttl: 60.5 }, 'ttl must be a whole number of seconds'],
      [{ tag: undefined }, 'tag is required'],
      [{ tag: -1 }, 'tag must be a whole number from 0 to 4294967295'],
      [{ prompt: 'true' }, 'prompt must be a boolean'],
      [{ message: 'not base64' }, 'message must be a non-empty base64 string'],
      [{ message: b64('seventeen chars!!') }, 'message too long: 24 characters, at most 16'],
    ];
    for (const [params, message] of cases) {
      const answer = await publish(params);
      expect(answer.error, JSON.stringify(params)).toEqual({
        code: -32602,
        message: `Invalid params: ${message}`,
      });
    }
    expect((await publish({ ttl: 30, tag: 0 })).result).toBe(true);
    expect(events).toHaveLength(1);
  });

  it('reports each accepted publish to onPublish with the routing fields the client chose', async () => {
    const relay = await relayWith();
    const { events, stop } = observe(relay);
    const [alice, bob] = [await client(relay), await client(relay)];
    await bob.request('irn_subscribe', { topic: topic('room') });
    const params = { topic: topic('room'), message: b64('hi'), ttl: 300, tag: 1108, prompt: true };
    await alice.request('irn_publish', params);
    await alice.request('irn_publish', { ...params, prompt: undefined, ttl: 3600, tag: 1109 });
    await alice.request('irn_publish', params); // a retry: answered, observed, not delivered again
    const expected = {
      clientId: alice.clientId,
      method: 'irn_publish',
      topic: topic('room'),
      message: b64('hi'),
    };
    expect(events).toEqual([
      { ...expected, tag: 1108, ttl: 300, prompt: true, duplicate: false },
      { ...expected, tag: 1109, ttl: 3600, prompt: false, duplicate: true },
      { ...expected, tag: 1108, ttl: 300, prompt: true, duplicate: true },
    ]);
    stop();
    await alice.request('irn_publish', { ...params, message: b64('later') });
    expect(events).toHaveLength(3);
    await settle();
    expect(bob.pushes()).toHaveLength(2);
  });

  it('reports the combined pairing methods once per message they publish, with their fixed tags', async () => {
    const relay = await relayWith();
    const { events } = observe(relay);
    const [dapp, wallet] = [await client(relay), await client(relay)];
    const [pairing, session] = [topic('pairing'), topic('session')];
    await dapp.request('wc_proposeSession', { pairingTopic: pairing, sessionProposal: b64('P'), ttl: 300 });
    await wallet.request('wc_approveSession', {
      sessionTopic: session,
      pairingTopic: pairing,
      sessionProposalResponse: b64('R'),
      sessionSettlementRequest: b64('S'),
    });
    expect(
      events.map(({ clientId, method, topic, tag, ttl }) => ({ clientId, method, topic, tag, ttl })),
    ).toEqual([
      { clientId: dapp.clientId, method: 'wc_proposeSession', topic: pairing, tag: 1100, ttl: 300 },
      { clientId: wallet.clientId, method: 'wc_approveSession', topic: pairing, tag: 1101, ttl: 300 },
      { clientId: wallet.clientId, method: 'wc_approveSession', topic: session, tag: 1102, ttl: 300 },
    ]);
  });
});

describe('PublishObservers', () => {
  it('calls every listener; one that throws is rethrown outside the relay and does not stop the others', () => {
    const deferred: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      deferred.push(task);
    });
    try {
      const observers = new PublishObservers();
      const seen: string[] = [];
      observers.add(() => {
        throw new Error('assertion failed in a test');
      });
      const stop = observers.add((event) => seen.push(event.topic));
      const event = { clientId: 'c', method: 'irn_publish', topic: 't', tag: 1, ttl: 30 };
      expect(() =>
        observers.emit({ ...event, prompt: false, message: 'bQ==', duplicate: false }),
      ).not.toThrow();
      expect(seen).toEqual(['t']);
      expect(deferred).toHaveLength(1);
      expect(() => deferred[0]?.()).toThrow('assertion failed in a test');
      stop();
      observers.emit({ ...event, prompt: false, message: 'bQ==', duplicate: false });
      expect(seen).toEqual(['t']);
    } finally {
      spy.mockRestore();
    }
  });
});
