import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonRpcResponse, MAX_BATCH_SIZE, parseItem, parsePayload } from './json-rpc.js';

const valid = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] };

describe('parseItem', () => {
  it('accepts a request with array, object or no params, and string, number or null ids', () => {
    expect(parseItem(valid)).toEqual({ kind: 'request', request: valid });
    expect(parseItem({ jsonrpc: '2.0', id: 'a', method: 'm', params: { x: 1 } })).toMatchObject({
      kind: 'request',
    });
    expect(parseItem({ jsonrpc: '2.0', id: null, method: 'm' })).toEqual({
      kind: 'request',
      request: { jsonrpc: '2.0', id: null, method: 'm' },
    });
  });

  it('keeps a notification (no id) without inventing one', () => {
    const parsed = parseItem({ jsonrpc: '2.0', method: 'm' });
    expect(parsed).toEqual({ kind: 'request', request: { jsonrpc: '2.0', method: 'm' } });
  });

  it('drops fields that are not part of JSON-RPC', () => {
    expect(parseItem({ ...valid, extra: 'x' })).toEqual({ kind: 'request', request: valid });
  });

  it.each([
    ['not an object', 'x', /JSON object/],
    ['an array', [], /JSON object/],
    ['a wrong version', { ...valid, jsonrpc: '1.0' }, /'jsonrpc'/],
    ['no version', { id: 1, method: 'm' }, /'jsonrpc'/],
    ['an object id', { ...valid, id: {} }, /'id'/],
    ['a non-finite id', { ...valid, id: Number.NaN }, /'id'/],
    ['no method', { jsonrpc: '2.0', id: 1 }, /'method'/],
    ['an empty method', { ...valid, method: '' }, /'method'/],
    ['an overlong method', { ...valid, method: 'm'.repeat(65) }, /'method'/],
    ['scalar params', { ...valid, params: 1 }, /'params'/],
  ])('refuses %s', (_label, value, message) => {
    const parsed = parseItem(value);
    expect(parsed.kind).toBe('invalid');
    if (parsed.kind === 'invalid') expect(parsed.message).toMatch(message);
  });

  it('echoes a valid id of an invalid request, else null', () => {
    expect(parseItem({ id: 7, method: 'm' })).toMatchObject({ kind: 'invalid', id: 7 });
    expect(parseItem({ jsonrpc: '2.0', id: [1], method: 'm' })).toMatchObject({ kind: 'invalid', id: null });
  });
});

describe('parsePayload', () => {
  it('tells a single request from a batch', () => {
    expect(parsePayload(valid).kind).toBe('single');
    const batch = parsePayload([valid, 'junk']);
    expect(batch.kind).toBe('batch');
    if (batch.kind === 'batch') expect(batch.items.map((item) => item.kind)).toEqual(['request', 'invalid']);
  });

  it('refuses an empty batch as an invalid request', () => {
    expect(parsePayload([])).toMatchObject({
      kind: 'rejected',
      response: { id: null, error: { code: -32600 } },
    });
  });

  it(`refuses a batch over ${MAX_BATCH_SIZE} requests, accepts exactly ${MAX_BATCH_SIZE}`, () => {
    expect(parsePayload(Array(MAX_BATCH_SIZE).fill(valid)).kind).toBe('batch');
    expect(parsePayload(Array(MAX_BATCH_SIZE + 1).fill(valid))).toMatchObject({
      kind: 'rejected',
      response: { error: { code: -32005 } },
    });
  });

  it('never throws, and every accepted request is a well-formed JSON-RPC request', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parsePayload(value);
        const items = parsed.kind === 'single' ? [parsed.item] : parsed.kind === 'batch' ? parsed.items : [];
        for (const item of items) {
          if (item.kind !== 'request') continue;
          expect(item.request.jsonrpc).toBe('2.0');
          expect(typeof item.request.method).toBe('string');
        }
      }),
    );
  });

  it('round-trips any well-formed request unchanged', () => {
    const request = fc.record(
      {
        jsonrpc: fc.constant('2.0' as const),
        method: fc.string({ minLength: 1, maxLength: 64 }),
        id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        params: fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())),
      },
      { requiredKeys: ['jsonrpc', 'method'] },
    );
    fc.assert(
      fc.property(request, (value) => {
        expect(parseItem(value)).toEqual({ kind: 'request', request: value });
      }),
    );
  });
});

describe('isJsonRpcResponse', () => {
  it('accepts a result or an error response, refuses anything else', () => {
    expect(isJsonRpcResponse({ jsonrpc: '2.0', id: 1, result: null })).toBe(true);
    expect(isJsonRpcResponse({ jsonrpc: '2.0', id: null, error: { code: -1, message: 'x' } })).toBe(true);
    expect(isJsonRpcResponse({ jsonrpc: '2.0', id: 1 })).toBe(false);
    expect(isJsonRpcResponse({ jsonrpc: '2.0', result: 1 })).toBe(false);
    expect(isJsonRpcResponse({ jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 'x' } })).toBe(false);
    expect(isJsonRpcResponse({ jsonrpc: '2.0', id: 1, result: 1, error: { code: 1, message: 'x' } })).toBe(
      false,
    );
    expect(isJsonRpcResponse('{}')).toBe(false);
  });
});
