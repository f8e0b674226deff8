import { describe, expect, it } from 'vitest';
import { HttpRequestError } from '../http/http-errors.js';
import { createNamesApiClient, parseNameRecord } from './names-api.js';

function client(answer: (path: string) => unknown) {
  const calls: { path: string; params: unknown }[] = [];
  let now = 0;
  const names = createNamesApiClient({
    http: {
      async get<T>({ path, params }: { path: string; params?: unknown }) {
        calls.push({ path, params });
        const value = answer(path);
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
