/**
 * Global setup of the consumer suite: packs every publishable package, installs the tarballs into fresh
 * apps outside the workspace, starts the local stack (devnet, server, relay, dev wallet), builds and
 * type-checks each app against it and serves it. The test workers read the URLs from the environment.
 */
import type { ChildProcess } from 'node:child_process';
import { startStackProcess, stopStackProcess } from '../../e2e/support/global-setup.js';
import { freePort } from '../../tools/stack/src/ports.js';
import {
  appDir,
  buildApp,
  CONSUMER_APPS,
  type ConsumerApp,
  installApp,
  materializeApp,
  packTarballs,
  type ServeMode,
  typecheckApp,
  writeAppEnv,
} from './apps.js';
import { startServer, stopServer } from './commands.js';
import { type ConsumerRun, consumerEnvVar } from './run.js';

function serveCommand(mode: ServeMode, port: number): [string, string[]] {
  const at = ['--host', '127.0.0.1', '--port', String(port), '--strictPort'];
  if (mode === 'vite-dev') return ['npx', ['--no-install', 'vite', ...at]];
  if (mode === 'vite-preview') return ['npx', ['--no-install', 'vite', 'preview', ...at]];
  const nextAt = ['-H', '127.0.0.1', '-p', String(port)];
  if (mode === 'next-dev') return ['npx', ['--no-install', 'next', 'dev', '--webpack', ...nextAt]];
  return ['npx', ['--no-install', 'next', 'start', ...nextAt]];
}

async function serveApp(app: ConsumerApp, mode: ServeMode): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [command, args] = serveCommand(mode, port);
  const child = await startServer(command, args, {
    cwd: appDir(app),
    url,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    // A dev server compiles the page on the first request.
    timeoutMs: mode === 'next-dev' ? 180_000 : 60_000,
  });
  return { url, child };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  const servers: ChildProcess[] = [];
  const stackStart = startStackProcess();
  try {
    const tarballs = await packTarballs();
    for (const tarball of tarballs) console.log(`» packed ${tarball.name}: ${tarball.size} B`);
    for (const app of CONSUMER_APPS) materializeApp(app, tarballs);
    await Promise.all(CONSUMER_APPS.map(installApp));
    console.log(`» consumer apps installed from the tarballs after ${seconds(started)}`);
    const { urls: stack } = await stackStart;
    const run: ConsumerRun = { stack, apps: {}, tarballs };
    for (const app of CONSUMER_APPS) {
      writeAppEnv(app, stack);
      await buildApp(app);
      const { thirdParty } = await typecheckApp(app);
      const others = Object.entries(thirdParty).map(([owner, count]) => `${owner} ${count}`);
      if (others.length > 0)
        console.log(`» ${app.name}: errors inside other packages' declarations: ${others.join(', ')}`);
      for (const mode of app.serve) {
        const served = await serveApp(app, mode);
        servers.push(served.child);
        run.apps[`${app.name}:${mode}`] = served.url;
      }
      console.log(`» ${app.name} built, type-checked and served after ${seconds(started)}`);
    }
    process.env[consumerEnvVar] = JSON.stringify(run);
  } catch (error) {
    for (const server of servers) stopServer(server);
    await stackStart.then(
      ({ child }) => stopStackProcess(child),
      () => undefined,
    );
    throw error;
  }
  const { child: stackChild } = await stackStart;
  return async () => {
    for (const server of servers) stopServer(server);
    await stopStackProcess(stackChild);
  };
}
