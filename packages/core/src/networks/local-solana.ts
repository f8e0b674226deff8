import { WalletportError } from '../errors/base.js';
import { defineCaipNetwork } from './define-caip-network.js';
import { freezeDeep } from './freeze-deep.js';
import type { RpcUrls, SolanaCaipNetwork } from './types.js';

/**
 * The CAIP-2 reference of the local stack's Solana chain (`npm start`, tools/solnet): the first 32
 * characters of the genesis hash that chain reports, fixed so the id is the same on every start.
 */
export const LOCAL_SOLANA_REFERENCE = 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP';
/** Where the local stack serves it: JSON-RPC on 8899, subscriptions on 8900 (solana-test-validator's ports). */
export const LOCAL_SOLANA_PORT = 8899;

const MAX_PORT = 65_534;

export interface LocalSolanaOptions {
  /** JSON-RPC port on 127.0.0.1; WebSocket subscriptions are on the next port. Default 8899. */
  port?: number;
  name?: string;
  /** The chain's CAIP-2 reference when it is not the local stack's own (another local validator). */
  reference?: string;
}

/**
 * A local Solana chain (the stack's, or a solana-test-validator) as a network, like `localDevnet` for eip155.
 * Throws WalletportError 'Invalid local devnet options' for a bad port.
 */
export function localSolana(options: LocalSolanaOptions = {}): SolanaCaipNetwork {
  const port = options.port ?? LOCAL_SOLANA_PORT;
  if (!Number.isInteger(port) || port < 1 || port > MAX_PORT) {
    throw new WalletportError('Invalid local devnet options', {
      code: 'INVALID_LOCAL_DEVNET_OPTIONS',
      details: `port must be an integer from 1 to ${MAX_PORT}, got ${JSON.stringify(port)}`,
    });
  }
  const rpcUrls: RpcUrls = { http: [`http://127.0.0.1:${port}`], webSocket: [`ws://127.0.0.1:${port + 1}`] };
  const network = defineCaipNetwork({
    id: options.reference ?? LOCAL_SOLANA_REFERENCE,
    chainNamespace: 'solana',
    name: options.name ?? 'Solana Local',
    testnet: true,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: rpcUrls },
    assets: { imageId: 'solana' },
  });
  return freezeDeep(network as SolanaCaipNetwork);
}
