import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCall, parseFrame, RPC_ERRORS, subscriptionFrame } from '../src/protocol.js';

const TOPIC = 'ab'.repeat(32);

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
      checkCall('irn_publish', { topic: TOPIC, message: 'm', ttl: 300, tag: 1108, prompt: true }),
    ).toEqual({
      ok: true,
      call: {
        method: 'publish',
        messages: [{ topic: TOPIC, message: 'm', ttlSeconds: 300, tag: 1108 }],
        subscribeSenderTo: [],
      },
    });
    expect(checkCall('irn_batchUnsubscribe', { subscriptions: [{ topic: TOPIC, id: 'x' }] })).toMatchObject({
      ok: true,
      call: { method: 'unsubscribe', topics: [TOPIC] },
    });
    expect(checkCall('wc_proposeSession', { pairingTopic: TOPIC, sessionProposal: 'p' })).toMatchObject({
      ok: true,
      call: { messages: [{ ttlSeconds: 300, tag: 1100 }], subscribeSenderTo: [TOPIC] },
    });
  });

  it('answers unknown methods with -32601 and bad params with -32602', () => {
    expect(checkCall('eth_chainId', {})).toEqual({ ok: false, error: RPC_ERRORS.methodNotFound });
    const bad = [
      ['irn_subscribe', undefined],
      ['irn_subscribe', { topic: 'xyz' }],
      ['irn_publish', { topic: TOPIC, message: 'm' }],
      ['irn_publish', { topic: TOPIC, message: 'm', ttl: 1.5 }],
      ['irn_publish', { topic: TOPIC, message: 'm', ttl: 300, tag: -1 }],
      ['irn_publish', { topic: TOPIC, message: 'm', ttl: 300, prompt: 'yes' }],
      ['irn_publish', { topic: TOPIC, message: 'm', ttl: 31 * 24 * 3600 }],
      ['irn_batchSubscribe', { topics: Array.from({ length: 501 }, () => TOPIC) }],
      ['wc_approveSession', { sessionTopic: TOPIC, pairingTopic: TOPIC, sessionProposalResponse: 'r' }],
    ] as const;
    for (const [method, params] of bad) {
      const checked = checkCall(method, params);
      expect(checked.ok ? 'accepted' : checked.error.code, `${method} ${JSON.stringify(params)}`).toBe(
        -32602,
      );
    }
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
    const data = { topic: TOPIC, message: 'm', publishedAt: 1, tag: 2, attestation: 'secret' };
    expect(JSON.parse(subscriptionFrame(5, 'sub', data))).toEqual({
      jsonrpc: '2.0',
      id: 5,
      method: 'irn_subscription',
      params: { id: 'sub', data: { topic: TOPIC, message: 'm', publishedAt: 1, tag: 2 } },
    });
  });
});
