import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePortPair, freePorts, isPortFree } from '../src/ports.js';

const ROOT = join(import.meta.dirname, '../../..');

async function portsEnv() {
  const [one, two, demo, wallet, server, relay, frame, mailbox, smtp, onramp, idp] = await freePorts(11);
  let solana = await freePortPair();
  while (
    [one, two, demo, wallet, server, relay, frame, mailbox, smtp, onramp, idp].some(
      (port) => port === solana || port === solana + 1,
    )
  ) {
    solana = await freePortPair();
  }
  return {
    WALLETPORT_SOLNET_PORT: String(solana),
    WALLETPORT_DEVNET_PORT_1: String(one),
    WALLETPORT_DEVNET_PORT_2: String(two),
    WALLETPORT_DEMO_PORT: String(demo),
    WALLETPORT_DEV_WALLET_PORT: String(wallet),
    WALLETPORT_SERVER_PORT: String(server),
    WALLETPORT_RELAY_PORT: String(relay),
    WALLETPORT_FRAME_PORT: String(frame),
    WALLETPORT_MAILBOX_PORT: String(mailbox),
    WALLETPORT_SMTP_PORT: String(smtp),
    WALLETPORT_ONRAMP_PORT: String(onramp),
    WALLETPORT_IDP_PORT: String(idp),
  };
}

/** Where this run's dev wallet config goes instead of the extension folder a developer's stack uses. */
const stackConfigFile = join(mkdtempSync(join(tmpdir(), 'walletport-start-')), 'stack-config.json');

function startNpmStart(env: Record<string, string>) {
  // Exactly what `npm start` runs, without npm in between so the signal reaches the stack directly.
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    // The server's data stays in memory, so a test never touches a developer's .data/pglite, and the dev
    // wallet's stack config goes to a temporary file, so it never rewrites a running stack's.
    env: {
      ...process.env,
      WALLETPORT_SERVER_PGLITE_DIR: 'memory://',
      WALLETPORT_DEV_WALLET_STACK_CONFIG: stackConfigFile,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const waitFor = async (text: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for "${text}". Output:\n${output}`);
      if (child.exitCode !== null)
        throw new Error(`Exited with ${child.exitCode} before "${text}":\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

async function rpcChainId(url: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  });
  return Number(((await response.json()) as { result: string }).result);
}

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('npm start', () => {
  it('comes up healthy, prints working URLs, and Ctrl-C stops every part', async () => {
    const env = await portsEnv();
    const stack = startNpmStart(env);
    running.push(stack.child);
    await stack.waitFor('Press Ctrl-C to stop.', 90_000);

    const demoUrl = `http://127.0.0.1:${env.WALLETPORT_DEMO_PORT}`;
    expect(stack.output()).toContain(demoUrl);
    const page = await fetch(demoUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Walletport demo</title>');
    expect((await fetch(`${demoUrl}/main.js`)).status).toBe(200);
    const config = (await (await fetch(`${demoUrl}/config.json`)).json()) as {
      chains: { id: number; rpcUrl: string }[];
    };
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338]);
    for (const chain of config.chains) expect(await rpcChainId(chain.rpcUrl)).toBe(chain.id);
    const walletScript = await fetch(`http://127.0.0.1:${env.WALLETPORT_DEV_WALLET_PORT}/dev-wallet.js`);
    expect(walletScript.status).toBe(200);
    // The dev wallet follows the devnet's ports: printed, written for the extension, served for the script.
    const devnetUrls = [env.WALLETPORT_DEVNET_PORT_1, env.WALLETPORT_DEVNET_PORT_2].map(
      (port) => `http://127.0.0.1:${port}`,
    );
    expect(stack.output()).toContain(
      `Dev wallet RPC     ${devnetUrls[0]} (chain 31337), ${devnetUrls[1]} (chain 31338)`,
    );
    // The Solana chain: printed, answering, and named in the dev wallet's config.
    const solanaUrl = `http://127.0.0.1:${env.WALLETPORT_SOLNET_PORT}`;
    expect(stack.output()).toContain(`Solana RPC         ${solanaUrl}`);
    const genesis = await fetch(solanaUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    });
    expect(((await genesis.json()) as { result: string }).result).toBe(
      'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP2NrKvqP5BtQX',
    );
    const walletConfigUrl = `http://127.0.0.1:${env.WALLETPORT_DEV_WALLET_PORT}/stack-config.json`;
    const walletConfig = await fetch(walletConfigUrl);
    expect(walletConfig.headers.get('access-control-allow-origin')).toBe('*');
    const served = (await walletConfig.json()) as { chains: { rpcUrl: string }[] };
    expect(served.chains.map((chain) => chain.rpcUrl)).toEqual(devnetUrls);
    expect((served as { solana?: { rpcUrl: string } }).solana?.rpcUrl).toBe(solanaUrl);
    expect(JSON.parse(readFileSync(stackConfigFile, 'utf8'))).toEqual(served);
    const serverUrl = `http://127.0.0.1:${env.WALLETPORT_SERVER_PORT}`;
    expect(stack.output()).toContain(serverUrl);
    expect((await fetch(`${serverUrl}/healthz`)).status).toBe(200);
    const wallets = await fetch(`${serverUrl}/getWallets?projectId=walletport-demo&entries=4`);
    expect(((await wallets.json()) as { data: unknown[] }).data).toHaveLength(4);
    const relayUrl = `ws://127.0.0.1:${env.WALLETPORT_RELAY_PORT}`;
    expect(stack.output()).toContain(relayUrl);
    const relayHealth = await fetch(relayUrl.replace('ws://', 'http://'));
    expect([relayHealth.status, await relayHealth.text()]).toEqual([200, 'ok']);
    expect(((await (await fetch(`${demoUrl}/config.json`)).json()) as { relayUrl?: string }).relayUrl).toBe(
      relayUrl,
    );
    // Email login: the frame on its own origin (its config names the server) and the mailbox page.
    const frameUrl = `http://127.0.0.1:${env.WALLETPORT_FRAME_PORT}`;
    const mailboxUrl = `http://127.0.0.1:${env.WALLETPORT_MAILBOX_PORT}`;
    expect(stack.output()).toContain(frameUrl);
    expect(stack.output()).toContain(mailboxUrl);
    const demoJson = (await (await fetch(`${demoUrl}/config.json`)).json()) as Record<string, string>;
    expect(new URL(demoJson.embeddedWalletUrl ?? '').origin).toBe(frameUrl);
    expect(demoJson.mailboxUrl).toBe(mailboxUrl);
    expect(await (await fetch(`${frameUrl}/config.json`)).json()).toEqual({ apiUrl: serverUrl });
    expect((await fetch(mailboxUrl)).status).toBe(200);
    // Onramp: the sandbox is printed and is the server's provider (its options, not the fallback).
    const onrampUrl = `http://127.0.0.1:${env.WALLETPORT_ONRAMP_PORT}`;
    expect(stack.output()).toContain(onrampUrl);
    const options = await fetch(`${serverUrl}/v1/onramp/options?projectId=walletport-demo`);
    expect(options.headers.get('x-walletport-fallback')).toBeNull();
    const purchasable = ((await options.json()) as { purchaseCurrencies: { id: string }[] })
      .purchaseCurrencies;
    expect(purchasable.map((currency) => currency.id)).toEqual(['ETH', 'WPUSD']);
    // Social logins: the identity provider is printed and its personalities answer under it.
    const idpUrl = `http://127.0.0.1:${env.WALLETPORT_IDP_PORT}`;
    expect(stack.output()).toContain(`Identity provider  ${idpUrl}`);
    const discovery = await fetch(`${idpUrl}/google/.well-known/openid-configuration`);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${idpUrl}/google`);

    stack.child.kill('SIGINT');
    expect(await stack.exited).toBe(0);
    for (const port of Object.values(env)) expect(await isPortFree(Number(port))).toBe(true);
    expect(await isPortFree(Number(env.WALLETPORT_SOLNET_PORT) + 1)).toBe(true);
    // A stopped stack leaves no RPC URLs behind for the wallet to try.
    expect(existsSync(stackConfigFile)).toBe(false);
  }, 120_000);

  it('refuses to start when a port is taken, naming the port and its variable', async () => {
    const env = await portsEnv();
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(Number(env.WALLETPORT_DEMO_PORT), '127.0.0.1', done));
    try {
      const stack = startNpmStart(env);
      running.push(stack.child);
      expect(await stack.exited).toBe(1);
      expect(stack.output()).toContain(`Port ${env.WALLETPORT_DEMO_PORT} (demo site) is already in use`);
      expect(stack.output()).toContain('WALLETPORT_DEMO_PORT');
      // Nothing was left running: the devnet ports were never taken.
      expect(await isPortFree(Number(env.WALLETPORT_DEVNET_PORT_1))).toBe(true);
    } finally {
      await new Promise((done) => blocker.close(done));
    }
  }, 60_000);
});
