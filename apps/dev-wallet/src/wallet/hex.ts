import { type Address, getAddress, type Hex, isAddress, isHex, stringToHex } from 'viem';
import { invalidParamsError } from './errors.js';

const quantityPattern = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/;

/** An EIP-1474 quantity ("0x0", "0x1a", no leading zeros) as a bigint. */
export function parseQuantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !quantityPattern.test(value)) {
    throw invalidParamsError(`${field} must be a hex quantity like "0x1a", got ${describe(value)}`);
  }
  return BigInt(value);
}

/** An EIP-155 chain id as EIP-3326/3085 send it: a hex quantity, positive and a safe integer. */
export function parseChainId(value: unknown, field = 'chainId'): number {
  const id = parseQuantity(value, field);
  if (id <= 0n || id > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw invalidParamsError(`${field} must be a positive safe integer, got ${describe(value)}`);
  }
  return Number(id);
}

export function chainIdToHex(chainId: number): Hex {
  return `0x${chainId.toString(16)}`;
}

/** A 20-byte address in any case, returned checksummed. */
export function parseAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParamsError(`${field} must be an address, got ${describe(value)}`);
  }
  return getAddress(value);
}

/** Hex bytes ("0x" + even number of hex digits). */
export function parseData(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length % 2 !== 0) {
    throw invalidParamsError(`${field} must be hex bytes, got ${describe(value)}`);
  }
  return value as Hex;
}

/**
 * personal_sign's message: hex bytes as most dapps send, or a plain string as some do (MetaMask signs
 * those as UTF-8 too). Either way the wallet signs bytes, so both become hex here.
 */
export function messageToHex(value: unknown): Hex {
  if (typeof value !== 'string') throw invalidParamsError(`message must be a string, got ${describe(value)}`);
  if (isHex(value, { strict: true }) && value.length % 2 === 0) return value as Hex;
  return stringToHex(value);
}

/**
 * The text a person should read for a message, or null when the bytes are not readable UTF-8
 * (then the UI shows hex). Control characters other than tab/newline make it unreadable.
 */
export function decodeMessageText(message: Hex): string | null {
  const hex = message.slice(2);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point.
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? null : text;
}

export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'undefined';
  try {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 80)}…` : json;
  } catch {
    return typeof value;
  }
}
