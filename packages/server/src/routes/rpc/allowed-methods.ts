/**
 * The node methods the proxy forwards. An allowlist, not a blocklist: upstreams often expose debug_*,
 * admin_*, anvil_* or personal_* methods that must never be reachable through a public endpoint, and a
 * method nobody thought of stays closed until someone decides it is safe.
 *
 * The first group is what the modal itself sends; the rest are the read and send methods viem's
 * public actions use (gas estimation, fee history, logs, code).
 */
export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  // What the modal itself sends.
  'eth_chainId',
  'eth_call',
  'eth_getBalance',
  'eth_sendRawTransaction',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getTransactionCount',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_blockNumber',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  // "pending-transaction filter calls" (viem's watchPendingTransactions).
  'eth_newPendingTransactionFilter',
  'eth_getFilterChanges',
  'eth_uninstallFilter',
  // What viem's public client needs beyond the list above.
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_getLogs',
  'eth_getCode',
  'net_version',
]);

export function isAllowedRpcMethod(method: string): boolean {
  return ALLOWED_RPC_METHODS.has(method);
}
