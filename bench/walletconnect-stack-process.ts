/**
 * The local stack for the WalletConnect bench, in a process of its own: run under tsx with the
 * `walletport-source` condition (workspace packages from their sources, as `npm start` and the e2e suite
 * run it). Like e2e/support/stack-process.ts, but with the bench's own server database and dev wallet
 * config file, so a bench run never shares a database with an e2e run or rewrites the stack config a
 * running `npm start` gave the dev wallet extension.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { runMain, runStackProcess } from '../e2e/support/run-stack.js';

const CACHE_DIR = join(import.meta.dirname, '../.cache/bench');

runMain(async () => {
  mkdirSync(CACHE_DIR, { recursive: true });
  await runStackProcess({
    serverDataDir: join(CACHE_DIR, 'pglite'),
    stackConfigFile: join(CACHE_DIR, 'dev-wallet-stack-config.json'),
  });
});
