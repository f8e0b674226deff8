import { EVM_MAINNETS } from './evm-mainnets.js';
import { EVM_TESTNETS } from './evm-testnets.js';
import { SOLANA_NETWORKS } from './solana.js';
import type { CaipNetwork } from './types.js';

/**
 * Every public network Walletport ships: 24 EVM chains plus three Solana networks.
 * The local devnets are deliberately not in it: their ids (31337, 31338) are reused by every local
 * node on every machine, so they must be opted into (`[...ALL_NETWORKS, ...LOCAL_DEVNETS]`).
 */
export const ALL_NETWORKS: readonly CaipNetwork[] = /* @__PURE__ */ Object.freeze([
  ...EVM_MAINNETS,
  ...EVM_TESTNETS,
  ...SOLANA_NETWORKS,
]);
