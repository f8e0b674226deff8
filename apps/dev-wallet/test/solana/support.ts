/** Builds real wire transactions with @solana/kit for the Solana tests. */
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { solanaTestKeypair } from '@walletport/solnet/keys';

export const account0 = solanaTestKeypair(0);
export const account1 = solanaTestKeypair(1);
export const blockhash = 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP2NrKvqP5BtQX' as Blockhash;

function u64(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

export function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12);
  data.set([2, 0, 0, 0]);
  data.set(u64(lamports), 4);
  return {
    programAddress: address('11111111111111111111111111111111'),
    accounts: [
      { address: address(from), role: 3 },
      { address: address(to), role: 1 },
    ],
    data,
  };
}

export function tokenTransferChecked(
  source: string,
  mint: string,
  destination: string,
  owner: string,
  amount: bigint,
  decimals: number,
): Instruction {
  const data = new Uint8Array(10);
  data[0] = 12;
  data.set(u64(amount), 1);
  data[9] = decimals;
  return {
    programAddress: address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    accounts: [
      { address: address(source), role: 1 },
      { address: address(mint), role: 0 },
      { address: address(destination), role: 1 },
      { address: address(owner), role: 2 },
    ],
    data,
  };
}

/** An unsigned wire transaction paid by `feePayer`. */
export function wireTransaction(
  feePayer: string,
  instructions: Instruction[],
  version: 'legacy' | 0 = 0,
  hash: Blockhash = blockhash,
): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: hash, lastValidBlockHeight: 1000n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

export const approveAll = { origin: 'http://127.0.0.1:5173', approver: async () => true };
export const rejectAll = { origin: 'http://127.0.0.1:5173', approver: async () => false };
