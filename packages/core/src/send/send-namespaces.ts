import type { ChainNamespace } from '../caip/index.js';

/**
 * Namespaces the send flow sends on (docs/send-receive.md): eip155 (native value, ERC-20 calls) and
 * solana (SOL, SPL tokens through the adapter's token transfer, base58 recipients). Send stays hidden
 * on any other namespace.
 */
export const SEND_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155', 'solana']);
