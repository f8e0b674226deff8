/**
 * The wallet registry client against a real HTTP server on 127.0.0.1 answering GET /getWallets as
 * docs/server.md documents it, and its fallback to the bundled list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, listRegistry, type RegistryServer, startRegistry } from '../../test/api/registry-server.js';
import { createHttpClient } from '../http/index.js';
import { bundledWallets } from './bundled-wallets.js';
import { createRegistryClient } from './registry-client.js';
import { createBundledRegistry } from './wallet-registry.js';

let server: RegistryServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SDK = { projectId: 'p1', sdkType: 'walletport', sdkVersion: 'react-0.1.0' };
const SMALL_LIST = [
  { id: 'alpha', name: 'Alpha Wallet', rdns: 'io.alpha' },
  { id: 'beta', name: 'Beta Wallet' },
  { id: 'gamma', name: 'Gamma' },
];

describe('wallet registry over HTTP (GET /getWallets)', () => {
  it('asks the server with the query parameters plus projectId, st and sv', async () => {
    server = await startRegistry(listRegistry(SMALL_LIST));
    const registry = createRegistryClient({ http: createHttpClient({ baseUrl: server.url }), ...SDK });
    const page = await registry.getWallets({
      page: 2,
      entries: 1,
      search: ' wallet ',
      include: ['alpha', 'beta'],
      exclude: ['gamma'],
      badgeType: 'certified',
      chains: ['eip155:1', 'eip155:10'],
    });
    expect(page).toMatchObject({ source: 'api', fallback: false, count: 2 });
    expect(page.wallets.map((wallet) => wallet.id)).toEqual(['beta']);
    const query = Object.fromEntries(server.requests[0]?.searchParams ?? []);
    expect(query).toEqual({
      projectId: 'p1',
      st: 'walletport',
      sv: 'react-0.1.0',
      page: '2',
      entries: '1',
      search: 'wallet',
      badge_type: 'certified',
      include: 'alpha,beta',
      exclude: 'gamma',
      chains: 'eip155:1,eip155:10',
    });
  });

  it('a 500 answer falls back to the bundled list, marked as a fallback', async () => {
    server = await startRegistry((_url, response) => json(response, 500, { error: 'down' }));
    const onFallback = vi.fn();
    const registry = createRegistryClient({
      http: createHttpClient({ baseUrl: server.url }),
      ...SDK,
      onFallback,
    });
    const page = await registry.getWallets({ page: 1, entries: 40 });
    expect(page.source).toBe('bundled');
    expect(page.fallback).toBe(true);
    expect(page.count).toBe(bundledWallets().length);
    expect(page.wallets[0]?.name).toBe('MetaMask');
    expect(onFallback.mock.calls[0]?.[0]).toMatchObject({ shortMessage: 'HTTP status code: 500' });
  });

  it('an answer of the wrong shape falls back too', async () => {
    server = await startRegistry((_url, response) => json(response, 200, { wallets: [] }));
    const registry = createRegistryClient({ http: createHttpClient({ baseUrl: server.url }), ...SDK });
    expect(await registry.getWallets({ page: 1, entries: 4 })).toMatchObject({
      source: 'bundled',
      fallback: true,
    });
  });

  it('an unreachable server falls back', async () => {
    server = await startRegistry(listRegistry(SMALL_LIST));
    const url = server.url;
    await server.close();
    server = undefined;
    const registry = createRegistryClient({ http: createHttpClient({ baseUrl: url }), ...SDK });
    expect(await registry.getWallets({ page: 1, entries: 4 })).toMatchObject({
      source: 'bundled',
      fallback: true,
    });
  });

  it('without a server the bundled list answers the same query, not as a fallback', async () => {
    const registry = createRegistryClient({ http: undefined, ...SDK });
    const page = await registry.getWallets({ page: 1, entries: 100, search: 'wallet', chains: ['solana:x'] });
    expect(page).toMatchObject({ source: 'bundled', fallback: false });
    expect(page.wallets.length).toBeGreaterThan(0);
    expect(page.wallets.every((wallet) => /wallet/i.test(wallet.name))).toBe(true);
    expect(page.wallets.every((wallet) => wallet.chains?.some((chain) => chain.startsWith('solana:')))).toBe(
      true,
    );
  });

  it('an aborted request rejects instead of falling back (a newer search replaced it)', async () => {
    server = await startRegistry(() => {
      // Never answers.
    });
    const registry = createRegistryClient({ http: createHttpClient({ baseUrl: server.url }), ...SDK });
    const controller = new AbortController();
    const pending = registry.getWallets({ page: 1, entries: 4 }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ shortMessage: 'Request was aborted' });
  });

  it('image URLs: the registry image route with the sdk params, a custom image as is, none offline', () => {
    const registry = createRegistryClient({
      http: createHttpClient({ baseUrl: 'https://api.example/v1' }),
      ...SDK,
    });
    expect(registry.imageUrl({ image_id: 'a b/c' })).toBe(
      'https://api.example/v1/getWalletImage/a%20b%2Fc?projectId=p1&st=walletport&sv=react-0.1.0',
    );
    expect(registry.imageUrl({ image_url: 'https://cdn.example/w.png' })).toBe('https://cdn.example/w.png');
    expect(registry.imageUrl({})).toBeUndefined();
    expect(createRegistryClient({ http: undefined, ...SDK }).imageUrl({ image_id: 'x' })).toBeUndefined();
  });

  it('the instance client loads the registry code on the first request and answers like it', async () => {
    server = await startRegistry(listRegistry(SMALL_LIST));
    const client = createRegistryClient({ http: createHttpClient({ baseUrl: server.url }), ...SDK });
    expect(client.imageUrl({ image_id: 'x' })).toBe(
      `${server.url}/getWalletImage/x?projectId=p1&st=walletport&sv=react-0.1.0`,
    );
    expect(server.requests).toHaveLength(0);
    expect(await client.getWallets({ page: 1, entries: 40 })).toMatchObject({ source: 'api', count: 3 });
    const offline = createRegistryClient({ http: undefined, ...SDK });
    expect(await offline.getWallets({ page: 1, entries: 1 })).toMatchObject({
      source: 'bundled',
      fallback: false,
    });
  });

  it('a bundled list that cannot load rejects, and the next call tries again', async () => {
    let failing = true;
    const registry = createRegistryClient({
      http: undefined,
      ...SDK,
      loadBundled: () =>
        failing ? Promise.reject(new Error('chunk failed')) : Promise.resolve([{ id: 'a', name: 'Alpha' }]),
    });
    await expect(registry.getWallets({ page: 1, entries: 4 })).rejects.toThrow('chunk failed');
    failing = false;
    expect(await registry.getWallets({ page: 1, entries: 4 })).toMatchObject({ count: 1, source: 'bundled' });
  });

  it('the bundled-only registry (no apiUrl) answers from the bundled list; only a custom image is an image', async () => {
    const registry = createBundledRegistry(SDK);
    expect(await registry.getWallets({ page: 1, entries: 2, search: 'meta' })).toMatchObject({
      source: 'bundled',
      fallback: false,
      wallets: [{ id: 'metamask' }],
    });
    expect(registry.imageUrl({ image_id: 'x' })).toBeUndefined();
    expect(registry.imageUrl({ image_url: 'https://cdn.example/w.png' })).toBe('https://cdn.example/w.png');
  });
});
