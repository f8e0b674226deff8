/**
 * The competitor packages (RainbowKit, Reown AppKit and what they need) live in bench/competitors with
 * their own package.json and lock, never in the workspace: nothing ships them, AppKit's licence is not an
 * OSI one, and `npm test` must not download them. The bench installs them here on first use.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './build.js';

export const COMPETITORS_DIR = join(REPO_ROOT, 'bench', 'competitors');

interface Manifest {
  dependencies?: Record<string, string>;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The pinned dependencies that are not installed at their exact version (all of them when none is). */
export function missingCompetitorPackages(): string[] {
  const manifest = readJson<Manifest>(join(COMPETITORS_DIR, 'package.json'));
  if (!manifest) throw new Error(`bench/competitors/package.json is missing or unreadable`);
  return Object.entries(manifest.dependencies ?? {})
    .filter(([name, version]) => {
      const installed = readJson<{ version?: string }>(
        join(COMPETITORS_DIR, 'node_modules', name, 'package.json'),
      );
      return installed?.version !== version;
    })
    .map(([name, version]) => `${name}@${version}`);
}

function npm(args: readonly string[]): boolean {
  // Install scripts are skipped: the bench only bundles these packages for the browser, and a native
  // build step (or a postinstall that phones home) has nothing to add to that.
  const result = spawnSync(
    'npm',
    [...args, '--prefix', COMPETITORS_DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=warn'],
    { cwd: COMPETITORS_DIR, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return result.status === 0;
}

/** Installs bench/competitors when a pinned package is missing: `npm ci` from the lock, else `npm install`. */
export function ensureCompetitorPackages(log: (message: string) => void): void {
  const missing = missingCompetitorPackages();
  if (missing.length === 0) return;
  log(`Installing the competitor pages' packages in bench/competitors (missing: ${missing.join(', ')})`);
  const hasLock = existsSync(join(COMPETITORS_DIR, 'package-lock.json'));
  if (hasLock && npm(['ci'])) return;
  if (hasLock) log('npm ci failed; trying npm install (this may update bench/competitors/package-lock.json)');
  if (!npm(['install'])) throw new Error('Installing bench/competitors failed (see npm output above)');
  const still = missingCompetitorPackages();
  if (still.length > 0)
    throw new Error(`bench/competitors still lacks ${still.join(', ')} after npm install`);
}
