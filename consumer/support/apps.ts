/**
 * The consumer apps: each is a folder of consumer/apps copied OUTSIDE the workspace (under the system's
 * temporary folder), where npm installs Walletport from the tarballs `npm pack` made — exactly what a
 * user's project gets — and its other dependencies from the registry. Nothing resolves into this
 * repository: no workspace links, no source conditions, no hoisted node_modules above the app.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { publishablePackages } from '../../scripts/lib/packages.mjs';
import type { StackUrls } from '../../e2e/support/global-setup.js';
import { runCommand } from './commands.js';

export const REPO_ROOT = join(import.meta.dirname, '../..');
const TEMPLATES = join(REPO_ROOT, 'consumer/apps');
/** Outside the repository, so Node's and bundlers' module lookup can never climb into its node_modules. */
export const CONSUMER_ROOT = join(tmpdir(), 'walletport-consumer');
const TARBALL_DIR = join(CONSUMER_ROOT, 'tarballs');

/**
 * How an app is served to the browser: Vite's dev server or its production build; Next's production server
 * (a Turbopack build) or its dev server on webpack, so both bundlers resolve the packages in dev and build.
 */
export type ServeMode = 'vite-dev' | 'vite-preview' | 'next-start' | 'next-dev';

export interface ConsumerApp {
  name: string;
  /** Environment variable prefix the app's bundler exposes to the browser. */
  envPrefix: 'VITE_' | 'NEXT_PUBLIC_';
  serve: ServeMode[];
}

export const CONSUMER_APPS: ConsumerApp[] = [
  { name: 'vite-react', envPrefix: 'VITE_', serve: ['vite-dev', 'vite-preview'] },
  { name: 'wagmi-app', envPrefix: 'VITE_', serve: ['vite-preview'] },
  { name: 'ethers-app', envPrefix: 'VITE_', serve: ['vite-preview'] },
  { name: 'next-app', envPrefix: 'NEXT_PUBLIC_', serve: ['next-start', 'next-dev'] },
  { name: 'solana-app', envPrefix: 'VITE_', serve: ['vite-preview'] },
];

export const appDir = (app: ConsumerApp): string => join(CONSUMER_ROOT, app.name);

export interface Tarball {
  name: string;
  file: string;
  /** Bytes of the .tgz, reported in the suite's output. */
  size: number;
}

/** Builds every publishable package in dependency order and packs it (`npm pack` runs its prepack build). */
export async function packTarballs(): Promise<Tarball[]> {
  rmSync(TARBALL_DIR, { recursive: true, force: true });
  mkdirSync(TARBALL_DIR, { recursive: true });
  await runCommand('node', ['scripts/build-packages.mjs'], { cwd: REPO_ROOT });
  const workspaces = publishablePackages().flatMap((pkg) => ['-w', relative(REPO_ROOT, pkg.dir)]);
  const { stdout } = await runCommand(
    'npm',
    ['pack', ...workspaces, '--json', '--pack-destination', TARBALL_DIR],
    { cwd: REPO_ROOT },
  );
  const packed = JSON.parse(stdout.slice(stdout.indexOf('['))) as Array<{
    name: string;
    filename: string;
    size: number;
  }>;
  return packed
    .filter((entry) => entry.name.startsWith('@walletport/'))
    .map((entry) => ({ name: entry.name, file: join(TARBALL_DIR, entry.filename), size: entry.size }));
}

/** Copies the app's template out of the repository and points its Walletport dependencies at the tarballs. */
export function materializeApp(app: ConsumerApp, tarballs: Tarball[]): void {
  const dir = appDir(app);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(CONSUMER_ROOT, { recursive: true });
  cpSync(join(TEMPLATES, app.name), dir, { recursive: true });
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const [name, spec] of Object.entries(manifest.dependencies)) {
    if (spec !== 'workspace-tarball') continue;
    const tarball = tarballs.find((entry) => entry.name === name);
    if (tarball === undefined) throw new Error(`${app.name} needs ${name}, which was not packed`);
    manifest.dependencies[name] = `file:${tarball.file}`;
  }
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function installApp(app: ConsumerApp): Promise<void> {
  await runCommand('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: appDir(app) });
}

/** The values the app reads at build time, from this run's stack. */
export function writeAppEnv(app: ConsumerApp, stack: StackUrls): void {
  const [first, second] = stack.rpc;
  if (first === undefined || second === undefined) throw new Error('the stack runs two devnets');
  const values = {
    PROJECT_ID: 'walletport-demo',
    WALLETPORT_API_URL: stack.server,
    RELAY_URL: stack.relay,
    RPC_URL_1: first.url,
    RPC_URL_2: second.url,
    // The local Solana chain's JSON-RPC port (subscriptions are on the next one), for core's localSolana.
    SOLANA_RPC_PORT: new URL(stack.solana.rpc).port,
  };
  const lines = Object.entries(values).map(([key, value]) => `${app.envPrefix}${key}=${value}`);
  writeFileSync(join(appDir(app), '.env.local'), `${lines.join('\n')}\n`);
}

/**
 * Type-checks the app with its own tsconfig and `skipLibCheck: false`, so every declaration file is checked.
 * Errors in the app's code or in Walletport's declarations fail; errors inside other packages' declarations
 * (some releases of next and wagmi do not pass their own check with skipLibCheck off) are only counted,
 * because they are not ours to fix and do not change what our declarations are.
 */
export async function typecheckApp(app: ConsumerApp): Promise<{ thirdParty: Record<string, number> }> {
  // After buildApp: Next writes the route types its tsconfig includes while it builds.
  const result = await runCommand(
    'npx',
    ['--no-install', 'tsc', '--noEmit', '-p', 'tsconfig.json', '--skipLibCheck', 'false'],
    { cwd: appDir(app), allowFailure: true },
  );
  const errors = result.stdout.split('\n').filter((line) => /^\S.*\(\d+,\d+\): error TS\d+/.test(line));
  const thirdParty: Record<string, number> = {};
  const ours: string[] = [];
  for (const line of errors) {
    const owner = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(line)?.[1];
    if (owner === undefined || owner.startsWith('@walletport/')) ours.push(line);
    else thirdParty[owner] = (thirdParty[owner] ?? 0) + 1;
  }
  if (ours.length > 0 || (errors.length === 0 && result.code !== 0)) {
    throw new Error(`${app.name} does not type-check:\n${ours.join('\n') || result.stdout}`);
  }
  return { thirdParty };
}

export async function buildApp(app: ConsumerApp): Promise<void> {
  await runCommand('npm', ['run', 'build', '--silent'], {
    cwd: appDir(app),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}
