// CLI: runs the onramp sandbox until Ctrl-C, on WALLETPORT_ONRAMP_PORT (default 8791), delivering on the
// devnet chains at WALLETPORT_DEVNET_PORT_1/2 (default 8545 and 8546).
import { devnetChainConfigs, devnetRpcUrl } from '@walletport/devnet';
import { ONRAMP_DEFAULT_PORT, ONRAMP_PORT_ENV, startOnrampSandbox } from './sandbox.js';

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(port) || port > 65_535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

try {
  const chains = devnetChainConfigs().map((chain) => ({
    id: chain.id,
    name: chain.name,
    rpcUrl: devnetRpcUrl(chain.port),
  }));
  const sandbox = await startOnrampSandbox({ chains, port: readPort(ONRAMP_PORT_ENV, ONRAMP_DEFAULT_PORT) });
  console.log(`Onramp sandbox (development only): ${sandbox.url}. Press Ctrl-C to stop.`);
  const stop = async () => {
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error('✖ The onramp sandbox could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
