// The local Solana chain's part of the stack: @walletport/solnet in this process (the real runtime behind
// a JSON-RPC server on WALLETPORT_SOLNET_PORT and WebSocket subscriptions on the next port), seeded with
// the test accounts and the WPUSD mint (docs/local-stack.md, "Solana local chain").
import { type SOLNET_CAIP_NETWORK_ID, startSolnet } from '@walletport/solnet';

export const SOLNET_PORT_ENV = 'WALLETPORT_SOLNET_PORT';
export const SOLNET_DEFAULT_STACK_PORT = 8899;

export interface SolnetPart {
  /** e.g. http://127.0.0.1:8899 */
  rpcUrl: string;
  /** e.g. ws://127.0.0.1:8900 */
  wsUrl: string;
  caipNetworkId: typeof SOLNET_CAIP_NETWORK_ID;
  /** The WPUSD mint's address. */
  mint: string;
  stop(): Promise<void>;
}

/** Starts the chain; resolves once both ports listen and the seed state is in place. */
export async function startSolnetPart(options: {
  port: number;
  log?: (line: string) => void;
}): Promise<SolnetPart> {
  const solnet = await startSolnet({ port: options.port, ...(options.log && { log: options.log }) });
  return {
    rpcUrl: solnet.rpcUrl,
    wsUrl: solnet.wsUrl,
    caipNetworkId: solnet.caipNetworkId,
    mint: solnet.mint,
    stop: () => solnet.close(),
  };
}
