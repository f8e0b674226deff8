/**
 * startSolnet: the chain, seeded, behind JSON-RPC on `port` and WebSocket subscriptions on `port + 1`
 * (solana-test-validator's layout, so clients that derive the WebSocket URL from the HTTP one work).
 */
import { createServer, type Server } from 'node:http';
import { Chain } from './chain.js';
import { SolnetError, SolnetPortInUseError } from './errors.js';
import { createRpcHttpServer } from './http-server.js';
import { SOLNET_CAIP_NETWORK_ID, SOLNET_GENESIS_HASH, solnetAccounts, solnetMintKeypair } from './keys.js';
import { seedChain } from './seed.js';
import { SubscriptionServer } from './ws-server.js';

export const SOLNET_DEFAULT_PORT = 8899;
export const SOLNET_HOST = '127.0.0.1';
/** A validator's slot time. */
export const SOLNET_DEFAULT_SLOT_MS = 400;
/** Tries of random port pairs for `port: 0`. */
const FREE_PAIR_ATTEMPTS = 20;

export interface SolnetOptions {
  /** The HTTP port; WebSocket subscriptions listen on port + 1. 0 picks a free pair. Default 8899. */
  port?: number;
  host?: string;
  /** Receives one line per notable event (start, transactions, airdrops). */
  log?: (line: string) => void;
  /** Milliseconds per slot. Default 400. */
  slotMs?: number;
}

export interface Solnet {
  rpcUrl: string;
  wsUrl: string;
  port: number;
  wsPort: number;
  genesisHash: typeof SOLNET_GENESIS_HASH;
  caipNetworkId: typeof SOLNET_CAIP_NETWORK_ID;
  /** The WPUSD mint's address. */
  mint: string;
  /** The funded test accounts, account 0 first. */
  accounts: readonly string[];
  /** The current slot (= block height). */
  slot(): bigint;
  /** Moves the chain on by `count` slots at once (tests: expiring blockhashes without waiting a minute). */
  advanceSlots(count: number): void;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string, service: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(new SolnetPortInUseError(port, service, host, error));
    server.once('error', onError);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function checkPort(port: number): void {
  if (!Number.isInteger(port) || port < 0 || port > 65_534) {
    throw new SolnetError(`Invalid Solana RPC port ${port}`, {
      code: 'INVALID_OPTION',
      details: 'Use 1 to 65534 (the WebSocket port is the next one), or 0 for any free pair.',
    });
  }
}

/** Binds the HTTP port and the next one; with `port` 0, tries random pairs until one is free. */
async function bindPair(http: Server, ws: Server, port: number, host: string): Promise<number> {
  const bindBoth = async (httpPort: number) => {
    const bound = await listen(http, httpPort, host, 'Solana RPC');
    try {
      await listen(ws, bound + 1, host, 'Solana WebSocket');
    } catch (error) {
      await closeServer(http);
      throw error;
    }
    return bound;
  };
  if (port !== 0) return bindBoth(port);
  for (let attempt = 1; ; attempt++) {
    try {
      const candidate = await listen(http, 0, host, 'Solana RPC');
      await closeServer(http);
      if (candidate < 65_535) return await bindBoth(candidate);
    } catch (error) {
      if (!(error instanceof SolnetPortInUseError) || attempt >= FREE_PAIR_ATTEMPTS) throw error;
    }
  }
}

export async function startSolnet(options: SolnetOptions = {}): Promise<Solnet> {
  const port = options.port ?? SOLNET_DEFAULT_PORT;
  const host = options.host ?? SOLNET_HOST;
  const log = options.log ?? (() => {});
  const slotMs = options.slotMs ?? SOLNET_DEFAULT_SLOT_MS;
  checkPort(port);
  if (!Number.isFinite(slotMs) || slotMs < 10) {
    throw new SolnetError(`Invalid slot time ${slotMs} ms`, {
      code: 'INVALID_OPTION',
      details: 'Use 10 ms or more.',
    });
  }
  const chain = new Chain();
  await seedChain(chain);
  const httpServer = createRpcHttpServer({ chain, log });
  const wsHttpServer = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('This port serves WebSocket subscriptions; send JSON-RPC over HTTP to the previous port.');
  });
  const boundPort = await bindPair(httpServer, wsHttpServer, port, host);
  const subscriptions = new SubscriptionServer(wsHttpServer, chain);
  const timer = setInterval(() => chain.advanceSlot(), slotMs);
  timer.unref();
  const urlHost = host.includes(':') ? `[${host}]` : host;
  const rpcUrl = `http://${urlHost}:${boundPort}`;
  const wsUrl = `ws://${urlHost}:${boundPort + 1}`;
  log(`Solana local chain at ${rpcUrl} (subscriptions ${wsUrl})`);
  let closing: Promise<void> | undefined;
  return {
    rpcUrl,
    wsUrl,
    port: boundPort,
    wsPort: boundPort + 1,
    genesisHash: SOLNET_GENESIS_HASH,
    caipNetworkId: SOLNET_CAIP_NETWORK_ID,
    mint: solnetMintKeypair().address,
    accounts: solnetAccounts(),
    slot: () => chain.slot,
    advanceSlots(count: number) {
      if (!Number.isInteger(count) || count < 0 || count > 100_000) {
        throw new SolnetError(`Invalid slot count ${count}`, { code: 'INVALID_OPTION' });
      }
      for (let index = 0; index < count; index++) chain.advanceSlot();
    },
    close() {
      closing ??= (async () => {
        clearInterval(timer);
        await subscriptions.close();
        await Promise.all([closeServer(httpServer), closeServer(wsHttpServer)]);
      })();
      return closing;
    },
  };
}
