/**
 * startOnrampSandbox: a local onramp provider for development and tests. It sells ETH and WPUSD on the
 * devnet chains it is given, prices them from the devnet's USD feeds, takes test cards on its checkout
 * page and delivers from devnet account 3. Never for production: it "charges" nothing and pays out of a
 * publicly known key.
 */
import type { AddressInfo } from 'node:net';
import type { SandboxChain } from './catalogue.js';
import { createChainReader } from './chain-reads.js';
import { createDeliverer, TREASURY_ACCOUNT_INDEX } from './delivery.js';
import { createSandboxHttpServer } from './sandbox-http.js';
import { createSandboxService } from './sandbox-service.js';
import { createSessionStore, DEFAULT_SESSION_CAPACITY, type Session } from './sessions.js';

export const ONRAMP_PORT_ENV = 'WALLETPORT_ONRAMP_PORT';
/** 8790 is the WalletConnect relay's in the local stack. */
export const ONRAMP_DEFAULT_PORT = 8791;

export interface OnrampSandboxOptions {
  /** The devnet chains it delivers on (RPC URLs of this run). */
  chains: readonly SandboxChain[];
  /** 0 (the default): a free port. */
  port?: number;
  /** '127.0.0.1' by default. */
  host?: string;
  /** The devnet account paying out (3). */
  treasuryAccountIndex?: number;
  /** Sessions kept before the oldest are forgotten (1000). */
  sessionCapacity?: number;
  /** The clock the card expiry is checked against. */
  now?: () => Date;
}

export interface OnrampSandbox {
  /** e.g. http://127.0.0.1:8791: the API and the checkout pages. */
  url: string;
  /** A session by id (for tests and the stack's own checks). */
  session(id: string): Session | undefined;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startOnrampSandbox(options: OnrampSandboxOptions): Promise<OnrampSandbox> {
  if (options.chains.length === 0) throw new Error('The onramp sandbox needs at least one devnet chain.');
  const host = options.host ?? '127.0.0.1';
  const sessions = createSessionStore(options.sessionCapacity ?? DEFAULT_SESSION_CAPACITY);
  const service = createSandboxService({
    chains: options.chains,
    reader: createChainReader(),
    deliverer: createDeliverer(options.treasuryAccountIndex ?? TREASURY_ACCOUNT_INDEX),
    sessions,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  let url = '';
  const server = createSandboxHttpServer({
    service,
    sessions,
    chains: options.chains,
    publicUrl: () => url,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  url = `http://${urlHost(host)}:${(server.address() as AddressInfo).port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    session: (id) => sessions.get(id),
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
