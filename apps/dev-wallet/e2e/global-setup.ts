import { join } from 'node:path';
import { findFreePorts, startDevnet } from '@walletport/devnet';
import { appDir, buildDevWallet } from '../scripts/build.js';
import { stackEnvVar, type E2eStack } from './support/stack.js';
import { startStaticServer } from './support/static-server.js';

/** Builds the bundles, starts two devnet chains on free ports and serves the test page. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildDevWallet();
  const [port1, port2] = (await findFreePorts(2)) as [number, number];
  const devnet = await startDevnet({
    chains: [
      { id: 31337, name: 'Walletport Devnet', port: port1 },
      { id: 31338, name: 'Walletport Devnet 2', port: port2 },
    ],
  });
  const server = await startStaticServer({
    '/dist/': join(appDir, 'dist'),
    '/': join(appDir, 'e2e-page'),
  });
  const stack: E2eStack = {
    origin: server.origin,
    chains: devnet.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    contracts: devnet.contracts,
  };
  // Workers start after global setup, so they inherit this.
  process.env[stackEnvVar] = JSON.stringify(stack);
  return async () => {
    await server.close();
    await devnet.stop();
  };
}
