/**
 * Building a transfer the wallet is asked to sign: SOL by the System program, an SPL token by
 * `transferChecked` (which makes the token program check the mint and decimals the visitor reviewed),
 * creating the recipient's associated token account first when it has none. The wallet signs as the fee
 * payer; nothing is signed here.
 */
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token';
import { type CaipNetwork, createError, isSolanaAddress, WalletportError } from '@walletport/core/internal';
import { readMintProgram, rpcFor } from './rpc.js';

export interface TransferRequest {
  from: string;
  to: string;
  /** In the token's smallest unit (lamports for SOL). */
  amount: bigint;
  /** An SPL token by its mint; absent for SOL. */
  token?: { mint: string; decimals: number };
}

export interface BuiltTransaction {
  /** The unsigned wire transaction (signature slots zeroed), for the wallet. */
  wire: Uint8Array;
  /** The compiled message in base64, for getFeeForMessage. */
  messageBase64: string;
}

const U64_MAX = 2n ** 64n - 1n;

function checkedAddress(value: string, what: string): Address {
  if (!isSolanaAddress(value)) {
    throw new WalletportError('Invalid address', {
      code: 'INVALID_ADDRESS',
      details: `${what} is not a Solana address (32 to 44 base58 characters).`,
    });
  }
  return address(value);
}

async function transferInstructions(network: CaipNetwork, request: TransferRequest): Promise<Instruction[]> {
  const owner = createNoopSigner(checkedAddress(request.from, 'The sender'));
  const to = checkedAddress(request.to, 'The recipient');
  if (request.token === undefined) {
    return [getTransferSolInstruction({ source: owner, destination: to, amount: request.amount })];
  }
  const mint = checkedAddress(request.token.mint, 'The token');
  const tokenProgram = address(await readMintProgram(network, mint));
  const [source] = await findAssociatedTokenPda({ owner: owner.address, mint, tokenProgram });
  const [destination] = await findAssociatedTokenPda({ owner: to, mint, tokenProgram });
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata: destination,
      owner: to,
      mint,
      tokenProgram,
    }),
    getTransferCheckedInstruction(
      {
        source,
        mint,
        destination,
        authority: owner,
        amount: request.amount,
        decimals: request.token.decimals,
      },
      { programAddress: tokenProgram },
    ),
  ];
}

/** The transfer as an unsigned transaction on the network's latest blockhash. */
export async function buildTransfer(
  network: CaipNetwork,
  request: TransferRequest,
): Promise<BuiltTransaction> {
  if (request.amount <= 0n || request.amount > U64_MAX) {
    throw createError('INVALID_DECIMAL_NUMBER', { details: 'A Solana amount is a u64 above 0.' });
  }
  const [instructions, { value: blockhash }] = await Promise.all([
    transferInstructions(network, request),
    rpcFor(network).getLatestBlockhash({ commitment: 'confirmed' }).send(),
  ]);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(createNoopSigner(address(request.from)), draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  const transaction = compileTransaction(message);
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(transaction)),
    messageBase64: getBase64Decoder().decode(transaction.messageBytes),
  };
}
