/**
 * The wallet lists' rules as an entry point of their own (`@walletport/core/wallet-lists`): what the
 * Connect and All wallets views show, and the multi-chain merge. Only those views (lazy chunks) use them, and
 * bundlers keep a module that the page's eager code can reach through core's barrel in the page's first
 * chunks; imported from here, they load with the views.
 */
export {
  connectorAndMembers,
  findMultiChainConnector,
  isMultiChainConnectorId,
  MULTI_CHAIN_ID_PREFIX,
  mergeMultiChainConnectors,
} from './multi-chain.js';
export { selectShownConnectors } from './shown-connectors.js';
