/**
 * The body of a stack process (e2e/support/stack-process.ts, bench/walletconnect-stack-process.ts): starts
 * the local stack on free ports with the given server database, prints one READY line with the URLs, and
 * stops on SIGTERM/SIGINT and when the parent goes away (stdin closes), so no devnet outlives a crash.
 */
import { freePortPair, freePorts, STACK_CONFIG_FILE_ENV, startStack } from '@walletport/stack';
import { stackReadyPrefix } from './stack.js';

export interface StackProcessOptions {
  /** The server's PGlite directory, kept between runs (creating and seeding one takes far longer). */
  serverDataDir: string;
  /** Where the stack writes the dev wallet's config; default the stack's own file. */
  stackConfigFile?: string;
}

export async function runStackProcess(options: StackProcessOptions): Promise<void> {
  // Distinct ephemeral ports; the relay's is never the 8790 of a running `npm start`.
  const [devnet1, devnet2, demo, wallet, server, relay, frame, mailbox, smtp, onramp, idp] =
    await freePorts(11);
  // The local Solana chain takes two consecutive ports (JSON-RPC and subscriptions), none of the above.
  const taken = [devnet1, devnet2, demo, wallet, server, relay, frame, mailbox, smtp, onramp, idp];
  let solana = await freePortPair();
  while (taken.includes(solana) || taken.includes(solana + 1)) solana = await freePortPair();
  const ports = {
    WALLETPORT_SOLNET_PORT: solana,
    WALLETPORT_DEVNET_PORT_1: devnet1,
    WALLETPORT_DEVNET_PORT_2: devnet2,
    WALLETPORT_DEMO_PORT: demo,
    WALLETPORT_DEV_WALLET_PORT: wallet,
    WALLETPORT_SERVER_PORT: server,
    WALLETPORT_RELAY_PORT: relay,
    WALLETPORT_FRAME_PORT: frame,
    WALLETPORT_MAILBOX_PORT: mailbox,
    WALLETPORT_SMTP_PORT: smtp,
    WALLETPORT_ONRAMP_PORT: onramp,
    WALLETPORT_IDP_PORT: idp,
  };
  const stack = await startStack({
    log: (line) => console.error(`» stack: ${line}`),
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      WALLETPORT_SERVER_PGLITE_DIR: options.serverDataDir,
      ...(options.stackConfigFile === undefined ? {} : { [STACK_CONFIG_FILE_ENV]: options.stackConfigFile }),
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

/** Runs `main`, exiting with code 1 and the error on stderr when it fails. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
