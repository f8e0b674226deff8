export {
  CALLS_STATUS,
  type CallsStatus,
  decodeBatchId,
  encodeBatchId,
  MAX_CALLS_PER_BATCH,
} from './call-batches.js';
export {
  type ApprovalSummary,
  describeRequest,
  readableText,
  type SummaryRow,
  type TypedDataRow,
} from './describe-request.js';
export { createEvmWallet, type EvmWallet, type EvmWalletOptions } from './evm-wallet.js';
export {
  invalidParams,
  ProviderRpcError,
  RPC_ERROR_CODES,
  toProviderRpcError,
  unsupportedMethod,
} from './rpc-errors.js';
