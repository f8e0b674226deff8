import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isChainId,
  loadFrameConfig,
  loggerEnabled,
  parseConfigJson,
  parseFrameQuery,
  rpcUrlFor,
} from '../src/frame/config.js';

const GOOD = '?projectId=demo-project&chainId=31337&version=0.1.0&enableLogger=false';

function query(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  const base = { projectId: 'demo-project', chainId: '31337', version: '0.1.0', enableLogger: 'false' };
  for (const [key, value] of Object.entries({ ...base, ...params }))
    if (value !== undefined) search.set(key, value);
  return `?${search}`;
}

describe('parseFrameQuery', () => {
  it('reads the four parameters the host sets', () => {
    expect(parseFrameQuery(GOOD)).toEqual({
      ok: true,
      value: { projectId: 'demo-project', chainId: 31337, version: '0.1.0', enableLogger: false },
    });
    expect(parseFrameQuery(query({ enableLogger: 'true' }))).toMatchObject({ value: { enableLogger: true } });
    expect(parseFrameQuery(query({ enableLogger: undefined }))).toMatchObject({
      value: { enableLogger: false },
    });
  });

  it('names the first problem', () => {
    expect(parseFrameQuery(query({ projectId: undefined }))).toEqual({
      ok: false,
      problem: 'Missing projectId',
    });
    expect(parseFrameQuery(query({ projectId: 'a b' }))).toEqual({ ok: false, problem: 'Invalid projectId' });
    expect(parseFrameQuery(query({ projectId: 'x'.repeat(129) }))).toEqual({
      ok: false,
      problem: 'Invalid projectId',
    });
    expect(parseFrameQuery(query({ chainId: undefined }))).toEqual({ ok: false, problem: 'Missing chainId' });
    for (const chainId of ['0', '-1', '1.5', '0x1', '01', ' 1', '99999999999999999', ''])
      expect(parseFrameQuery(query({ chainId }))).toEqual({ ok: false, problem: 'Invalid chainId' });
    expect(parseFrameQuery(query({ version: undefined }))).toEqual({ ok: false, problem: 'Missing version' });
    expect(parseFrameQuery(query({ version: '<script>' }))).toEqual({
      ok: false,
      problem: 'Invalid version',
    });
    expect(parseFrameQuery(query({ enableLogger: 'yes' }))).toEqual({
      ok: false,
      problem: 'Invalid enableLogger (expected true or false)',
    });
  });

  it('never throws, and what it accepts is valid (property)', () => {
    const part = fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), fc.nat().map(String));
    fc.assert(
      fc.property(
        fc.record(
          { projectId: part, chainId: part, version: part, enableLogger: part },
          { requiredKeys: [] },
        ),
        fc.string(),
        (params, noise) => {
          const result = parseFrameQuery(
            `?${new URLSearchParams(params as Record<string, string>)}&${noise}`,
          );
          if (!result.ok) {
            expect(result.problem).toMatch(/^(Missing|Invalid) /);
            return;
          }
          expect(result.value.projectId).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
          expect(isChainId(result.value.chainId)).toBe(true);
          expect(result.value.version).toMatch(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/);
          expect(typeof result.value.enableLogger).toBe('boolean');
        },
      ),
    );
  });

  it('loggerEnabled reads only enableLogger', () => {
    expect(loggerEnabled('?enableLogger=true&chainId=bad')).toBe(true);
    expect(loggerEnabled('?enableLogger=1')).toBe(false);
  });
});

describe('parseConfigJson', () => {
  it('reads apiUrl without its trailing slash', () => {
    expect(parseConfigJson({ apiUrl: 'https://api.example.com/' })).toEqual({
      ok: true,
      value: 'https://api.example.com',
    });
    expect(parseConfigJson({ apiUrl: 'http://127.0.0.1:8787/base/' })).toEqual({
      ok: true,
      value: 'http://127.0.0.1:8787/base',
    });
  });

  it('refuses anything but a plain http(s) URL', () => {
    expect(parseConfigJson(null)).toEqual({ ok: false, problem: 'Invalid config.json (expected an object)' });
    expect(parseConfigJson([])).toMatchObject({ ok: false });
    expect(parseConfigJson({})).toEqual({ ok: false, problem: 'Missing apiUrl in config.json' });
    for (const apiUrl of [
      'javascript:alert(1)',
      'ftp://api.example.com',
      'https://user:pw@api.example.com',
      'https://api.example.com/?x=1',
      'https://api.example.com/#x',
      'not a url',
      42,
    ]) {
      expect(parseConfigJson({ apiUrl })).toMatchObject({ ok: false });
    }
  });

  it('never throws, and an accepted URL is http(s) (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ apiUrl: fc.oneof(fc.webUrl(), fc.string()) })),
        (data) => {
          const result = parseConfigJson(data);
          if (result.ok) expect(new URL(result.value).protocol).toMatch(/^https?:$/);
        },
      ),
    );
  });
});

describe('rpcUrlFor', () => {
  it("is the server's RPC proxy for the chain and project", () => {
    expect(rpcUrlFor({ apiUrl: 'https://api.example.com', projectId: 'demo-project' }, 31337)).toBe(
      'https://api.example.com/v1/?chainId=eip155:31337&projectId=demo-project',
    );
  });
});

describe('loadFrameConfig', () => {
  const fetchJson = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('combines the query and config.json', async () => {
    const result = await loadFrameConfig({
      search: GOOD,
      configUrl: 'https://frame.example/config.json',
      fetch: fetchJson(200, { apiUrl: 'https://api.example.com' }),
    });
    expect(result).toEqual({
      ok: true,
      value: {
        projectId: 'demo-project',
        chainId: 31337,
        version: '0.1.0',
        enableLogger: false,
        apiUrl: 'https://api.example.com',
      },
    });
  });

  it('turns every failure into a problem sentence', async () => {
    const base = { search: GOOD, configUrl: 'https://frame.example/config.json' };
    expect(await loadFrameConfig({ ...base, fetch: fetchJson(404, {}) })).toEqual({
      ok: false,
      problem: 'Could not load config.json (HTTP 404)',
    });
    expect(
      await loadFrameConfig({
        ...base,
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    ).toEqual({ ok: false, problem: 'Could not load config.json' });
    expect(await loadFrameConfig({ ...base, fetch: async () => new Response('not json') })).toEqual({
      ok: false,
      problem: 'Could not load config.json',
    });
    expect(await loadFrameConfig({ ...base, search: '?chainId=1', fetch: fetchJson(200, {}) })).toEqual({
      ok: false,
      problem: 'Missing projectId',
    });
  });
});
