// Installs what a fresh clone is missing. Uses only Node built-ins: it runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** npm ci when node_modules is absent or older than the lockfile. */
export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  const stale =
    !existsSync(installed) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(installed).mtimeMs);
  if (!stale) return;
  console.log('» Installing npm dependencies (npm ci)…');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  if (run('npm', ['ci', '--no-audit', '--no-fund'], { env }) === 0) return;
  // Registry mirrors may lack some other-platform optional packages (e.g. a linter's binary for
  // another OS); the lockfile then omits them and `npm ci` refuses. `npm install` keeps the locked
  // versions and skips optional packages it cannot fetch.
  console.log('» npm ci refused the lockfile; installing with npm install instead…');
  const status = run('npm', ['install', '--no-audit', '--no-fund'], { env });
  if (status !== 0) throw new Error(`npm install failed with exit code ${status}`);
}

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

/** Debian's Chromium, installed with apt when absent (Playwright never downloads a browser here). */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  console.log('» Installing Chromium from Debian (apt-get install chromium)…');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    return run(cmd, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  if (apt(['update', '-qq']) !== 0 || apt(['install', '-y', '-qq', 'chromium']) !== 0) {
    throw new Error(
      'Could not install Chromium with apt-get; install the Debian package "chromium" or set CHROMIUM_PATH.',
    );
  }
  const installed = findChromium();
  if (!installed) throw new Error('apt-get reported success but no chromium binary was found.');
  return installed;
}
