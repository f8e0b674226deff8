import type { MethodHandler, MethodTable } from './handler.js';

/**
 * Methods that need no key and no consent: forwarded unchanged to the current chain's RPC, the way
 * injected wallets pass reads through to their node. Anything not listed (and not handled elsewhere)
 * is answered with 4200, so a dapp finds out early that it relies on something wallets do not offer.
 */
export const passthroughMethods = [
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'web3_clientVersion',
] as const;

const forward =
  (method: string): MethodHandler =>
  (context, params) =>
    context.rpc()(method, Array.isArray(params) ? params : params === undefined ? [] : [params]);

export const readMethods: MethodTable = Object.fromEntries(
  passthroughMethods.map((method) => [method, forward(method)]),
);
