/**
 * Runs the devnet in the foreground until Ctrl-C.
 *   npx tsx tools/devnet/src/cli.ts [--block-time <seconds>] [--verbose]
 * Ports come from WALLETPORT_DEVNET_PORT_1 / WALLETPORT_DEVNET_PORT_2 (defaults 8545 / 8546).
 */
import { parseArgs } from 'node:util';
import { type Devnet, startDevnet } from './devnet.js';
import { formatDevnetSummary } from './summary.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'block-time': { type: 'string' }, verbose: { type: 'boolean', default: false } },
    strict: true,
  });
  const blockTimeText = values['block-time'];
  let devnet: Devnet | undefined;
  let stopping = false;

  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second Ctrl-C means "now": exiting runs the devnet's exit hook, which SIGKILLs anvil.
      process.exit(130);
    }
    stopping = true;
    console.log(`\n${signal} received, stopping the devnet...`);
    void (devnet?.stop() ?? Promise.resolve()).then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  const startedAt = performance.now();
  devnet = await startDevnet({
    blockTime: blockTimeText === undefined ? undefined : Number(blockTimeText),
    log: values.verbose ? (line) => console.log(line) : undefined,
  });
  // A signal that came in during startup: stop what has just started.
  if (stopping) {
    await devnet.stop();
    process.exit(0);
  }
  console.log(formatDevnetSummary(devnet, performance.now() - startedAt));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
