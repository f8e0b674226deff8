/**
 * Checks of the parameters apps send with signing requests. Whatever does not fit is refused with
 * -32602 before anything is signed or shown: the approval must describe exactly what gets signed.
 */
import {
  type Address,
  getAddress,
  type Hex,
  isAddress,
  type TypedDataDefinition,
  validateTypedData,
} from 'viem';
import { invalidParams } from './rpc-errors.js';

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The positional params of a request, at least `min` of them. */
export function paramList(params: unknown, min: number): unknown[] {
  if (!Array.isArray(params) || params.length < min) {
    throw invalidParams(`expected at least ${min} parameter${min === 1 ? '' : 's'}`);
  }
  return params;
}

export function parseAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalidParams(`${field} is not an address`);
  return getAddress(value);
}

export function parseHexData(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(value))
    throw invalidParams(`${field} is not hex data`);
  return value.toLowerCase() as Hex;
}

/** A JSON-RPC quantity: hex (leading zeros tolerated, up to 256 bits) or a non-negative safe integer. */
export function parseQuantity(value: unknown, field: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value);
  throw invalidParams(`${field} is not a quantity`);
}

function optional<T>(value: unknown, parse: (value: unknown) => T): T | undefined {
  return value === undefined || value === null ? undefined : parse(value);
}

export interface TransactionParams {
  from?: Address;
  to?: Address;
  data?: Hex;
  value?: bigint;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
  chainId?: number;
}

/** One eth_sendTransaction object (EIP-1474 field names; `input` and `gasLimit` accepted as aliases). */
export function parseTransactionParams(value: unknown): TransactionParams {
  if (!isRecord(value)) throw invalidParams('the transaction is not an object');
  const quantity = (field: string, raw: unknown) => optional(raw, (v) => parseQuantity(v, field));
  const data = optional(value.data ?? value.input, (v) => parseHexData(v, 'data'));
  const nonce = quantity('nonce', value.nonce);
  const chainId = quantity('chainId', value.chainId);
  if (nonce !== undefined && nonce > BigInt(Number.MAX_SAFE_INTEGER))
    throw invalidParams('nonce is too large');
  if (chainId !== undefined && chainId > BigInt(Number.MAX_SAFE_INTEGER))
    throw invalidParams('chainId is too large');
  const tx: TransactionParams = {
    from: optional(value.from, (v) => parseAddress(v, 'from')),
    to: optional(value.to, (v) => parseAddress(v, 'to')),
    data,
    value: quantity('value', value.value),
    gas: quantity('gas', value.gas ?? value.gasLimit),
    gasPrice: quantity('gasPrice', value.gasPrice),
    maxFeePerGas: quantity('maxFeePerGas', value.maxFeePerGas),
    maxPriorityFeePerGas: quantity('maxPriorityFeePerGas', value.maxPriorityFeePerGas),
    nonce: nonce === undefined ? undefined : Number(nonce),
    chainId: chainId === undefined ? undefined : Number(chainId),
  };
  if (tx.gasPrice !== undefined && (tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined)) {
    throw invalidParams('give either gasPrice or maxFeePerGas/maxPriorityFeePerGas, not both');
  }
  if (tx.to === undefined && (tx.data === undefined || tx.data === '0x')) {
    throw invalidParams('a transaction without a recipient must carry contract code');
  }
  return Object.fromEntries(Object.entries(tx).filter(([, v]) => v !== undefined)) as TransactionParams;
}

/** personal_sign [message, address]: hex messages are bytes, anything else is UTF-8 text. */
export function parsePersonalSignParams(params: unknown): {
  message: { raw: Hex } | string;
  address: Address;
} {
  const [message, address] = paramList(params, 2);
  if (typeof message !== 'string') throw invalidParams('the message is not a string');
  const isHexBytes = /^0x(?:[0-9a-fA-F]{2})*$/.test(message);
  return {
    message: isHexBytes ? { raw: message as Hex } : message,
    address: parseAddress(address, 'address'),
  };
}

export type ParsedTypedData = TypedDataDefinition<Record<string, unknown>, string>;

/** eth_signTypedData_v4 [address, typedData (JSON text or object)], fully validated against its types. */
export function parseTypedDataParams(params: unknown): { address: Address; typedData: ParsedTypedData } {
  const [address, raw] = paramList(params, 2);
  return { address: parseAddress(address, 'address'), typedData: parseTypedData(raw) };
}

export function parseTypedData(raw: unknown): ParsedTypedData {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalidParams('the typed data is not JSON');
    }
  }
  if (!isRecord(value)) throw invalidParams('the typed data is not an object');
  const { types, primaryType, message } = value;
  const domain = value.domain ?? {};
  if (!isRecord(types) || !Object.values(types).every(isTypeList)) throw invalidParams('types are malformed');
  if (typeof primaryType !== 'string' || !(primaryType in types) || primaryType === 'EIP712Domain') {
    throw invalidParams('primaryType is not one of the types');
  }
  if (!isRecord(domain) || !isRecord(message)) throw invalidParams('domain and message must be objects');
  const typedData = {
    domain: normaliseDomain(domain),
    types,
    primaryType,
    message,
  } as unknown as ParsedTypedData;
  try {
    validateTypedData(typedData);
  } catch (error) {
    const reason =
      error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : '';
    throw invalidParams(`the typed data does not match its types${reason === '' ? '' : ` (${reason})`}`);
  }
  return typedData;
}

function isTypeList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (field) => isRecord(field) && typeof field.name === 'string' && typeof field.type === 'string',
    )
  );
}

/** JSON carries the domain's chainId as a number or a (hex) string; viem wants a number or bigint. */
function normaliseDomain(domain: Json): Json {
  if (domain.chainId === undefined) return domain;
  const chainId = domain.chainId;
  if (typeof chainId === 'string' && /^(?:0x[0-9a-fA-F]+|\d+)$/.test(chainId))
    return { ...domain, chainId: BigInt(chainId) };
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId >= 0) return domain;
  throw invalidParams('domain.chainId is not a chain id');
}

export interface CallParams {
  to?: Address;
  data?: Hex;
  value?: bigint;
}

export interface SendCallsParams {
  version: string;
  id?: string;
  from?: Address;
  chainId: number;
  atomicRequired: boolean;
  calls: CallParams[];
  /** Names of capabilities the app marked as required (not `optional: true`). */
  requiredCapabilities: string[];
}

/** EIP-5792 wallet_sendCalls [{ version, id?, from?, chainId, atomicRequired, calls, capabilities? }]. */
export function parseSendCallsParams(params: unknown): SendCallsParams {
  const [request] = paramList(params, 1);
  if (!isRecord(request)) throw invalidParams('the batch is not an object');
  const chainId = parseQuantity(request.chainId, 'chainId');
  if (chainId > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidParams('chainId is too large');
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    throw invalidParams('calls must be a non-empty list');
  if (
    request.id !== undefined &&
    (typeof request.id !== 'string' || request.id.length === 0 || request.id.length > 4096)
  ) {
    throw invalidParams('id must be a string of at most 4096 characters');
  }
  const requiredCapabilities = requiredCapabilityNames(request.capabilities);
  const calls = request.calls.map((call, index) => {
    if (!isRecord(call)) throw invalidParams(`call ${index + 1} is not an object`);
    requiredCapabilities.push(...requiredCapabilityNames(call.capabilities));
    const parsed = parseTransactionParams({ to: call.to, data: call.data, value: call.value });
    return parsed as CallParams;
  });
  return {
    version: typeof request.version === 'string' ? request.version : '2.0.0',
    ...(typeof request.id === 'string' ? { id: request.id } : {}),
    ...(request.from === undefined ? {} : { from: parseAddress(request.from, 'from') }),
    chainId: Number(chainId),
    atomicRequired: request.atomicRequired === true,
    calls,
    requiredCapabilities: [...new Set(requiredCapabilities)],
  };
}

function requiredCapabilityNames(capabilities: unknown): string[] {
  if (capabilities === undefined || capabilities === null) return [];
  if (!isRecord(capabilities)) throw invalidParams('capabilities must be an object');
  return Object.entries(capabilities)
    .filter(([, value]) => !(isRecord(value) && value.optional === true))
    .map(([name]) => name);
}
