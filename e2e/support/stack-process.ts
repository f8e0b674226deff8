/**
 * Runs the local stack for the e2e suite in a process of its own, under tsx with the `walletport-source`
 * condition (as `npm start` runs it): the stack loads workspace packages from their TypeScript sources,
 * which Playwright's own loader cannot do. Prints one READY line with the URLs, stops on SIGTERM/SIGINT,
 * and also when its parent goes away (stdin closes), so no devnet outlives a crashed test run.
 */
import { join } from 'node:path';
import { freePorts, startStack } from '@walletport/stack';
import { stackReadyPrefix } from './stack.js';

/**
 * The server's database for the suite: its own (never shared with a running `npm start`) but kept between
 * runs, because creating and seeding a new one takes the server about 14 s and reopening it about 3 s.
 */
const SERVER_DATA_DIR = join(import.meta.dirname, '../../.cache/e2e/pglite');

async function main(): Promise<void> {
  // Distinct ephemeral ports; the relay's is never the 8790 of a running `npm start`.
  const [devnet1, devnet2, demo, wallet, server, relay] = await freePorts(6);
  const ports = {
    WALLETPORT_DEVNET_PORT_1: devnet1,
    WALLETPORT_DEVNET_PORT_2: devnet2,
    WALLETPORT_DEMO_PORT: demo,
    WALLETPORT_DEV_WALLET_PORT: wallet,
    WALLETPORT_SERVER_PORT: server,
    WALLETPORT_RELAY_PORT: relay,
  };
  const stack = await startStack({
    log: (line) => console.error(`» stack: ${line}`),
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      WALLETPORT_SERVER_PGLITE_DIR: SERVER_DATA_DIR,
    },
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
  process.stdout.write(`${stackReadyPrefix}${JSON.stringify(stack.urls)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
