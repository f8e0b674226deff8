// The Walletport server's part of the stack: @walletport/server in this process, on PGlite in
// .data/pglite, in its demo setup (DEMO: the demo project and the devnet chains' tokens and Multicall3,
// which a production server never assumes), proxying this run's devnet chains.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadConfig, startServer } from '@walletport/server';
import { readOrCreateShareKey, shareKeyFileFor } from './embedded-part.js';
import { onrampServerEnv } from './onramp-part.js';

const ROOT = join(import.meta.dirname, '../../..');
export const SERVER_DATA_DIR = join(ROOT, '.data/pglite');

export interface ServerPart {
  /** e.g. http://127.0.0.1:8787 */
  url: string;
  stop(): Promise<void>;
}

export interface ServerPartOptions {
  port: number;
  /** The devnet chains the RPC proxy and the blockchain API serve. */
  chains: readonly { id: number; rpcUrl: string }[];
  env?: NodeJS.ProcessEnv;
  /** Email login: the SMTP sink the codes go to and the frame's origin (CORS for its API). */
  embedded?: { smtpUrl: string; frameOrigin: string };
  /** The onramp sandbox, the server's only onramp provider in the stack. */
  onramp?: { sandboxUrl: string };
  /** Social logins: the SOCIAL_* variables that point the server at the local identity provider. */
  social?: Record<string, string>;
}

/** Starts the server and resolves once GET /healthz answers 200. */
export async function startServerPart(options: ServerPartOptions): Promise<ServerPart> {
  const env = options.env ?? process.env;
  const chainEnv = Object.fromEntries(options.chains.map((chain) => [`CHAIN_RPC_${chain.id}`, chain.rpcUrl]));
  const databaseDir = env.WALLETPORT_SERVER_PGLITE_DIR || SERVER_DATA_DIR;
  const embeddedEnv =
    options.embedded === undefined
      ? {}
      : {
          SMTP_URL: options.embedded.smtpUrl,
          MAIL_FROM: 'Walletport demo <login@walletport.localhost>',
          EMBEDDED_FRAME_ORIGINS: options.embedded.frameOrigin,
          // A database in memory gets a key in memory: both end with the process.
          EMBEDDED_SHARE_KEY: databaseDir.startsWith('memory://')
            ? randomBytes(32).toString('hex')
            : await readOrCreateShareKey(shareKeyFileFor(databaseDir)),
        };
  // Only the stack's own variables reach the server: a PORT or DATABASE_URL meant for something else must not.
  const config = loadConfig({
    ...chainEnv,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PGLITE_DIR: databaseDir,
    ...embeddedEnv,
    ...(options.onramp === undefined ? {} : onrampServerEnv(options.onramp.sandboxUrl)),
    ...options.social,
    LOG_LEVEL: env.WALLETPORT_SERVER_LOG_LEVEL || 'warn',
    DEMO: 'true',
    // The demo collection's metadata and images are served by the demo site on 127.0.0.1.
    NFT_METADATA_ALLOW_PRIVATE_HOSTS: 'true',
  });
  const server = await startServer(config);
  try {
    const health = await fetch(`${server.url}/healthz`);
    if (health.status !== 200) throw new Error(`The server's /healthz answered ${health.status}`);
  } catch (error) {
    await server.close();
    throw error;
  }
  return { url: server.url, stop: () => server.close() };
}
