// The relay's door: which WebSocket upgrades it accepts (a valid auth token for this relay and a
// projectId, as production requires) and how it refuses the others (HTTP 401 with a short reason).
import { afterEach, describe, expect, it } from 'vitest';
import { type Relay, type RelayOptions, startRelay } from '../src/index.js';
import {
  connectRaw,
  createTestIdentity,
  type RawClient,
  socketUrl,
  tryUpgrade,
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

describe('relay authentication', () => {
  it('accepts a token for any name of the relay, with or without a trailing slash', async () => {
    const relay = await relayWith();
    const names = ['127.0.0.1', 'localhost', '[::1]'].map((host) => `ws://${host}:${relay.port}`);
    expect(relay.audiences).toEqual(expect.arrayContaining([...names, ...names.map((name) => `${name}/`)]));
    for (const aud of relay.audiences) {
      expect(await tryUpgrade(socketUrl(relay.url, createTestIdentity().token(aud))), aud).toBe('open');
    }
  });

  it('accepts the token in an Authorization: Bearer header too', async () => {
    const relay = await relayWith();
    const token = createTestIdentity().token(relay.url);
    expect(await tryUpgrade(socketUrl(relay.url, null), { Authorization: `Bearer ${token}` })).toBe('open');
  });

  it('refuses a missing, malformed, forged, foreign, expired or non-EdDSA token with 401 and a reason', async () => {
    const lines: string[] = [];
    const relay = await relayWith({ log: (line) => lines.push(line) });
    const [alice, mallory] = [createTestIdentity(), createTestIdentity()];
    const past = Math.floor(Date.now() / 1000) - 3_600;
    const cases: [string | undefined, RegExp][] = [
      [undefined, /^auth token is missing/],
      ['not-a-jwt', /^auth token is not a JWT/],
      [
        mallory.token(relay.url, { claims: { iss: alice.clientId } }),
        /^auth token signature does not match iss$/,
      ],
      [
        alice.token('ws://relay.example.invalid'),
        /^auth token aud "ws:\/\/relay.example.invalid" is not this relay/,
      ],
      [alice.token(relay.url, { claims: { iat: past - 60, exp: past } }), /^auth token expired$/],
      [alice.token(relay.url, { header: { alg: 'ES256' } }), /^auth token alg must be EdDSA$/],
    ];
    const tokens: string[] = [];
    for (const [token, reason] of cases) {
      const answer = await tryUpgrade(socketUrl(relay.url, token));
      if (answer === 'open') throw new Error(`accepted ${reason}`);
      expect(answer.status, String(reason)).toBe(401);
      expect(answer.body.trim()).toMatch(reason);
      if (token) {
        expect(answer.body).not.toContain(token);
        tokens.push(token);
      }
    }
    expect(lines.filter((line) => line.startsWith('refused a connection'))).toHaveLength(cases.length);
    for (const token of tokens) expect(lines.join('\n')).not.toContain(token);
  });

  it('refuses a connection without projectId, unless told not to', async () => {
    const strict = await relayWith();
    const answer = await tryUpgrade(socketUrl(strict.url, createTestIdentity().token(strict.url), null));
    expect(answer).toEqual({ status: 401, body: 'projectId is missing\n' });
    const lenient = await relayWith({ requireProjectId: false });
    const token = createTestIdentity().token(lenient.url);
    expect(await tryUpgrade(socketUrl(lenient.url, token, null))).toBe('open');
  });

  it('accepts exactly the audiences it is given', async () => {
    const relay = await relayWith({ audiences: ['wss://relay.walletport.test'] });
    expect(relay.audiences).toEqual(['wss://relay.walletport.test']);
    const identity = createTestIdentity();
    expect(await tryUpgrade(socketUrl(relay.url, identity.token('wss://relay.walletport.test')))).toBe(
      'open',
    );
    expect(await tryUpgrade(socketUrl(relay.url, identity.token(relay.url)))).toMatchObject({ status: 401 });
  });

  it('answers 503 while paused, keeps open sockets, and accepts again once resumed', async () => {
    const relay = await relayWith();
    const before = await connectRaw(relay.url);
    clients.push(before);
    relay.pauseConnections();
    const token = createTestIdentity().token(relay.url);
    expect(await tryUpgrade(socketUrl(relay.url, token))).toMatchObject({ status: 503 });
    expect((await before.request('irn_subscribe', { topic: 'ab'.repeat(32) })).result).toEqual(
      expect.any(String),
    );
    relay.resumeConnections();
    expect(await tryUpgrade(socketUrl(relay.url, token))).toBe('open');
  });
});
