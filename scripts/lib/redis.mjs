// A throw-away Redis server for the server package's integration tests: Debian's redis-server (installed
// with apt when missing) on a free local port, without persistence, stopped afterwards. Node built-ins
// only, like postgres.mjs: test files and scripts can use it before any build.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { aptGetInstall, freePort } from './local-service.mjs';

export const REDIS_SERVER = '/usr/bin/redis-server';
const READY_TIMEOUT_MS = 10_000;
/** Another process may grab the free port between our check and Redis binding it: try a few ports. */
const START_ATTEMPTS = 3;
/** Redis's own output, kept (bounded) for the error message when it does not come up. */
const OUTPUT_LIMIT = 8_192;

async function ensureRedisInstalled() {
  if (existsSync(REDIS_SERVER)) return;
  await aptGetInstall('redis-server', 'the server tests');
  if (!existsSync(REDIS_SERVER))
    throw new Error(`apt-get installed redis-server but ${REDIS_SERVER} is missing`);
}

/** One PING over a raw socket (inline command): true when the answer is +PONG. */
export function pingRedis(port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let answer = '';
    const finish = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
    });
  });
}

/** Starts redis-server on `port`; resolves once it answers PING, rejects when it exits or stays silent. */
async function startOn(port) {
  const child = spawn(
    REDIS_SERVER,
    ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1', '--daemonize', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk) => {
    if (output.length < OUTPUT_LIMIT) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  let exit;
  exited.then((result) => {
    exit = result;
  });
  // Never leave a Redis behind when the test process ends without calling stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (exit === undefined) {
        child.kill('SIGTERM');
        const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(forced);
      }
      child.stdout.destroy();
      child.stderr.destroy();
    })();
    return stopping;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (exit === undefined && Date.now() < deadline) {
    if (await pingRedis(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await sleep(25);
  }
  await stop();
  const why = exit?.error?.message ?? (exit ? `it exited (${exit.signal ?? exit.code})` : 'no PONG in time');
  throw new Error(`redis-server did not start on port ${port}: ${why}\n${output.trim()}`);
}

/**
 * Starts a fresh Redis (no persistence) on 127.0.0.1 and a free port.
 * Returns { url, stop }; stop() kills the server, awaits its exit, and is idempotent.
 */
export async function startTestRedis() {
  await ensureRedisInstalled();
  let lastError;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
