import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnvilExit, AnvilProcess } from '../src/anvil-process.js';
import { DevnetError } from '../src/errors.js';
import { findFreePort } from '../src/ports.js';
import { waitForRpc } from '../src/rpc-ready.js';

function fakeAnvil(exit?: AnvilExit): AnvilProcess {
  return {
    pid: 1,
    exited: exit ? Promise.resolve(exit) : new Promise(() => {}),
    hasExited: () => exit !== undefined,
    recentOutput: () => 'Error: Address already in use (os error 98)',
    killNow: () => {},
    stop: async () => {},
  };
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

function serveChainId(chainIdHex: string): Promise<string> {
  const listening = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: chainIdHex }));
    });
  });
  server = listening;
  return new Promise((resolve) => {
    listening.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(listening.address() as AddressInfo).port}`),
    );
  });
}

describe('waitForRpc', () => {
  it('resolves once the endpoint reports the expected chain id', async () => {
    const rpcUrl = await serveChainId('0x7a69');
    await expect(
      waitForRpc({
        rpcUrl,
        expectedChainId: 31337,
        chainName: 'Devnet',
        anvil: fakeAnvil(),
        timeoutMs: 2_000,
      }),
    ).resolves.toBeUndefined();
  });

  it('fails with UNEXPECTED_CHAIN_ID when another chain answers', async () => {
    const rpcUrl = await serveChainId('0x1');
    const error = await waitForRpc({
      rpcUrl,
      expectedChainId: 31337,
      chainName: 'Devnet',
      anvil: fakeAnvil(),
      timeoutMs: 2_000,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DevnetError);
    expect((error as DevnetError).code).toBe('UNEXPECTED_CHAIN_ID');
    expect((error as DevnetError).details).toContain('reports 1');
  });

  it('fails with ANVIL_EXITED and anvil’s last output when anvil dies', async () => {
    const rpcUrl = `http://127.0.0.1:${await findFreePort()}`;
    const error = await waitForRpc({
      rpcUrl,
      expectedChainId: 31337,
      chainName: 'Devnet',
      anvil: fakeAnvil({ code: 1, signal: null }),
      timeoutMs: 2_000,
    }).catch((caught: unknown) => caught);
    expect((error as DevnetError).code).toBe('ANVIL_EXITED');
    expect((error as DevnetError).message).toContain('Anvil for Devnet exited during startup (code 1');
    expect((error as DevnetError).details).toContain('Address already in use');
  });

  it('fails with STARTUP_TIMEOUT when nothing answers in time', async () => {
    const rpcUrl = `http://127.0.0.1:${await findFreePort()}`;
    const error = await waitForRpc({
      rpcUrl,
      expectedChainId: 31337,
      chainName: 'Devnet',
      anvil: fakeAnvil(),
      timeoutMs: 200,
    }).catch((caught: unknown) => caught);
    expect((error as DevnetError).code).toBe('STARTUP_TIMEOUT');
    expect((error as DevnetError).shortMessage).toBe('Anvil for Devnet did not answer within 200 ms');
  });
});
