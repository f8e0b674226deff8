/**
 * Builds the frame page with Vite (vite.frame.config.ts) unless dist/site is newer than everything it is
 * made from: the frame's sources, its page, the build settings and the sources of @walletport/core, which
 * the frame bundles. The local stack calls this at every start, so an unchanged frame costs a few stats.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const PACKAGE_DIR = join(import.meta.dirname, '..');
const CORE_DIR = join(PACKAGE_DIR, '../core');
export const FRAME_CONFIG_FILE = join(PACKAGE_DIR, 'vite.frame.config.ts');
export const FRAME_DIST_DIR = join(PACKAGE_DIR, 'dist/site');

/** What the built frame depends on. */
const FRAME_INPUTS = [
  join(PACKAGE_DIR, 'src/frame'),
  join(PACKAGE_DIR, 'frame'),
  join(PACKAGE_DIR, 'package.json'),
  FRAME_CONFIG_FILE,
  join(CORE_DIR, 'src'),
  join(CORE_DIR, 'package.json'),
];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}

/** Whether dist/site is missing or older than one of its inputs. */
export async function frameNeedsBuild(): Promise<boolean> {
  const built = await stat(join(FRAME_DIST_DIR, 'index.html')).catch(() => undefined);
  if (built === undefined) return true;
  const inputs = await Promise.all(FRAME_INPUTS.map(newestMtime));
  return Math.max(...inputs) >= built.mtimeMs;
}

export async function buildFrame(
  options: { force?: boolean } = {},
): Promise<{ dir: string; built: boolean }> {
  if (options.force !== true && !(await frameNeedsBuild())) return { dir: FRAME_DIST_DIR, built: false };
  // Loaded only when a build is due: serving the frame never needs Vite.
  const { build } = await import('vite');
  await build({ configFile: FRAME_CONFIG_FILE });
  return { dir: FRAME_DIST_DIR, built: true };
}
