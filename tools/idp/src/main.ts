// CLI: runs the identity provider until Ctrl-C. Port from WALLETPORT_IDP_PORT (default 8792); the clients
// may return to the Walletport server at WALLETPORT_IDP_SERVER_URL (default http://127.0.0.1:8787).
import { startIdp } from './idp.js';
import { PROVIDERS, walletportRedirectUris } from './personalities.js';

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${raw}".`);
  }
  return port;
}

try {
  const serverUrl = process.env.WALLETPORT_IDP_SERVER_URL || 'http://127.0.0.1:8787';
  const idp = await startIdp({
    port: readPort('WALLETPORT_IDP_PORT', 8792),
    redirectUris: walletportRedirectUris(serverUrl),
  });
  console.log(`Identity provider (development only) at ${idp.url}, for the server at ${serverUrl}:`);
  for (const provider of PROVIDERS) console.log(`  ${provider.padEnd(9)} ${idp.issuer(provider)}`);
  console.log('Press Ctrl-C to stop.');
  const stop = async () => {
    await idp.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error('✖ The identity provider could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
