// CLI: runs the local WalletConnect relay until Ctrl-C. Port from WALLETPORT_RELAY_PORT (default 8790).
import { startRelay } from './relay.js';

const DEFAULT_PORT = 8790;

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`WALLETPORT_RELAY_PORT must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

try {
  const relay = await startRelay({
    port: readPort(process.env.WALLETPORT_RELAY_PORT),
    log: (line) => console.log(`» relay: ${line}`),
  });
  console.log(`WalletConnect relay (development only) listening on ${relay.url}. Press Ctrl-C to stop.`);
  const stop = async () => {
    await relay.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error('✖ The relay could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
