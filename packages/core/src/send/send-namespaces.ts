import type { ChainNamespace } from '../caip/index.js';

/**
 * Namespaces the send flow sends on. The product plans solana too; until its flow exists (base58
 * recipients, SPL transfers) Send stays hidden there.
 */
export const SEND_NAMESPACES: readonly ChainNamespace[] = Object.freeze(['eip155']);
