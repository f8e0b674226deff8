/**
 * A Solana transaction in words for the approval panel: system transfers and SPL token transfers read as
 * "Send 0.5 SOL to Aqyn…UFxD"; anything else lists the programs it calls. Only the instructions of the
 * message itself are read (no RPC), so accounts from address lookup tables stay unnamed.
 */
import { formatUnits } from 'viem';
import { shortSolanaAddress, solnetDemoToken } from './chains.js';
import { type DecodedTransaction, feePayerOf } from './wire-transaction.js';

export const systemProgram = '11111111111111111111111111111111';
export const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PL1MmYEuBCnLTSdo';
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111';

const knownPrograms: Readonly<Record<string, string>> = {
  [systemProgram]: 'System Program',
  [tokenProgram]: 'Token Program',
  [token2022Program]: 'Token-2022 Program',
  [computeBudgetProgram]: 'Compute Budget',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
};

/** A token the wallet can name: its mint, symbol and decimals. */
export interface KnownToken {
  mint: string;
  symbol: string;
  decimals: number;
}

export interface TransactionSummary {
  /** One line per instruction the wallet understands ("Send 0.5 SOL to Aqyn…UFxD"). */
  actions: string[];
  /** Every program the transaction calls, named when known. */
  programs: string[];
  instructionCount: number;
  feePayer: string;
  /** How many signatures the transaction needs, the wallet's included. */
  signerCount: number;
}

function readU64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined;
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true);
}

function readU32(data: Uint8Array, offset: number): number | undefined {
  if (data.length < offset + 4) return undefined;
  return new DataView(data.buffer, data.byteOffset + offset, 4).getUint32(0, true);
}

export function programLabel(address: string): string {
  const name = knownPrograms[address];
  return name ? `${name} (${shortSolanaAddress(address)})` : address;
}

/** Describes one instruction, or undefined when it is not a transfer the wallet can read. */
function describeInstruction(
  program: string,
  accounts: readonly (string | undefined)[],
  data: Uint8Array,
  tokens: readonly KnownToken[],
): string | undefined {
  const to = (index: number) => {
    const account = accounts[index];
    return account === undefined ? 'an account from a lookup table' : shortSolanaAddress(account);
  };
  if (program === systemProgram && readU32(data, 0) === 2 && data.length === 12) {
    const lamports = readU64(data, 4);
    return lamports === undefined ? undefined : `Send ${formatUnits(lamports, 9)} SOL to ${to(1)}`;
  }
  if (program !== tokenProgram && program !== token2022Program) return undefined;
  if (data[0] === 12 && data.length === 10) {
    const amount = readU64(data, 1);
    const decimals = data[9] ?? 0;
    if (amount === undefined) return undefined;
    const mint = accounts[1];
    const token = tokens.find((known) => known.mint === mint && known.decimals === decimals);
    const what = token
      ? `${formatUnits(amount, decimals)} ${token.symbol}`
      : `${formatUnits(amount, decimals)} of token ${mint === undefined ? '(lookup table)' : shortSolanaAddress(mint)}`;
    return `Send ${what} to token account ${to(2)}`;
  }
  if (data[0] === 3 && data.length === 9) {
    const amount = readU64(data, 1);
    // transfer names no mint, so the amount stays in the token's smallest units.
    return amount === undefined
      ? undefined
      : `Token transfer of ${amount} base units to token account ${to(1)}`;
  }
  return undefined;
}

export function summarizeTransaction(
  decoded: DecodedTransaction,
  tokens: readonly KnownToken[] = [solnetDemoToken],
): TransactionSummary {
  const { staticAccounts, instructions } = decoded.message;
  const actions: string[] = [];
  const programs = new Set<string>();
  for (const instruction of instructions) {
    const program = staticAccounts[instruction.programAddressIndex] ?? '';
    programs.add(program);
    const accounts = (instruction.accountIndices ?? []).map((index) => staticAccounts[index]);
    const data = new Uint8Array(instruction.data ?? []);
    const action = describeInstruction(program, accounts, data, tokens);
    if (action) actions.push(action);
  }
  return {
    actions,
    programs: [...programs].map(programLabel),
    instructionCount: instructions.length,
    feePayer: feePayerOf(decoded),
    signerCount: decoded.message.header.numSignerAccounts,
  };
}
