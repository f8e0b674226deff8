/**
 * The fee the runtime charges for a message: 5,000 lamports per signature plus the priority fee the
 * compute-budget instructions ask for (price in micro-lamports per compute unit × the unit limit).
 * getFeeForMessage and the `fee` of a transaction's meta both come from here.
 */
import type { WireMessage } from './wire.js';

export const LAMPORTS_PER_SIGNATURE = 5000n;
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_COMPUTE_UNITS = 1_400_000n;
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

function readUint(data: Uint8Array, offset: number, size: number): bigint | undefined {
  if (data.length < offset + size) return undefined;
  let value = 0n;
  for (let index = size - 1; index >= 0; index--)
    value = (value << 8n) | BigInt(data[offset + index] as number);
  return value;
}

export function computeBudgetOf(message: WireMessage): { unitLimit: bigint; unitPrice: bigint } {
  let unitLimit: bigint | undefined;
  let unitPrice = 0n;
  let otherInstructions = 0n;
  for (const instruction of message.instructions) {
    if (message.accountKeys[instruction.programIdIndex] !== COMPUTE_BUDGET_PROGRAM) {
      otherInstructions++;
      continue;
    }
    const { data } = instruction;
    if (data[0] === SET_COMPUTE_UNIT_LIMIT) unitLimit = readUint(data, 1, 4) ?? unitLimit;
    if (data[0] === SET_COMPUTE_UNIT_PRICE) unitPrice = readUint(data, 1, 8) ?? unitPrice;
  }
  const limit = unitLimit ?? otherInstructions * DEFAULT_UNITS_PER_INSTRUCTION;
  return { unitLimit: limit < MAX_COMPUTE_UNITS ? limit : MAX_COMPUTE_UNITS, unitPrice };
}

export function feeForMessage(message: WireMessage): bigint {
  const { unitLimit, unitPrice } = computeBudgetOf(message);
  const priorityFee = (unitPrice * unitLimit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return BigInt(message.header.numRequiredSignatures) * LAMPORTS_PER_SIGNATURE + priorityFee;
}
