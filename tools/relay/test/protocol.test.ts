import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TTL_SECONDS, MIN_TTL_SECONDS } from '../src/params.js';
import { checkCall, parseFrame, RPC_ERRORS, subscriptionFrame } from '../src/protocol.js';

const TOPIC = 'ab'.repeat(32);
/** Base64 of "m", a well-formed message. */
const M = 'bQ==';

describe('parseFrame', () => {
  it('tells requests, responses and invalid frames apart', () => {
    expect(parseFrame('{"jsonrpc":"2.0","id":7,"method":"irn_subscribe","params":{}}')).toEqual({
      kind: 'request',
      id: 7,
      method: 'irn_subscribe',
      params: {},
    });
    expect(parseFrame('{"jsonrpc":"2.0","id":"9","result":true}')).toEqual({
      kind: 'response',
      id: '9',
      ok: true,
    });
    expect(parseFrame('{"jsonrpc":"2.0","id":9,"result":false}')).toEqual({
      kind: 'response',
      id: 9,
      ok: false,
    });
    expect(parseFrame('{"jsonrpc":"2.0","id":9,"error":{"code":1}}')).toMatchObject({
      kind: 'response',
      ok: false,
    });
    expect(parseFrame('nope')).toEqual({ kind: 'invalid', id: null, error: RPC_ERRORS.parse });
    expect(parseFrame('{"id":3,"method":"x"}')).toEqual({
      kind: 'invalid',
      id: 3,
      error: RPC_ERRORS.invalidRequest,
    });
    expect(parseFrame('{"jsonrpc":"2.0","id":{},"method":"x"}')).toMatchObject({ kind: 'invalid', id: null });
  });

  it('never throws, and classifies any text as exactly one kind', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(['request', 'response', 'invalid']).toContain(parseFrame(text).kind);
      }),
    );
  });
});

describe('checkCall', () => {
  it('reads the params of every served method', () => {
    expect(checkCall('irn_subscribe', { topic: TOPIC.toUpperCase() })).toEqual({
      ok: true,
      call: { method: 'subscribe', topics: [TOPIC], single: true },
    });
    expect(
      checkCall('irn_publish', {
        topic: TOPIC,
        message: M,
        ttl: 300,
        tag: 1108,
        prompt: true,
        attestation: 'x',
      }),
    ).toEqual({
      ok: true,
      call: {
        method: 'publish',
        rpcMethod: 'irn_publish',
        messages: [{ topic: TOPIC, message: M, ttlSeconds: 300, tag: 1108, prompt: true }],
        subscribeSenderTo: [],
      },
    });
    expect(checkCall('irn_publish', { topic: TOPIC, message: M, ttl: 30, tag: 0 })).toMatchObject({
      ok: true,
      call: { messages: [{ ttlSeconds: 30, tag: 0, prompt: false }] },
    });
    expect(checkCall('irn_batchUnsubscribe', { subscriptions: [{ topic: TOPIC, id: 'x' }] })).toMatchObject({
      ok: true,
      call: { method: 'unsubscribe', topics: [TOPIC] },
    });
    expect(checkCall('wc_proposeSession', { pairingTopic: TOPIC, sessionProposal: M })).toMatchObject({
      ok: true,
      call: {
        rpcMethod: 'wc_proposeSession',
        messages: [{ ttlSeconds: 300, tag: 1100, prompt: false }],
        subscribeSenderTo: [TOPIC],
      },
    });
  });

  it('answers unknown methods with -32601 and bad params with -32602', () => {
    expect(checkCall('eth_chainId', {})).toEqual({ ok: false, error: RPC_ERRORS.methodNotFound });
    const bad = [
      ['irn_subscribe', undefined],
      ['irn_subscribe', { topic: 'xyz' }],
      ['irn_publish', { topic: TOPIC, message: M, tag: 1 }],
      ['irn_publish', { topic: TOPIC, message: M, ttl: 1.5, tag: 1 }],
      ['irn_publish', { topic: TOPIC, message: M, ttl: 300, tag: -1 }],
      ['irn_publish', { topic: TOPIC, message: M, ttl: 300, prompt: 'yes', tag: 1 }],
      ['irn_publish', { topic: TOPIC, message: M, ttl: 31 * 24 * 3600, tag: 1 }],
      ['irn_batchSubscribe', { topics: Array.from({ length: 501 }, () => TOPIC) }],
      ['wc_approveSession', { sessionTopic: TOPIC, pairingTopic: TOPIC, sessionProposalResponse: M }],
      ['wc_proposeSession', { pairingTopic: TOPIC, sessionProposal: 'not base64!' }],
    ] as const;
    for (const [method, params] of bad) {
      const checked = checkCall(method, params);
      expect(checked.ok ? 'accepted' : checked.error.code, `${method} ${JSON.stringify(params)}`).toBe(
        -32602,
      );
    }
  });

  it('checks irn_publish as production does, answering -32602 with what is wrong', () => {
    const publish = (params: object) => checkCall('irn_publish', { topic: TOPIC, message: M, ...params });
    const cases: [object, string][] = [
      [{ tag: 1 }, 'ttl is required'],
      [{ ttl: '300', tag: 1 }, 'ttl must be a whole number of seconds'],
      [{ ttl: 300.5, tag: 1 }, 'ttl must be a whole number of seconds'],
      [{ ttl: MIN_TTL_SECONDS - 1, tag: 1 }, `ttl too short: at least ${MIN_TTL_SECONDS} seconds`],
      [{ ttl: MAX_TTL_SECONDS + 1, tag: 1 }, `ttl too long: at most ${MAX_TTL_SECONDS} seconds (30 days)`],
      [{ ttl: 300 }, 'tag is required'],
      [{ ttl: 300, tag: '1108' }, 'tag must be a whole number from 0 to 4294967295'],
      [{ ttl: 300, tag: 2 ** 32 }, 'tag must be a whole number from 0 to 4294967295'],
      [{ ttl: 300, tag: 1, prompt: 1 }, 'prompt must be a boolean'],
      [{ ttl: 300, tag: 1, message: '' }, 'message must be a non-empty base64 string'],
      [{ ttl: 300, tag: 1, message: 'bQ' }, 'message must be a non-empty base64 string'],
      [{ ttl: 300, tag: 1, message: 'b-Q_' }, 'message must be a non-empty base64 string'],
      [{ ttl: 300, tag: 1, message: 42 }, 'message must be a non-empty base64 string'],
    ];
    for (const [params, message] of cases) {
      expect(publish(params), JSON.stringify(params)).toEqual({
        ok: false,
        error: { code: -32602, message: `Invalid params: ${message}` },
      });
    }
    expect(publish({ ttl: MIN_TTL_SECONDS, tag: 0 }).ok).toBe(true);
    expect(publish({ ttl: MAX_TTL_SECONDS, tag: 2 ** 32 - 1, prompt: false }).ok).toBe(true);
  });

  it('refuses a message over the size limit, by its length in characters', () => {
    const params = (message: string) => ({ topic: TOPIC, message, ttl: 300, tag: 1108 });
    expect(checkCall('irn_publish', params('A'.repeat(8)), { maxMessageLength: 8 }).ok).toBe(true);
    expect(checkCall('irn_publish', params('A'.repeat(12)), { maxMessageLength: 8 })).toEqual({
      ok: false,
      error: { code: -32602, message: 'Invalid params: message too long: 12 characters, at most 8' },
    });
    expect(checkCall('irn_publish', params('A'.repeat(98_308))).ok).toBe(false);
    expect(checkCall('irn_publish', params('A'.repeat(98_304))).ok).toBe(true);
  });

  it('accepts exactly the 64-hex-character topics', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (topic) => {
        expect(checkCall('irn_subscribe', { topic }).ok).toBe(/^[0-9a-f]{64}$/i.test(topic));
      }),
    );
  });
});

describe('subscriptionFrame', () => {
  it('carries only topic, message, publishedAt and tag', () => {
    const data = { topic: TOPIC, message: M, publishedAt: 1, tag: 2, attestation: 'secret' };
    expect(JSON.parse(subscriptionFrame(5, 'sub', data))).toEqual({
      jsonrpc: '2.0',
      id: 5,
      method: 'irn_subscription',
      params: { id: 'sub', data: { topic: TOPIC, message: M, publishedAt: 1, tag: 2 } },
    });
  });
});
