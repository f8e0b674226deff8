/**
 * EIP-712 typed data as nested rows in the order its types declare (structs and arrays nest), the
 * domain as rows, and warnings for token permits and a domain on another chain.
 */
import type { FrameNetwork } from '@walletport/core/embedded-protocol';
import { maxUint256 } from 'viem';
import type { ParsedTypedData } from './params.js';

export interface TypedDataRow {
  label: string;
  /** A leaf's value as text; absent on a struct or array, whose members are in `rows`. */
  value?: string;
  rows?: TypedDataRow[];
}

interface Field {
  name: string;
  type: string;
}

const MAX_DEPTH = 8;
const MAX_ROWS = 500;
const PERMIT_TYPES = new Set([
  'Permit',
  'PermitSingle',
  'PermitBatch',
  'PermitTransferFrom',
  'PermitBatchTransferFrom',
  'PermitWitnessTransferFrom',
]);
const DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const;

export function describeTypedData(
  typedData: ParsedTypedData,
  network: FrameNetwork | undefined,
): {
  summary: { primaryType: string; domain: { label: string; value: string }[]; message: TypedDataRow[] };
  warnings: string[];
} {
  const types = typedData.types as Record<string, readonly Field[]>;
  const domain = (typedData.domain ?? {}) as Record<string, unknown>;
  const budget = { rows: MAX_ROWS };
  const message = structRows(
    typedData.primaryType,
    typedData.message as Record<string, unknown>,
    types,
    0,
    budget,
  );
  const warnings: string[] = [];
  if (
    domain.chainId !== undefined &&
    network !== undefined &&
    BigInt(domain.chainId as bigint) !== BigInt(network.chainId)
  ) {
    warnings.push(`The signature is for chain ${String(domain.chainId)}, not ${network.name}`);
  }
  if (PERMIT_TYPES.has(typedData.primaryType)) {
    const spender = findValue(typedData.message as Record<string, unknown>, 'spender');
    warnings.push(
      `This signature is a token permit: ${typeof spender === 'string' ? spender : 'the spender'} can move your tokens without another approval`,
    );
    if (hasUnlimitedAmount(typedData.message)) warnings.push('The permit is for an unlimited amount');
  }
  if (budget.rows <= 0) warnings.push('The message is too large to show in full');
  return {
    summary: {
      primaryType: typedData.primaryType,
      domain: DOMAIN_FIELDS.filter((field) => domain[field] !== undefined).map((field) => ({
        label: field,
        value: leafText(domain[field]),
      })),
      message,
    },
    warnings,
  };
}

function structRows(
  typeName: string,
  value: Record<string, unknown>,
  types: Record<string, readonly Field[]>,
  depth: number,
  budget: { rows: number },
): TypedDataRow[] {
  const rows: TypedDataRow[] = [];
  for (const field of types[typeName] ?? []) {
    if (budget.rows <= 0) break;
    budget.rows -= 1;
    rows.push(fieldRow(field.name, field.type, value[field.name], types, depth, budget));
  }
  return rows;
}

function fieldRow(
  label: string,
  type: string,
  value: unknown,
  types: Record<string, readonly Field[]>,
  depth: number,
  budget: { rows: number },
): TypedDataRow {
  if (depth >= MAX_DEPTH) return { label, value: '…' };
  const array = /^(.*)\[(\d*)\]$/.exec(type);
  if (array !== null && Array.isArray(value)) {
    const itemType = array[1] as string;
    const rows: TypedDataRow[] = [];
    for (const [index, item] of value.entries()) {
      if (budget.rows <= 0) break;
      budget.rows -= 1;
      rows.push(fieldRow(`[${index}]`, itemType, item, types, depth + 1, budget));
    }
    return { label, rows };
  }
  if (types[type] !== undefined && typeof value === 'object' && value !== null) {
    return { label, rows: structRows(type, value as Record<string, unknown>, types, depth + 1, budget) };
  }
  return { label, value: leafText(value) };
}

function leafText(value: unknown): string {
  const text =
    typeof value === 'string' ? value : typeof value === 'bigint' ? value.toString() : JSON.stringify(value);
  return (text ?? String(value)).slice(0, 500);
}

function findValue(message: Record<string, unknown>, key: string): unknown {
  if (key in message) return message[key];
  for (const nested of Object.values(message)) {
    if (typeof nested === 'object' && nested !== null && !Array.isArray(nested) && key in nested) {
      return (nested as Record<string, unknown>)[key];
    }
  }
  return undefined;
}

/** Permit amounts at or near 2^256 - 1 (or 2^160 - 1 for Permit2's uint160) mean "no limit". */
function hasUnlimitedAmount(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false;
  for (const [key, member] of Object.entries(value)) {
    if ((key === 'value' || key === 'amount') && isHugeAmount(member)) return true;
    if (hasUnlimitedAmount(member, depth + 1)) return true;
  }
  return false;
}

function isHugeAmount(value: unknown): boolean {
  try {
    const amount = BigInt(value as string | number | bigint);
    return amount >= maxUint256 / 2n || amount === 2n ** 160n - 1n;
  } catch {
    return false;
  }
}
