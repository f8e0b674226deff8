import { createHttpClient } from '@walletport/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledWallets } from '../../../src/views/all-wallets/bundled-wallets.js';
import { createWalletRegistry, registryForInstance } from '../../../src/views/all-wallets/wallet-registry.js';
import { json, listRegistry, type RegistryServer, startRegistry } from './registry-server.js';

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

describe('wallet registry over HTTP (spec §7 GET /getWallets)', () => {
  it('asks the server with the spec parameters plus projectId, st and sv', async () => {
    server = await startRegistry(listRegistry(SMALL_LIST));
    const registry = createWalletRegistry({ http: createHttpClient({ baseUrl: server.url }), ...SDK });
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
    const registry = createWalletRegistry({
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
    const registry = createWalletRegistry({ http: createHttpClient({ baseUrl: server.url }), ...SDK });
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
    const registry = createWalletRegistry({ http: createHttpClient({ baseUrl: url }), ...SDK });
    expect(await registry.getWallets({ page: 1, entries: 4 })).toMatchObject({
      source: 'bundled',
      fallback: true,
    });
  });

  it('without a server the bundled list answers the same query, not as a fallback', async () => {
    const registry = createWalletRegistry({ http: undefined, ...SDK });
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
    const registry = createWalletRegistry({ http: createHttpClient({ baseUrl: server.url }), ...SDK });
    const controller = new AbortController();
    const pending = registry.getWallets({ page: 1, entries: 4 }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ shortMessage: 'Request was aborted' });
  });

  it('image URLs: the registry image route with the sdk params, a custom image as is, none offline', () => {
    const registry = createWalletRegistry({
      http: createHttpClient({ baseUrl: 'https://api.example/v1' }),
      ...SDK,
    });
    expect(registry.imageUrl({ image_id: 'a b/c' })).toBe(
      'https://api.example/v1/getWalletImage/a%20b%2Fc?projectId=p1&st=walletport&sv=react-0.1.0',
    );
    expect(registry.imageUrl({ image_url: 'https://cdn.example/w.png' })).toBe('https://cdn.example/w.png');
    expect(registry.imageUrl({})).toBeUndefined();
    expect(createWalletRegistry({ http: undefined, ...SDK }).imageUrl({ image_id: 'x' })).toBeUndefined();
  });

  it("registryForInstance uses the instance's client, else its own for apiUrl, else none", async () => {
    server = await startRegistry(listRegistry(SMALL_LIST));
    const sdk = { sdkType: 'walletport', sdkVersion: 'v' };
    const own = registryForInstance(
      { options: { apiUrl: server.url, projectId: 'p' }, services: { http: undefined } },
      sdk,
    );
    expect(await own.getWallets({ page: 1, entries: 40 })).toMatchObject({ source: 'api', count: 3 });
    const offline = registryForInstance(
      { options: { apiUrl: undefined, projectId: 'p' }, services: { http: undefined } },
      sdk,
    );
    expect(await offline.getWallets({ page: 1, entries: 1 })).toMatchObject({
      source: 'bundled',
      fallback: false,
    });
  });
});
