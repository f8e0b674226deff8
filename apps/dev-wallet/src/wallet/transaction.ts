import type { Address, Hex, LocalAccount } from 'viem';
import { invalidParamsError } from './errors.js';
import { describe, parseAddress, parseData, parseQuantity } from './hex.js';
import type { JsonRpcCall } from './json-rpc.js';
import type { PreparedTransaction } from './types.js';

/** eth_sendTransaction's parameter object, checked. Everything but `from` is optional. */
export interface TransactionRequest {
  from?: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
}

/** Used when a node cannot suggest a tip; 1 gwei is what anvil and most devnets use. */
const fallbackPriorityFee = 1_000_000_000n;

export function parseTransactionRequest(value: unknown): TransactionRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParamsError(`expected a transaction object, got ${describe(value)}`);
  }
  const raw = value as Record<string, unknown>;
  const present = (key: string) => raw[key] !== undefined && raw[key] !== null;
  const request: TransactionRequest = {};
  if (present('from')) request.from = parseAddress(raw.from, 'from');
  if (present('to')) request.to = parseAddress(raw.to, 'to');
  if (present('value')) request.value = parseQuantity(raw.value, 'value');
  const data = present('data') ? parseData(raw.data, 'data') : undefined;
  const input = present('input') ? parseData(raw.input, 'input') : undefined;
  if (data !== undefined && input !== undefined && data.toLowerCase() !== input.toLowerCase()) {
    throw invalidParamsError('data and input differ');
  }
  const bytes = data ?? input;
  if (bytes !== undefined) request.data = bytes;
  if (present('gas')) request.gas = parseQuantity(raw.gas, 'gas');
  if (present('gasPrice')) request.gasPrice = parseQuantity(raw.gasPrice, 'gasPrice');
  if (present('maxFeePerGas')) request.maxFeePerGas = parseQuantity(raw.maxFeePerGas, 'maxFeePerGas');
  if (present('maxPriorityFeePerGas')) {
    request.maxPriorityFeePerGas = parseQuantity(raw.maxPriorityFeePerGas, 'maxPriorityFeePerGas');
  }
  if (
    request.gasPrice !== undefined &&
    (request.maxFeePerGas !== undefined || request.maxPriorityFeePerGas !== undefined)
  ) {
    throw invalidParamsError('gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas');
  }
  if (present('nonce')) {
    const nonce = parseQuantity(raw.nonce, 'nonce');
    if (nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidParamsError('nonce is too large');
    request.nonce = Number(nonce);
  }
  if (request.to === undefined && request.data === undefined) {
    throw invalidParamsError('a transaction without "to" must carry contract creation data');
  }
  return request;
}

function toHex(value: bigint): Hex {
  return `0x${value.toString(16)}`;
}

async function suggestFees(
  rpc: JsonRpcCall,
  request: TransactionRequest,
): Promise<PreparedTransaction['fees']> {
  if (request.gasPrice !== undefined) return { type: 'legacy', gasPrice: request.gasPrice };
  const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: string } | null;
  if (!block?.baseFeePerGas) {
    const gasPrice = parseQuantity(await rpc('eth_gasPrice', []), 'eth_gasPrice');
    return { type: 'legacy', gasPrice };
  }
  const baseFee = parseQuantity(block.baseFeePerGas, 'baseFeePerGas');
  let tip = request.maxPriorityFeePerGas;
  if (tip === undefined) {
    tip = await rpc('eth_maxPriorityFeePerGas', []).then(
      (value) => parseQuantity(value, 'eth_maxPriorityFeePerGas'),
      () => fallbackPriorityFee,
    );
  }
  // Twice the base fee keeps the transaction valid through several full blocks, as wallets usually do.
  const maxFeePerGas = request.maxFeePerGas ?? baseFee * 2n + tip;
  if (maxFeePerGas < tip) throw invalidParamsError('maxFeePerGas is below maxPriorityFeePerGas');
  return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas: tip };
}

/**
 * Fills gas and fees from the chain (so the approver sees real numbers, and a reverting call fails
 * before anyone is asked). The nonce waits until after approval: see signAndSendTransaction.
 */
export async function prepareTransaction(
  rpc: JsonRpcCall,
  request: TransactionRequest,
  from: Address,
  chainId: number,
): Promise<PreparedTransaction> {
  const value = request.value ?? 0n;
  let gas = request.gas;
  if (gas === undefined) {
    const call: Record<string, string> = { from, value: toHex(value) };
    if (request.to) call.to = request.to;
    if (request.data) call.data = request.data;
    gas = parseQuantity(await rpc('eth_estimateGas', [call]), 'eth_estimateGas');
  }
  const prepared: PreparedTransaction = { from, value, gas, chainId, fees: await suggestFees(rpc, request) };
  if (request.to) prepared.to = request.to;
  if (request.data) prepared.data = request.data;
  if (request.nonce !== undefined) prepared.nonce = request.nonce;
  return prepared;
}

/**
 * Signs locally and sends the raw transaction. The pending nonce is read here, after approval, so two
 * sends waiting in the queue do not both take the same nonce (callers run this one at a time).
 */
export async function signAndSendTransaction(
  rpc: JsonRpcCall,
  account: LocalAccount,
  prepared: PreparedTransaction,
): Promise<Hex> {
  const nonce =
    prepared.nonce ??
    Number(parseQuantity(await rpc('eth_getTransactionCount', [prepared.from, 'pending']), 'nonce'));
  const common = {
    chainId: prepared.chainId,
    to: prepared.to ?? null,
    value: prepared.value,
    gas: prepared.gas,
    nonce,
  };
  const withData = prepared.data ? { ...common, data: prepared.data } : common;
  const serialized =
    prepared.fees.type === 'eip1559'
      ? await account.signTransaction({
          ...withData,
          type: 'eip1559',
          maxFeePerGas: prepared.fees.maxFeePerGas,
          maxPriorityFeePerGas: prepared.fees.maxPriorityFeePerGas,
        })
      : await account.signTransaction({ ...withData, type: 'legacy', gasPrice: prepared.fees.gasPrice });
  return (await rpc('eth_sendRawTransaction', [serialized])) as Hex;
}
