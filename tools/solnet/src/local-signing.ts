/**
 * Transactions the chain signs itself (the seed at start, requestAirdrop): built with @solana/kit and the
 * program clients, signed with the deterministic keys, and then sent through the same path as a client's
 * transaction, so the seed state is what real transactions produce.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit';
import { type SolanaKeypair, signWithKeypair } from './keys.js';
import { parseWireTransaction, type WireTransaction } from './wire.js';

/** A keypair from a fixed label: for the chain's own accounts (faucet, identity), never for people. */
export function keypairFromLabel(label: string): SolanaKeypair {
  const secretKey = sha256(new TextEncoder().encode(label));
  const publicKey = ed25519.getPublicKey(secretKey);
  return { secretKey, publicKey, address: base58.encode(publicKey) };
}

/** The account requestAirdrop pays from (funded at start). */
export const FAUCET_KEYPAIR = keypairFromLabel('walletport-solnet-faucet');
/** The validator identity getIdentity names. */
export const IDENTITY_KEYPAIR = keypairFromLabel('walletport-solnet-identity');

/** A signer for the instruction builders: it only names the account; signing happens in `signTransaction`. */
export function signerOf(keypair: SolanaKeypair) {
  return createNoopSigner(address(keypair.address));
}

/**
 * Builds, signs and parses a legacy transaction. `signers` must hold every account the instructions mark
 * as a signer; the fee payer signs first.
 */
export function signTransaction(options: {
  feePayer: SolanaKeypair;
  signers?: readonly SolanaKeypair[];
  instructions: readonly Instruction[];
  blockhash: string;
  lastValidBlockHeight: bigint;
}): WireTransaction {
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (draft) => setTransactionMessageFeePayer(address(options.feePayer.address), draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: options.blockhash as Blockhash, lastValidBlockHeight: options.lastValidBlockHeight },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(options.instructions, draft),
  );
  const compiled = compileTransaction(message);
  const keypairs = new Map(
    [options.feePayer, ...(options.signers ?? [])].map((pair) => [pair.address, pair]),
  );
  const signatures: Record<string, Uint8Array> = {};
  for (const signer of Object.keys(compiled.signatures)) {
    const keypair = keypairs.get(signer);
    if (!keypair) throw new Error(`No key to sign for ${signer}`);
    signatures[signer] = signWithKeypair(keypair, new Uint8Array(compiled.messageBytes));
  }
  const bytes = getTransactionEncoder().encode({ ...compiled, signatures } as typeof compiled);
  return parseWireTransaction(new Uint8Array(bytes));
}
