// A real @solana/kit client against a started solnet: what the tests (and bench/solnet.ts) drive it with.
import {
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { solanaTestKeypair } from '../src/keys.js';

export function kitClient(solnet: { rpcUrl: string; wsUrl: string }) {
  return {
    rpc: createSolanaRpc(solnet.rpcUrl),
    rpcSubscriptions: createSolanaRpcSubscriptions(solnet.wsUrl),
  };
}

export function testSigner(index: number): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(solanaTestKeypair(index).secretKey);
}

export type Lifetime = { blockhash: Blockhash; lastValidBlockHeight: bigint };

/** A signed v0 transaction paid by `feePayer`, ready for sendAndConfirm or for raw sending. */
export type SendableTransaction = Parameters<ReturnType<typeof sendAndConfirmTransactionFactory>>[0];

export async function signedTransaction(
  feePayer: KeyPairSigner,
  instructions: readonly Instruction[],
  lifetime: Lifetime,
): Promise<SendableTransaction> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  return (await signTransactionMessageWithSigners(message)) as SendableTransaction;
}

export interface RawAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: { err?: unknown; logs?: string[] } };
  id?: unknown;
}

/** Raw JSON-RPC over fetch, for the answers kit would hide (exact codes, HTTP statuses). */
export async function rawRpc(
  rpcUrl: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; json: RawAnswer | RawAnswer[] | undefined }> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, json: text === '' ? undefined : (JSON.parse(text) as RawAnswer) };
}

/** One call; the answer as a single response object. */
export async function rpcCall(rpcUrl: string, method: string, params?: unknown): Promise<RawAnswer> {
  const { json } = await rawRpc(rpcUrl, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }));
  return json as RawAnswer;
}

export { getBase64EncodedWireTransaction };
// For bench/solnet.ts, whose own imports would resolve to the root's older @solana/kit.
export { address, lamports, sendAndConfirmTransactionFactory } from '@solana/kit';
export { getTransferSolInstruction } from '@solana-program/system';
