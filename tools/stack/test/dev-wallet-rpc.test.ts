// @vitest-environment happy-dom
// The issue "dev wallet on custom ports": with WALLETPORT_DEVNET_PORT_* set, the stack's dev wallet must send
// its reads to the devnet where the stack started it, not to 8545/8546.
import { request } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Devnet, startDevnet } from '@walletport/devnet';
import {
  fetchStackConfig,
  type InstalledDevWallet,
  installDevWallet,
  parseStackConfig,
  serializeStackConfig,
  stackConfigUrlFor,
  startStackConfigBridge,
} from '@walletport/dev-wallet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEV_WALLET_EXTENSION_DIR,
  type DevWalletPart,
  describeDevWallet,
  STACK_CONFIG_FILE_ENV,
  stackConfigFile,
  startDevWalletPart,
} from '../src/dev-wallet-part.js';
import { freePorts } from '../src/ports.js';
import { planPorts } from '../src/stack.js';

let env: Record<string, string>;
let devnet: Devnet;
let part: DevWalletPart;
let dir: string;
let installed: InstalledDevWallet | undefined;

beforeAll(async () => {
  const names = [
    'WALLETPORT_DEVNET_PORT_1',
    'WALLETPORT_DEVNET_PORT_2',
    'WALLETPORT_DEMO_PORT',
    'WALLETPORT_DEV_WALLET_PORT',
    'WALLETPORT_SERVER_PORT',
    'WALLETPORT_RELAY_PORT',
  ];
  const ports = await freePorts(names.length);
  dir = await mkdtemp(join(tmpdir(), 'walletport-stack-config-'));
  env = {
    ...Object.fromEntries(names.map((name, index) => [name, String(ports[index])])),
    [STACK_CONFIG_FILE_ENV]: join(dir, 'stack-config.json'),
  };
  // The same path `npm start` takes from the environment to the devnet and the dev wallet.
  const plan = await planPorts(env);
  devnet = await startDevnet({ chains: plan.chains });
  part = await startDevWalletPart({
    port: plan.walletPort,
    chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    stackConfigFile: stackConfigFile(env),
  });
}, 60_000);

afterAll(async () => {
  await part?.stop();
  await devnet?.stop();
  await rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  installed?.uninstall();
  installed = undefined;
});

const devnetUrls = () => [1, 2].map((n) => `http://127.0.0.1:${env[`WALLETPORT_DEVNET_PORT_${n}`]}`);

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

async function checked(wallet: InstalledDevWallet) {
  const deadline = Date.now() + 10_000;
  while (wallet.rpcStatus.get()?.health === 'checking' || wallet.rpcStatus.get() === undefined) {
    if (Date.now() > deadline) throw new Error('the devnet check did not finish');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return wallet.rpcStatus.get()!;
}

/** A read through the page's provider that only this devnet can answer this way. */
async function proveNode(url: string) {
  await rpc(url, 'anvil_mine', ['0x1f']);
  const ethereum = (
    window as unknown as { ethereum: { request(args: { method: string }): Promise<unknown> } }
  ).ethereum;
  expect(await ethereum.request({ method: 'eth_blockNumber' })).toBe(await rpc(url, 'eth_blockNumber'));
}

describe('the dev wallet of a stack on non-default devnet ports', () => {
  it('gets the ports from the environment, not 8545/8546', () => {
    expect(devnet.chains.map((chain) => chain.rpcUrl)).toEqual(devnetUrls());
    expect(devnetUrls()).not.toContain('http://127.0.0.1:8545');
    expect(part.rpc.map((chain) => chain.rpcUrl)).toEqual(devnetUrls());
  });

  it('writes them for the extension and serves them, with CORS, next to the page script', async () => {
    const written = parseStackConfig(await readFile(part.stackConfigFile, 'utf8'));
    expect(written.chains.map(({ id, rpcUrl }) => ({ id, rpcUrl }))).toEqual([
      { id: 31337, rpcUrl: devnetUrls()[0] },
      { id: 31338, rpcUrl: devnetUrls()[1] },
    ]);
    expect(part.stackConfigUrl).toBe(stackConfigUrlFor(part.scriptUrl));
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      request(part.stackConfigUrl, { headers: { origin: 'http://127.0.0.1:5173' } }, (response) => {
        response.resume();
        resolve(response.headers);
      })
        .on('error', reject)
        .end();
    });
    expect(headers['access-control-allow-origin']).toBe('*');
  });

  it('page script: reads the served config and talks to the stack’s devnet', async () => {
    installed = installDevWallet(window, { stackConfig: fetchStackConfig(part.stackConfigUrl) });
    const status = await checked(installed);
    // A real eth_chainId through the URL the wallet chose.
    expect(status).toMatchObject({ url: devnetUrls()[0], health: 'ok', answeredChainId: 31337 });
    expect(status.source).toBe(`npm start (${part.stackConfigUrl})`);
    await proveNode(devnetUrls()[0]!);
    installed.wallet.selectChain(31338);
    await proveNode(devnetUrls()[1]!);
  });

  it('extension: reads the written file through its bridge and talks to the stack’s devnet', async () => {
    startStackConfigBridge(window, () => readFile(part.stackConfigFile, 'utf8'));
    installed = installDevWallet(window);
    expect(await checked(installed)).toMatchObject({ url: devnetUrls()[0], health: 'ok' });
    await proveNode(devnetUrls()[0]!);
  });

  it('npm start prints the RPC URLs the wallet uses, where it reads them, and when to reload', () => {
    const quiet = describeDevWallet({ ...part, extensionChanged: false });
    expect(quiet.table).toContain(
      `Dev wallet RPC     ${devnetUrls()[0]} (chain 31337), ${devnetUrls()[1]} (chain 31338)`,
    );
    expect(quiet.table).toContain(part.stackConfigFile);
    expect(quiet.table).toContain(part.stackConfigUrl);
    expect(quiet.instructions).toContain(`select ${DEV_WALLET_EXTENSION_DIR}`);
    const step =
      'open chrome://extensions and press the reload icon on the "Walletport Dev Wallet" card once';
    expect(quiet.instructions).toContain('new ports need no reload');
    expect(quiet.instructions).toContain(`no "RPC" line, the loaded copy is older than this: ${step}.`);
    const rebuilt = describeDevWallet({ ...part, extensionChanged: true });
    expect(rebuilt.instructions).toContain(
      `This start rebuilt the extension's code: if it is loaded, ${step}`,
    );
  });
});

describe('the stack config file', () => {
  it('is removed on stop, unless another stack has written its own since', async () => {
    const [port, otherPort] = await freePorts(2);
    const file = join(dir, 'other.json');
    const chains = [{ id: 31337, name: 'Walletport Devnet', rpcUrl: devnetUrls()[0]! }];
    const first = await startDevWalletPart({ port: port!, chains, stackConfigFile: file });
    await first.stop();
    await expect(readFile(file, 'utf8')).rejects.toThrow();
    const second = await startDevWalletPart({ port: otherPort!, chains, stackConfigFile: file });
    await writeFile(file, 'written by another stack');
    await second.stop();
    expect(await readFile(file, 'utf8')).toBe('written by another stack');
  });

  it('is handed back to the stack that had it before, if that one still runs', async () => {
    const [port, otherPort] = await freePorts(2);
    const file = join(dir, 'nested.json');
    const chains = [{ id: 31337, name: 'Walletport Devnet', rpcUrl: devnetUrls()[0]! }];
    // A developer's `npm start` (still running: our parent process) wrote it first.
    const running = serializeStackConfig(
      [{ id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:8545' }],
      { pid: process.ppid },
    );
    await writeFile(file, running);
    const nested = await startDevWalletPart({ port: port!, chains, stackConfigFile: file });
    expect(parseStackConfig(await readFile(file, 'utf8')).chains[0]!.rpcUrl).toBe(devnetUrls()[0]);
    await nested.stop();
    expect(await readFile(file, 'utf8')).toBe(running);
    // One whose process is gone is not restored: its ports would lead the wallet nowhere.
    const stale = serializeStackConfig(chains, { pid: 2 ** 31 - 2 });
    await writeFile(file, stale);
    await (await startDevWalletPart({ port: otherPort!, chains, stackConfigFile: file })).stop();
    await expect(readFile(file, 'utf8')).rejects.toThrow();
  });

  it('lives in the extension folder unless the environment moves it', () => {
    expect(stackConfigFile({})).toBe(join(DEV_WALLET_EXTENSION_DIR, 'stack-config.json'));
    expect(stackConfigFile({ [STACK_CONFIG_FILE_ENV]: join(dir, 'x.json') })).toBe(join(dir, 'x.json'));
  });
});
