/**
 * @walletport/server installs and runs from its npm tarball, as a user outside this repository would
 * run it: pack core and the server (prepack builds them), install both tarballs into an empty folder
 * under the OS temp folder (the other dependencies come from the npm registry), then `npx
 * walletport-server project create`, `registry import` and `serve`, with and without --demo.
 * Slow (a registry install): about a minute.
 */
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeRun,
  type Packed,
  packCoreAndServer,
  REPO_ROOT,
  run,
  type Serving,
  startServing,
  userEnv,
} from './support/tarball-kit.js';

const ORIGIN = 'https://app.example.com';

let work: string;
let consumer: string;
let packed: Packed[];
const serving: Serving[] = [];

/** The consumer's environment: its own PGlite folder, any free port, quiet logs. */
const serverEnv = () => userEnv({ PGLITE_DIR: join(consumer, 'data'), PORT: '0', LOG_LEVEL: 'warn' });

async function npx(...args: string[]) {
  // --no: the command must come from the installed tarball, never be fetched from the registry.
  return run('npx', ['--no', 'walletport-server', ...args], {
    cwd: consumer,
    env: serverEnv(),
    timeoutMs: 60_000,
  });
}

/** `serve` through the installed bin link itself (shebang, executable bit), so SIGTERM reaches it. */
async function serve(...args: string[]): Promise<Serving> {
  const bin = join(consumer, 'node_modules', '.bin', 'walletport-server');
  const server = await startServing(bin, ['serve', ...args], {
    cwd: consumer,
    env: serverEnv(),
    timeoutMs: 60_000,
  });
  serving.push(server);
  return server;
}

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'walletport-tarball-'));
  expect(relative(REPO_ROOT, work).startsWith('..')).toBe(true);
  const packs = join(work, 'packs');
  consumer = join(work, 'consumer');
  await mkdir(packs);
  await mkdir(consumer);
  packed = await packCoreAndServer(packs);
  await writeFile(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'walletport-consumer', private: true, type: 'module' }),
  );
  const install = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', ...packed.map((pack) => pack.tarball)],
    { cwd: consumer, env: userEnv(), timeoutMs: 300_000 },
  );
  if (install.code !== 0) throw new Error(describeRun('npm install', install));
}, 600_000);

afterAll(async () => {
  for (const server of serving) await server.stop();
  if (work !== undefined) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('@walletport/server from its npm tarball', () => {
  it('packs only the built package: dist (migrations included), the manifest, readme and licences', async () => {
    expect(packed.map((pack) => pack.name)).toEqual(['@walletport/core', '@walletport/server']);
    for (const pack of packed) {
      const outside = pack.files.filter(
        (file) =>
          !file.path.startsWith('dist/') &&
          !/^(package\.json|README\.md|LICENSE|THIRD_PARTY_NOTICES\.md)$/.test(file.path),
      );
      expect(outside, pack.name).toEqual([]);
      expect(
        pack.files.filter((file) => /\.test\.|\.ts$/.test(file.path) && !file.path.endsWith('.d.ts')),
      ).toEqual([]);
    }
    // Core ships third-party artwork (Web3 Icons, MIT): its notice travels with it.
    const core = packed.find((pack) => pack.name === '@walletport/core');
    expect(core?.files.map((file) => file.path)).toContain('THIRD_PARTY_NOTICES.md');
    const server = packed.find((pack) => pack.name === '@walletport/server');
    const paths = server?.files.map((file) => file.path) ?? [];
    const migrations = await readdir(join(import.meta.dirname, '../src/db/migrations'));
    expect(migrations.length).toBeGreaterThan(0);
    for (const file of migrations) expect(paths).toContain(`dist/db/migrations/${file}`);
    const cli = server?.files.find((file) => file.path === 'dist/cli.js');
    expect((cli?.mode ?? 0) & 0o111, 'dist/cli.js is executable').not.toBe(0);
  });

  it('installs as copies (nothing resolves back into the workspace), with the bin and its shebang', async () => {
    for (const name of ['core', 'server']) {
      const installed = await realpath(join(consumer, 'node_modules', '@walletport', name));
      expect(relative(consumer, installed).startsWith('..'), installed).toBe(false);
    }
    const cli = await readFile(join(consumer, 'node_modules/@walletport/server/dist/cli.js'), 'utf8');
    expect(cli.startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('creates a project and imports a registry file with npx walletport-server', async () => {
    const created = await npx('project', 'create', 'myapp', '--origin', ORIGIN);
    expect(created.code, describeRun('project create', created)).toBe(0);
    expect(created.stdout).toContain(`myapp [enabled, analytics on] origins: ${ORIGIN}`);

    const file = join(consumer, 'wallets.json');
    await writeFile(
      file,
      JSON.stringify({ wallets: [{ id: 'acme-wallet', name: 'Acme Wallet', chains: ['eip155:1'] }] }),
    );
    const imported = await npx('registry', 'import', 'wallets.json');
    expect(imported.code, describeRun('registry import', imported)).toBe(0);
    expect(imported.stdout).toContain('Imported 1 wallets and 0 images.');
  }, 120_000);

  it('serves with production defaults: no demo project, no devnet chains; stops on SIGTERM', async () => {
    const server = await serve();
    expect(server.output()).toContain('(pglite)');
    expect(await getJson(`${server.url}/healthz`)).toEqual({
      status: 200,
      body: { status: 'ok', database: 'pglite' },
    });
    expect((await getJson(`${server.url}/projects/v1/origins?projectId=myapp`)).body).toEqual({
      allowedOrigins: [ORIGIN],
    });
    const wallets = await getJson(`${server.url}/getWallets?projectId=myapp&entries=10`, { origin: ORIGIN });
    expect(wallets.status).toBe(200);
    expect((wallets.body.data as { id: string }[]).map((wallet) => wallet.id)).toContain('acme-wallet');
    const demo = await getJson(`${server.url}/projects/v1/origins?projectId=walletport-demo`);
    expect(demo).toMatchObject({ status: 403, body: { code: 'INVALID_PROJECT_ID' } });
    expect((await getJson(`${server.url}/v1/supported-chains?projectId=myapp`)).body).toEqual({
      http: [],
      ws: [],
    });
    expect(await server.stop(), server.output()).toBe(0);
  }, 120_000);

  it('serves the demo project and the devnet chains with --demo', async () => {
    const server = await serve('--demo');
    expect(server.output()).toContain('(pglite, demo)');
    expect((await getJson(`${server.url}/projects/v1/origins?projectId=walletport-demo`)).body).toEqual({
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    });
    const chains = await getJson(`${server.url}/v1/supported-chains?projectId=walletport-demo`);
    expect(chains.body.http).toEqual(['eip155:31337', 'eip155:31338']);
    expect(await server.stop(), server.output()).toBe(0);
  }, 120_000);
});
