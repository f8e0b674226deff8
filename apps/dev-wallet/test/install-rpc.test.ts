// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import { findFreePort } from '@walletport/devnet';
import { afterEach, describe, expect, it } from 'vitest';
import { configStorageKey, type InstalledDevWallet, installDevWallet } from '../src/index.js';
import { startStackConfigBridge } from '../src/inpage/stack-config-bridge.js';
import { serializeStackConfig } from '../src/inpage/stack-config.js';
import { rpc } from './support/devnet.js';
import { useWalletTestbed } from './support/wallet-testbed.js';

// The devnet runs on free ports, never 8545/8546, like a stack started with WALLETPORT_DEVNET_PORT_*.
const testbed = useWalletTestbed();
let installed: InstalledDevWallet | undefined;
const servers: Server[] = [];

afterEach(async () => {
  installed?.uninstall();
  installed = undefined;
  localStorage.clear();
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

function stackChains() {
  return testbed.devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }));
}

function panel(): ShadowRoot {
  const root = document.querySelector('walletport-dev-wallet')?.shadowRoot;
  if (!root) throw new Error('the panel is not mounted');
  return root;
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const alertText = () => {
  const alert = panel().querySelector('[role="alert"]');
  return alert && !alert.hasAttribute('hidden') ? (alert.textContent ?? '') : undefined;
};

describe('installDevWallet with a running stack', () => {
  it('uses the stack’s RPC URLs, shows them, and the page’s reads reach that node', async () => {
    const [one] = stackChains();
    installed = installDevWallet(window, {
      stackConfig: Promise.resolve({ found: true, chains: stackChains(), from: 'http://127.0.0.1:1/x.json' }),
    });
    await until(() => (installed?.rpcStatus.get()?.health === 'ok' ? true : undefined), 'the devnet check');
    expect(panel().querySelector('[data-testid="rpc-url"]')?.textContent).toBe(one!.rpcUrl);
    expect(panel().textContent).toContain('from npm start (http://127.0.0.1:1/x.json)');
    expect(alertText()).toBeUndefined();
    await rpc(one!.rpcUrl, 'anvil_mine', ['0x2a']);
    const ethereum = (
      window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } }
    ).ethereum;
    expect(await ethereum.request({ method: 'eth_blockNumber' })).toBe(
      await rpc(one!.rpcUrl, 'eth_blockNumber'),
    );
  });

  it('takes the URLs from the extension’s bridge when no page script is running', async () => {
    startStackConfigBridge(window, async () => serializeStackConfig(stackChains()));
    installed = installDevWallet(window);
    await until(() => (installed?.rpcStatus.get()?.health === 'ok' ? true : undefined), 'the devnet check');
    expect(installed.wallet.getState().chains.map((chain) => chain.rpcUrl)).toEqual(
      stackChains().map((chain) => chain.rpcUrl),
    );
    expect(installed.rpcStatus.get()?.source).toBe("npm start (the extension's stack-config.json)");
  });

  it('keeps chains the page named itself and never asks the stack', async () => {
    const chains = [{ id: 31338, name: 'Mine', rpcUrl: stackChains()[1]!.rpcUrl }];
    localStorage.setItem(configStorageKey, JSON.stringify({ chains }));
    let asked = false;
    installed = installDevWallet(window, {
      get stackConfig() {
        asked = true;
        return Promise.resolve({ found: true as const, chains: stackChains(), from: 'x' });
      },
    });
    expect(asked).toBe(false);
    expect(installed.wallet.getState().chains.map(({ id, rpcUrl }) => ({ id, rpcUrl }))).toEqual([
      { id: 31338, rpcUrl: chains[0]!.rpcUrl },
    ]);
    await until(() => (installed?.rpcStatus.get()?.health === 'ok' ? true : undefined), 'the devnet check');
    expect(installed.rpcStatus.get()?.source).toBe("localStorage['walletport-dev-wallet:config']");
  });
});

describe('installDevWallet when nothing answers', () => {
  it('shows an alert naming the URL it tried, and Retry clears it once a node answers there', async () => {
    const port = await findFreePort();
    const url = `http://127.0.0.1:${port}`;
    installed = installDevWallet(window, {
      stackConfig: Promise.resolve({
        found: false,
        reason: 'http://127.0.0.1:5174/stack-config.json answered HTTP 404',
      }),
    });
    // No stack config: the built-in defaults stay. Point the wallet at the dead port to make the test
    // independent of whatever runs on 8545 on this machine.
    installed.wallet.mergeChains([{ id: 31337, name: 'Walletport Devnet', rpcUrl: url }]);
    const text = await until(alertText, 'the alert');
    expect(text).toContain(`Cannot reach the devnet at ${url} (chain 31337, Walletport Devnet)`);
    expect(text).toContain(
      'RPC URLs from built-in defaults (no npm start config: http://127.0.0.1:5174/stack-config.json answered HTTP 404)',
    );

    // npm start comes up on that port after the page loaded: a node that answers chain 31337 (with CORS).
    const server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'content-type');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x7a69' }));
    });
    servers.push(server);
    await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
    const retry = [...panel().querySelectorAll('button')].find((button) => button.textContent === 'Retry');
    retry?.click();
    await until(() => (installed?.rpcStatus.get()?.health === 'ok' ? true : undefined), 'the retried check');
    expect(alertText()).toBeUndefined();
  });
});
