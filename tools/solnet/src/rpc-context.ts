/** What every RPC method receives, and the `{ context: { slot }, value }` wrapper of the real RPC. */
import type { Chain } from './chain.js';

export interface RpcContext {
  chain: Chain;
  log: (line: string) => void;
}

export type RpcMethod = (params: unknown, context: RpcContext) => unknown;

/** The solana-core version the answers imitate (what getVersion reports). */
export const SOLANA_CORE_VERSION = '2.2.20';

export function withContext(chain: Chain, value: unknown) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: chain.slot }, value };
}
