import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRpcRequest, nextRpcId, parseRpcMessage, rpcError, rpcRequest, rpcResult } from './jsonrpc.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const id = fc.maxSafeNat();

describe('parseRpcMessage', () => {
  it('property: never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        parseRpcMessage(text);
      }),
    );
  });

  it('property: never throws on arbitrary JSON, and whatever it returns is JSON-RPC 2.0 with an integer id', () => {
    const member = fc.oneof(fc.jsonValue(), fc.constant('2.0'), fc.integer(), fc.string());
    const candidate = fc.oneof(
      fc.jsonValue(),
      fc.record(
        { jsonrpc: member, id: member, method: member, params: member, result: member, error: member },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        const message = parseRpcMessage(JSON.stringify(value));
        if (message === undefined) return;
        expect(message.jsonrpc).toBe('2.0');
        expect(Number.isSafeInteger(message.id)).toBe(true);
        const methodOk = 'method' in message && typeof message.method === 'string';
        const errorOk =
          'error' in message &&
          typeof message.error.code === 'number' &&
          typeof message.error.message === 'string';
        expect(methodOk || 'result' in message || errorOk).toBe(true);
      }),
    );
  });

  it('property: reads back requests, results and errors as built', () => {
    fc.assert(
      fc.property(id, fc.string(), fc.jsonValue(), fc.integer(), (messageId, method, value, code) => {
        const payload = JSON.parse(JSON.stringify(value)) as unknown; // -0 travels as 0
        expect(parseRpcMessage(JSON.stringify(rpcRequest(method, payload, messageId)))).toEqual({
          id: messageId,
          jsonrpc: '2.0',
          method,
          params: payload,
        });
        expect(parseRpcMessage(JSON.stringify(rpcResult(messageId, payload)))).toEqual({
          id: messageId,
          jsonrpc: '2.0',
          result: payload,
        });
        expect(parseRpcMessage(JSON.stringify(rpcError(messageId, { code, message: method })))).toEqual({
          id: messageId,
          jsonrpc: '2.0',
          error: { code, message: method },
        });
      }),
    );
  });

  it('accepts falsy results and keeps error data', () => {
    for (const result of [null, false, 0, '']) {
      expect(parseRpcMessage(JSON.stringify({ id: 1, jsonrpc: '2.0', result }))).toEqual({
        id: 1,
        jsonrpc: '2.0',
        result,
      });
    }
    const error = { code: 5000, message: 'User rejected.', data: { reason: 'no' } };
    expect(parseRpcMessage(JSON.stringify({ id: 2, jsonrpc: '2.0', error }))).toEqual({
      id: 2,
      jsonrpc: '2.0',
      error,
    });
  });

  it('tells requests from responses', () => {
    const request = parseRpcMessage('{"id":1,"jsonrpc":"2.0","method":"irn_subscription","params":{}}');
    const response = parseRpcMessage('{"id":1,"jsonrpc":"2.0","result":true}');
    expect(request !== undefined && isRpcRequest(request)).toBe(true);
    expect(response !== undefined && isRpcRequest(response)).toBe(false);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['an array (batch)', '[{"id":1,"jsonrpc":"2.0","result":true}]'],
    ['a number', '42'],
    ['version 1.0', '{"id":1,"jsonrpc":"1.0","result":true}'],
    ['version as a number', '{"id":1,"jsonrpc":2,"result":true}'],
    ['no version', '{"id":1,"result":true}'],
    ['a string id', '{"id":"1","jsonrpc":"2.0","result":true}'],
    ['a fractional id', '{"id":1.5,"jsonrpc":"2.0","result":true}'],
    ['an unsafe id', `{"id":${2 ** 53},"jsonrpc":"2.0","result":true}`],
    ['a null id', '{"id":null,"jsonrpc":"2.0","result":true}'],
    ['no id', '{"jsonrpc":"2.0","method":"x","params":[]}'],
    ['neither method, result nor error', '{"id":1,"jsonrpc":"2.0"}'],
    ['a method that is not a string', '{"id":1,"jsonrpc":"2.0","method":7}'],
    ['an error without code', '{"id":1,"jsonrpc":"2.0","error":{"message":"no"}}'],
    ['an error without message', '{"id":1,"jsonrpc":"2.0","error":{"code":1}}'],
    ['an error code as a string', '{"id":1,"jsonrpc":"2.0","error":{"code":"1","message":"no"}}'],
    ['an error that is a string', '{"id":1,"jsonrpc":"2.0","error":"no"}'],
  ])('refuses %s', (_, text) => {
    expect(parseRpcMessage(text)).toBeUndefined();
  });
});

describe('rpcError', () => {
  it('sends only code and message (nothing else of the error object leaks)', () => {
    const error = Object.assign(new Error('internal'), { code: -32000, data: { stack: 'secret' } });
    expect(rpcError(5, error)).toEqual({
      id: 5,
      jsonrpc: '2.0',
      error: { code: -32000, message: 'internal' },
    });
  });
});

describe('nextRpcId', () => {
  it('strictly increases across many calls, as safe integers', () => {
    let previous = nextRpcId();
    for (let index = 0; index < 20_000; index += 1) {
      const current = nextRpcId();
      expect(Number.isSafeInteger(current)).toBe(true);
      if (current <= previous) expect.fail(`id ${current} after ${previous}`);
      previous = current;
    }
  });

  it('strictly increases within one millisecond and when the clock goes back', () => {
    const start = nextRpcId();
    const now = vi.spyOn(Date, 'now').mockReturnValue(Math.floor(start / 1000));
    const sameMillisecond = Array.from({ length: 3_000 }, () => nextRpcId());
    now.mockReturnValue(Math.floor(start / 1000) - 60_000);
    const afterClockWentBack = Array.from({ length: 100 }, () => nextRpcId());
    const all = [start, ...sameMillisecond, ...afterClockWentBack];
    for (let index = 1; index < all.length; index += 1) {
      expect(all[index] as number).toBeGreaterThan(all[index - 1] as number);
    }
  });

  it('is made of the clock in microseconds (peers sort their history by it)', () => {
    const before = Date.now();
    const rpcId = nextRpcId();
    expect(rpcId).toBeGreaterThanOrEqual(before * 1000);
    expect(rpcId).toBeLessThan((Date.now() + 1_000) * 1000);
  });

  it('gives rpcRequest a fresh id unless one is passed', () => {
    const first = rpcRequest('a', []);
    const second = rpcRequest('b', []);
    expect(second.id).toBeGreaterThan(first.id);
    expect(rpcRequest('c', [], 7).id).toBe(7);
  });
});
