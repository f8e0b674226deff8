// What the throw-away test services (postgres.mjs, redis.mjs) share: installing a Debian package with
// apt-get when a binary is missing, and finding a free local port. Node built-ins only.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * `apt-get install -y <debianPackage>` as root, with `apt-get update` first only when the install fails
 * (a fresh machine has no package lists yet). `why` names the caller in the progress line.
 */
export async function aptGetInstall(debianPackage, why) {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${debianPackage} is not installed and installing it needs root: apt-get install -y ${debianPackage}`,
    );
  }
  console.log(`» Installing Debian ${debianPackage} for ${why} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const options = { env, maxBuffer: 64 << 20 };
  // Another process (a parallel test run, another setup) may hold the dpkg lock for a while: wait for it.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=300'];
  const install = () =>
    execFileAsync(
      'apt-get',
      [...lockWait, 'install', '-y', '--no-install-recommends', debianPackage],
      options,
    );
  try {
    await install();
  } catch {
    await execFileAsync('apt-get', [...lockWait, 'update'], options);
    await install();
  }
}

/** A port on 127.0.0.1 that was free a moment ago (the caller binds it soon after). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
