/**
 * The local stack for the WalletConnect bench, in a process of its own: run under tsx with the
 * `walletport-source` condition (workspace packages from their sources, as `npm start` and the e2e suite
 * run it). Prints the e2e suite's READY line with the URLs, stops on SIGTERM/SIGINT and when its parent
 * goes away (stdin closes). Like e2e/support/stack-process.ts, but with the bench's own server database and
 * dev wallet config file, so a bench run never shares a database with an e2e run or rewrites the stack
 * config a running `npm start` gave the dev wallet extension.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePorts, STACK_CONFIG_FILE_ENV, startStack } from '@walletport/stack';
import { stackReadyPrefix } from '../e2e/support/stack.js';

const CACHE_DIR = join(import.meta.dirname, '../.cache/bench');

async function main(): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
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
      // Kept between runs: creating and seeding a database takes the server far longer than reopening it.
      WALLETPORT_SERVER_PGLITE_DIR: join(CACHE_DIR, 'pglite'),
      [STACK_CONFIG_FILE_ENV]: join(CACHE_DIR, 'dev-wallet-stack-config.json'),
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
