import { describe, expect, it } from 'vitest';
import { HttpRequestError } from '../http/http-errors.js';
import { createNamesApiClient, parseNameRecord, parseSuggestions } from './names-api.js';

function client(answer: (path: string, body?: unknown) => unknown) {
  const calls: { path: string; params: unknown; body?: unknown }[] = [];
  let now = 0;
  const names = createNamesApiClient({
    http: {
      async get<T>({ path, params }: { path: string; params?: unknown }) {
        calls.push({ path, params });
        const value = answer(path);
        if (value instanceof Error) throw value;
        return value as T;
      },
      async post<T>({ path, params, body }: { path: string; params?: unknown; body?: unknown }) {
        calls.push({ path, params, body });
        const value = answer(path, body);
        if (value instanceof Error) throw value;
        return value as T;
      },
    },
    projectId: 'p',
    sdkType: 'walletport',
    sdkVersion: '1',
    now: () => now,
  });
  return { names, calls, advance: (ms: number) => (now += ms) };
}

const RECORD = {
  name: 'alice.walletport.id',
  registered: 1,
  updated: 1,
  addresses: { '60': { address: '0x0000000000000000000000000000000000000001', created: 1 } },
  attributes: {},
};

const httpError = (status: number) =>
  new HttpRequestError({ status, body: undefined, request: { method: 'GET', url: 'x' } } as never);

describe('createNamesApiClient', () => {
  it('asks GET /v1/profile/account/{name} with the project and sdk params, lower-casing the name', async () => {
    const { names, calls } = client(() => RECORD);
    expect(await names.resolveName('Alice.Walletport.ID')).toEqual({
      name: 'alice.walletport.id',
      addresses: { '60': { address: '0x0000000000000000000000000000000000000001' } },
    });
    expect(calls).toEqual([
      {
        path: '/v1/profile/account/alice.walletport.id',
        params: { projectId: 'p', st: 'walletport', sv: '1' },
      },
    ]);
  });

  it('a 404 or 400 is "no such name"; other failures reach the caller', async () => {
    expect(await client(() => httpError(404)).names.resolveName('a.id')).toBeUndefined();
    expect(await client(() => httpError(400)).names.resolveName('a.id')).toBeUndefined();
    await expect(client(() => httpError(500)).names.resolveName('a.id')).rejects.toThrow(
      'HTTP status code: 500',
    );
  });

  it('caches an answer for 5 minutes, the absence of a name too', async () => {
    const { names, calls, advance } = client((path) =>
      path.endsWith('nobody.id') ? httpError(404) : RECORD,
    );
    await names.resolveName('alice.walletport.id');
    await names.resolveName('ALICE.walletport.id');
    await names.resolveName('nobody.id');
    await names.resolveName('nobody.id');
    expect(calls).toHaveLength(2);
    advance(300_000);
    await names.resolveName('alice.walletport.id');
    expect(calls).toHaveLength(3);
  });
});

describe('parseNameRecord', () => {
  it('keeps well-formed address entries only; anything else is no record', () => {
    expect(
      parseNameRecord({
        name: 'a.id',
        addresses: { '60': { address: '0x1' }, '61': { nope: 1 }, '62': null },
      }),
    ).toEqual({
      name: 'a.id',
      addresses: { '60': { address: '0x1' } },
    });
    expect(parseNameRecord(null)).toBeNull();
    expect(parseNameRecord({ name: 1, addresses: {} })).toBeNull();
  });
});

const PARAMS = { projectId: 'p', st: 'walletport', sv: '1' };

describe('registration calls', () => {
  it('suggestNames asks GET /v1/profile/suggestions/{name} with the zone, never cached', async () => {
    const answer = { suggestions: [{ name: 'bob1.walletport.id', registered: true }] };
    const { names, calls } = client(() => answer);
    expect(await names.suggestNames('Bob1', { zone: 'walletport.id' })).toEqual(answer.suggestions);
    await names.suggestNames('bob1');
    expect(calls).toEqual([
      { path: '/v1/profile/suggestions/bob1', params: { ...PARAMS, zone: 'walletport.id' } },
      { path: '/v1/profile/suggestions/bob1', params: { ...PARAMS, zone: undefined } },
    ]);
  });

  it('registerName posts coin_type, address, message and signature, and forgets a cached absence', async () => {
    let registered = false;
    const { names, calls } = client((path) => {
      if (path === '/v1/profile/account') {
        registered = true;
        return { success: true, record: RECORD };
      }
      return registered ? RECORD : httpError(404);
    });
    expect(await names.resolveName('alice.walletport.id')).toBeUndefined();
    const record = await names.registerName({
      coinType: 60,
      address: '0x0000000000000000000000000000000000000001',
      message: '{"name":"alice.walletport.id","attributes":{},"timestamp":1}',
      signature: '0xab',
    });
    expect(record.name).toBe('alice.walletport.id');
    expect(calls[1]).toEqual({
      path: '/v1/profile/account',
      params: PARAMS,
      body: {
        coin_type: 60,
        address: '0x0000000000000000000000000000000000000001',
        message: '{"name":"alice.walletport.id","attributes":{},"timestamp":1}',
        signature: '0xab',
      },
    });
    expect(await names.resolveName('alice.walletport.id')).toEqual(
      expect.objectContaining({ name: record.name }),
    );
  });

  it('registerName refuses an answer without a record; a 409 reaches the caller', async () => {
    await expect(
      client(() => ({ success: true })).names.registerName({
        coinType: 60,
        address: '0x1',
        message: '{}',
        signature: '0x1',
      }),
    ).rejects.toThrow('Invalid JSON in response');
    await expect(
      client(() => httpError(409)).names.registerName({
        coinType: 60,
        address: '0x1',
        message: '{}',
        signature: '0x1',
      }),
    ).rejects.toThrow('HTTP status code: 409');
  });

  it('reverseNames asks GET /v1/profile/reverse/{address}; a malformed answer is no names', async () => {
    const { names, calls } = client(() => [RECORD, { nope: true }]);
    expect(await names.reverseNames('0x0000000000000000000000000000000000000001')).toHaveLength(1);
    expect(calls[0]?.path).toBe('/v1/profile/reverse/0x0000000000000000000000000000000000000001');
    expect(await client(() => ({})).names.reverseNames('0x1')).toEqual([]);
  });

  it('parseSuggestions keeps well-formed entries only', () => {
    expect(
      parseSuggestions({
        suggestions: [{ name: 'a.id', registered: false }, { name: 1 }, null, { name: 'b.id' }],
      }),
    ).toEqual([{ name: 'a.id', registered: false }]);
    expect(parseSuggestions(null)).toEqual([]);
    expect(parseSuggestions({ suggestions: 'x' })).toEqual([]);
  });
});
