// A throw-away Postgres server for the server package's integration tests: Debian's postgresql
// (installed with apt when missing), a fresh cluster in a temp folder on a free local port, stopped and
// deleted afterwards. Node built-ins only: it runs from scripts/test.mjs and from Vitest's global setup.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { aptGetInstall, freePort } from './local-service.mjs';

const execFileAsync = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
const DATABASE = 'walletport_test';
const SUPERUSER = 'postgres';

/** The bin folder of the newest installed major version, or undefined. */
export function findPostgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(POSTGRES_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(POSTGRES_ROOT, versions[0], 'bin');
}

async function ensurePostgresInstalled() {
  const found = findPostgresBin();
  if (found !== undefined) return found;
  await aptGetInstall('postgresql', 'the server tests');
  const bin = findPostgresBin();
  if (bin === undefined)
    throw new Error('apt-get installed postgresql but no initdb was found under /usr/lib/postgresql');
  return bin;
}

/** Postgres refuses to run as root: as root, commands run as the `postgres` system user. */
async function runAsPostgres(command, args, runAsOther) {
  const [file, fileArgs] = runAsOther
    ? ['runuser', ['-u', SUPERUSER, '--', command, ...args]]
    : [command, args];
  try {
    return await execFileAsync(file, fileArgs, { maxBuffer: 16 << 20 });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`${command} failed: ${output || error.message}`);
  }
}

async function userIds(name) {
  const uid = Number((await execFileAsync('id', ['-u', name])).stdout.trim());
  const gid = Number((await execFileAsync('id', ['-g', name])).stdout.trim());
  return { uid, gid };
}

/**
 * Starts a fresh Postgres cluster on 127.0.0.1 and a free port, with a `walletport_test` database.
 * Returns { url, stop }; stop() is idempotent and deletes the cluster.
 */
export async function startTestPostgres() {
  const bin = await ensurePostgresInstalled();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'walletport-pg-'));
  const dataDir = join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = await userIds(SUPERUSER);
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      await runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], asRoot).catch(() => {});
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await runAsPostgres(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-sync', '--no-instructions'],
      asRoot,
    );
    // Durability settings off: a test cluster is thrown away, and they make every write much cheaper.
    const serverOptions = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    await runAsPostgres(
      pgCtl,
      ['-D', dataDir, '-o', serverOptions, '-l', join(dir, 'postgres.log'), '-w', 'start'],
      asRoot,
    );
    started = true;
    await runAsPostgres(
      join(bin, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', SUPERUSER, DATABASE],
      asRoot,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`, stop };
}
