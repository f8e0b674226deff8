import type { WalletContext } from '../context.js';

/** One JSON-RPC method: gets the wallet context and the raw params, returns the JSON-RPC result. */
export type MethodHandler = (context: WalletContext, params: unknown) => Promise<unknown>;

export type MethodTable = Readonly<Record<string, MethodHandler>>;
