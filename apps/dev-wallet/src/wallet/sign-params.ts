import { type Address, type Hex, isAddress, type TypedDataDefinition, validateTypedData } from 'viem';
import { invalidParamsError } from './errors.js';
import { describe, messageToHex, parseAddress } from './hex.js';

function paramsArray(params: unknown, method: string): readonly unknown[] {
  if (!Array.isArray(params)) throw invalidParamsError(`${method} expects an array of params`);
  return params;
}

/**
 * personal_sign takes [message, address]. Some older dapps send [address, message]; like MetaMask we
 * accept that order when the first item is an address and the second is not.
 */
export function parsePersonalSignParams(params: unknown): { message: Hex; address: Address } {
  const list = paramsArray(params, 'personal_sign');
  let [message, address] = list;
  if (typeof message === 'string' && isAddress(message, { strict: false }) && !isAddressLike(address)) {
    [message, address] = [address, message];
  }
  return { message: messageToHex(message), address: parseAddress(address, 'address') };
}

function isAddressLike(value: unknown): boolean {
  return typeof value === 'string' && isAddress(value, { strict: false });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** eth_signTypedData_v4 takes [address, typedData], the typed data as JSON text (or, leniently, an object). */
export function parseSignTypedDataParams(params: unknown): {
  address: Address;
  typedData: TypedDataDefinition;
} {
  const [address, raw] = paramsArray(params, 'eth_signTypedData_v4');
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalidParamsError('typed data is not valid JSON');
    }
  }
  if (!isRecord(value)) throw invalidParamsError(`typed data must be an object, got ${describe(raw)}`);
  const { types, primaryType, domain, message } = value;
  if (!isRecord(types)) throw invalidParamsError('typed data needs a "types" object');
  if (typeof primaryType !== 'string' || !(primaryType in types)) {
    throw invalidParamsError('typed data needs a "primaryType" that is one of its types');
  }
  if (domain !== undefined && !isRecord(domain))
    throw invalidParamsError('typed data "domain" must be an object');
  if (!isRecord(message)) throw invalidParamsError('typed data needs a "message" object');
  const typedData = { types, primaryType, domain: domain ?? {}, message } as unknown as TypedDataDefinition;
  try {
    validateTypedData(typedData);
  } catch (error) {
    const reason =
      error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : '';
    throw invalidParamsError(`typed data does not match its types (${reason})`);
  }
  return { address: parseAddress(address, 'address'), typedData };
}

/** The domain's chainId in any of the forms dapps use (number, decimal or hex string), or undefined. */
export function typedDataChainId(typedData: TypedDataDefinition): number | undefined {
  const chainId = (typedData.domain as { chainId?: unknown } | undefined)?.chainId;
  if (chainId === undefined || chainId === null) return undefined;
  if (typeof chainId === 'number' || typeof chainId === 'bigint') return Number(chainId);
  if (typeof chainId === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(chainId)) return Number(BigInt(chainId));
  throw invalidParamsError(`typed data domain.chainId is not a number: ${describe(chainId)}`);
}
