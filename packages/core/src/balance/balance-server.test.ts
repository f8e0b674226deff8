/**
 * With a Walletport server (`apiUrl`), the service asks the server's balance route first and the adapter
 * answers when the server fails, does not serve the network or has no native item (docs/server.md), so a
 * server outage never blanks a balance. The server here is a scripted blockchain API client; the HTTP
 * side is api/api-clients.server.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { BlockchainApiClient, GetBalancesOptions } from '../api/index.js';
import { nativeItem, setup } from '../../test/balance/setup.js';

function server(answer: (caipNetworkId: string) => ReturnType<BlockchainApiClient['getBalances']>) {
  const asked: { caipNetworkId: string; options: GetBalancesOptions | undefined }[] = [];
  const blockchain = {
    getBalances: vi.fn(async (_address: string, caipNetworkId: string, options?: GetBalancesOptions) => {
      asked.push({ caipNetworkId, options });
      return answer(caipNetworkId);
    }),
  };
  return { blockchain, asked };
}

describe('the balance service with a Walletport server', () => {
  it('reads the native item of the network from the server, not the adapter', async () => {
    const { blockchain } = server(async (id) => [nativeItem(id, '4.2')]);
    const { service, connect, calls } = setup({ blockchain });
    connect();
    await expect(service.fetch()).resolves.toEqual({ status: 'fetched', balance: '4.2', symbol: 'ETH' });
    expect(calls).toEqual([]);
    expect(service.getSnapshot()).toMatchObject({ status: 'success', balance: '4.2' });
  });

  it('asks the server to skip its cache on a forced fetch only, and keeps the 30 s cache otherwise', async () => {
    const { blockchain, asked } = server(async (id) => [nativeItem(id, '4.2')]);
    const { service, connect } = setup({ blockchain });
    connect();
    await service.fetch();
    await service.fetch();
    await service.fetch({ force: true });
    await service.fetch({ force: true, namespace: 'eip155' });
    expect(asked.map((entry) => entry.options?.forceUpdate)).toEqual([false, true, true]);
  });

  it.each([
    ['the server fails', async () => Promise.reject(new Error('502'))],
    ['the network is not served (empty answer)', async () => []],
    [
      'the answer has no native item',
      async (id: string) => [{ ...nativeItem(id, '5'), address: 'eip155:1:0xc3' }],
    ],
  ] as const)('falls back to the adapter when %s', async (_case, answer) => {
    const { blockchain } = server(answer);
    const onServerFallback = vi.fn();
    const { service, connect, calls } = setup({ blockchain, onServerFallback });
    connect();
    await expect(service.fetch()).resolves.toEqual({ status: 'fetched', balance: '1.23456', symbol: 'ETH' });
    expect(calls).toEqual([{ address: expect.any(String), caipNetworkId: 'eip155:1' }]);
    // Only a failure is worth a log line; an empty or token-only answer is an ordinary answer.
    expect(onServerFallback).toHaveBeenCalledTimes(_case === 'the server fails' ? 1 : 0);
  });

  it('a server and an adapter that both fail read as one failed lookup', async () => {
    const { blockchain } = server(async () => Promise.reject(new Error('502')));
    const { service, connect, setAnswer } = setup({ blockchain });
    setAnswer(new Error('rpc down'));
    connect();
    await expect(service.fetch()).resolves.toMatchObject({ status: 'failed' });
    expect(service.getSnapshot()).toMatchObject({ status: 'error', balance: '0.00' });
  });
});
