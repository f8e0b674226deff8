/** RPC methods about the node and the chain's progress (slots, blockhashes, fees, rent). */
import { invalidParams } from './errors.js';
import { feeForMessage } from './fees.js';
import { SOLNET_GENESIS_HASH } from './keys.js';
import { IDENTITY_KEYPAIR } from './local-signing.js';
import { type RpcMethod, SOLANA_CORE_VERSION, withContext } from './rpc-context.js';
import {
  addressParam,
  blockhashParam,
  checkMinContextSlot,
  configParam,
  encodedBytesParam,
  positional,
  uintParam,
} from './rpc-params.js';
import { MAX_TRANSACTION_BYTES, parseWireMessage, WireError } from './wire.js';

/** Account data may be at most 10 MiB. */
const MAX_ACCOUNT_SPACE = 10 * 1024 * 1024;
const MAX_PRIORITIZATION_FEE_ACCOUNTS = 128;

/** Methods that take an optional config `{ commitment, minContextSlot }` and nothing else. */
function slotReader(read: RpcMethod): RpcMethod {
  return (params, context) => {
    const [config] = positional(params, 0, 1);
    checkMinContextSlot(context.chain, configParam(config));
    return read(params, context);
  };
}

export const clusterMethods: Record<string, RpcMethod> = {
  getHealth: (params) => {
    positional(params, 0, 0);
    return 'ok';
  },
  getVersion: (params) => {
    positional(params, 0, 0);
    return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 };
  },
  getGenesisHash: (params) => {
    positional(params, 0, 0);
    return SOLNET_GENESIS_HASH;
  },
  getIdentity: (params) => {
    positional(params, 0, 0);
    return { identity: IDENTITY_KEYPAIR.address };
  },
  getSlot: slotReader((_params, { chain }) => chain.slot),
  getBlockHeight: slotReader((_params, { chain }) => chain.blockHeight),
  getEpochInfo: slotReader((_params, { chain }) => chain.epochInfo()),
  getTransactionCount: slotReader((_params, { chain }) => chain.transactionCount),
  getLatestBlockhash: slotReader((_params, { chain }) => withContext(chain, chain.latestBlockhash())),
  getEpochSchedule: (params) => {
    positional(params, 0, 0);
    return {
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
      leaderScheduleSlotOffset: 432_000,
      slotsPerEpoch: 432_000,
      warmup: false,
    };
  },
  isBlockhashValid: (params, { chain }) => {
    const [hash, config] = positional(params, 1, 2);
    const blockhash = blockhashParam(hash);
    checkMinContextSlot(chain, configParam(config));
    return withContext(chain, chain.isBlockhashValid(blockhash));
  },
  getMinimumBalanceForRentExemption: (params, { chain }) => {
    const [space, config] = positional(params, 1, 2);
    configParam(config);
    const size = uintParam(space, 'the data length');
    if (size > MAX_ACCOUNT_SPACE)
      throw invalidParams(`Invalid params: data length above ${MAX_ACCOUNT_SPACE}`);
    return chain.minimumBalanceForRentExemption(BigInt(size));
  },
  /** The fee a message would pay, or null when its blockhash is no longer valid (as validators answer). */
  getFeeForMessage: (params, { chain }) => {
    const [encoded, config] = positional(params, 1, 2);
    checkMinContextSlot(chain, configParam(config));
    const bytes = encodedBytesParam(encoded, 'base64', MAX_TRANSACTION_BYTES);
    let message: ReturnType<typeof parseWireMessage>;
    try {
      message = parseWireMessage(bytes);
    } catch (error) {
      if (error instanceof WireError) throw invalidParams(`invalid message: ${error.message}`);
      throw error;
    }
    return withContext(
      chain,
      chain.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null,
    );
  },
  /** Nobody competes for block space here: the priority fee paid recently is always zero. */
  getRecentPrioritizationFees: (params, { chain }) => {
    const [accounts] = positional(params, 0, 1);
    if (accounts !== undefined) {
      if (!Array.isArray(accounts) || accounts.length > MAX_PRIORITIZATION_FEE_ACCOUNTS) {
        throw invalidParams(`Invalid params: at most ${MAX_PRIORITIZATION_FEE_ACCOUNTS} addresses`);
      }
      accounts.forEach(addressParam);
    }
    return [{ slot: chain.slot, prioritizationFee: 0 }];
  },
};
