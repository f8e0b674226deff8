/**
 * Reads from a Solana network's RPC node (loaded on first use: @solana/kit's RPC client is not needed to
 * list wallets or restore a session). Balances, SPL token accounts, fees for a message, and the wait for a
 * signature to be confirmed.
 */
import {
  address,
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  type Signature,
  type SolanaRpcApi,
  type Rpc,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import { createError, type CaipNetwork, type TransactionReceiptResult } from '@walletport/core/internal';
import { rpcUrlOf } from './chains.js';

export type SolanaRpc = Rpc<SolanaRpcApi>;

/** SPL Token and Token-2022: a token account may belong to either program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

const clients = new Map<string, SolanaRpc>();

/** One client per RPC URL for the page's life (the client keeps no connection open between calls). */
export function rpcFor(network: CaipNetwork): SolanaRpc {
  const url = rpcUrlOf(network);
  let rpc = clients.get(url);
  if (rpc === undefined) {
    rpc = createSolanaRpc(url);
    clients.set(url, rpc);
  }
  return rpc;
}

export async function readLamports(network: CaipNetwork, owner: string): Promise<bigint> {
  const { value } = await rpcFor(network).getBalance(address(owner), { commitment: 'confirmed' }).send();
  return BigInt(value);
}

/** One SPL holding of an account: the mint, its raw amount and decimals. */
export interface SplHolding {
  mint: string;
  amount: bigint;
  decimals: number;
  /** The token program that owns the token account. */
  program: string;
}

interface ParsedTokenAccount {
  account: { data: { parsed?: { info?: Record<string, unknown> } } };
}

function readHolding(item: ParsedTokenAccount, program: string): SplHolding | undefined {
  const info = item.account?.data?.parsed?.info;
  const mint = info?.mint;
  const amount = (info?.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined) ?? {};
  if (typeof mint !== 'string' || typeof amount.amount !== 'string' || !/^\d{1,40}$/.test(amount.amount))
    return undefined;
  const decimals = amount.decimals;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    return undefined;
  return { mint, amount: BigInt(amount.amount), decimals, program };
}

/** The account's SPL token holdings under both token programs, summed per mint, largest mint first. */
export async function readSplHoldings(network: CaipNetwork, owner: string): Promise<SplHolding[]> {
  const rpc = rpcFor(network);
  const answers = await Promise.all(
    [TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map(async (program) => {
      const { value } = await rpc
        .getTokenAccountsByOwner(
          address(owner),
          { programId: address(program) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send();
      return (value as unknown as ParsedTokenAccount[])
        .map((item) => readHolding(item, program))
        .filter((holding): holding is SplHolding => holding !== undefined);
    }),
  );
  const byMint = new Map<string, SplHolding>();
  for (const holding of answers.flat()) {
    const known = byMint.get(holding.mint);
    byMint.set(
      holding.mint,
      known === undefined ? holding : { ...known, amount: known.amount + holding.amount },
    );
  }
  return [...byMint.values()];
}

/** The fee the network charges for a compiled message, in lamports. */
export async function readFeeForMessage(network: CaipNetwork, messageBase64: string): Promise<bigint> {
  const { value } = await rpcFor(network)
    .getFeeForMessage(messageBase64 as TransactionMessageBytesBase64, { commitment: 'confirmed' })
    .send();
  if (value === null)
    throw createError('ERROR_OCCURRED', { details: 'The node could not price the transaction.' });
  return BigInt(value);
}

export async function sendWireTransaction(network: CaipNetwork, wireBase64: string): Promise<string> {
  return rpcFor(network)
    .sendTransaction(wireBase64 as Base64EncodedWireTransaction, {
      encoding: 'base64',
      preflightCommitment: 'confirmed',
    })
    .send();
}

const POLL_MS = 400;

/**
 * Waits until the signature is confirmed (a supermajority voted on its block) and says how it ended.
 * Polls getSignatureStatuses rather than subscribing: one request every 400 ms (a slot) costs less than
 * a WebSocket the page would keep for one answer. Rejects with TRANSACTION_WAIT_TIMEOUT after `timeoutMs`.
 */
export async function waitForSignature(
  network: CaipNetwork,
  signature: string,
  timeoutMs: number,
): Promise<TransactionReceiptResult> {
  const rpc = rpcFor(network);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { value } = await rpc
      .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
      .send();
    const status = value[0];
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) {
      return { status: status.err === null ? 'success' : 'reverted', blockNumber: BigInt(status.slot) };
    }
    if (Date.now() + POLL_MS > deadline) {
      throw createError('TRANSACTION_WAIT_TIMEOUT', { params: { hash: signature } });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The program that owns a mint account (Token or Token-2022); 'Token Balance Unavailable' for anything else. */
export async function readMintProgram(network: CaipNetwork, mint: string): Promise<string> {
  const { value } = await rpcFor(network)
    .getAccountInfo(address(mint), { encoding: 'base64', commitment: 'confirmed' })
    .send();
  const owner = value?.owner;
  if (owner !== TOKEN_PROGRAM && owner !== TOKEN_2022_PROGRAM) {
    throw createError('TOKEN_BALANCE_UNAVAILABLE', { details: `${mint} is not an SPL token mint.` });
  }
  return owner;
}
