/**
 * Runs the local stack for the e2e suite in a process of its own, under tsx with the `walletport-source`
 * condition (as `npm start` runs it): the stack loads workspace packages from their TypeScript sources,
 * which Playwright's own loader cannot do. Prints one READY line with the URLs, stops on SIGTERM/SIGINT,
 * and also when its parent goes away (stdin closes), so no devnet outlives a crashed test run.
 */
import { join } from 'node:path';
import { runMain, runStackProcess } from './run-stack.js';

/**
 * The server's database for the suite: its own (never shared with a running `npm start`) but kept between
 * runs, because creating and seeding a new one takes the server about 14 s and reopening it about 3 s.
 */
const SERVER_DATA_DIR = join(import.meta.dirname, '../../.cache/e2e/pglite');

runMain(() => runStackProcess({ serverDataDir: SERVER_DATA_DIR }));
