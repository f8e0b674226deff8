/**
 * The state every start begins with: 1,000 SOL on each test account, the WPUSD mint (6 decimals, mint
 * authority test account 0, at the mint keypair's address) and each test account's associated token
 * account holding 10,000 WPUSD. Everything after the faucet's own funding is a real signed transaction
 * (system, token and associated-token programs); the faucet pays fees and rent, so the test accounts hold
 * round amounts.
 */
import { address, type Instruction, lamports } from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import type { Chain } from './chain.js';
import { SolnetError } from './errors.js';
import {
  SOLNET_TOKEN,
  type SolanaKeypair,
  solanaTestKeypair,
  solnetMintKeypair,
  SOLNET_ACCOUNT_COUNT,
} from './keys.js';
import { FAUCET_KEYPAIR, signerOf, signTransaction } from './local-signing.js';

export const LAMPORTS_PER_SOL = 1_000_000_000n;
export const SEED_SOL_PER_ACCOUNT = 1_000n;
export const SEED_TOKENS_PER_ACCOUNT = 10_000n;
/** What the faucet starts with: enough for any number of local airdrops. */
const FAUCET_LAMPORTS = 500_000_000n * LAMPORTS_PER_SOL;
const MINT_SIZE = 82n;
/** Accounts per token transaction: keeps each under the 1,232-byte transaction limit with room to spare. */
const ACCOUNTS_PER_TOKEN_TRANSACTION = 5;

type SvmAirdrop = Parameters<Chain['svm']['airdrop']>;

function send(chain: Chain, step: string, instructions: Instruction[], signers: SolanaKeypair[] = []): void {
  const transaction = signTransaction({
    feePayer: FAUCET_KEYPAIR,
    signers,
    instructions,
    ...chain.latestBlockhash(),
  });
  const { execution } = chain.process(transaction);
  if (execution.err !== null) {
    throw new SolnetError(`Seeding the chain failed (${step})`, {
      code: 'SEED_FAILED',
      details: `${JSON.stringify(execution.err)}\n${execution.logs.join('\n')}`,
    });
  }
}

/** The address of an owner's WPUSD account. */
export async function associatedTokenAddress(owner: string, mint: string): Promise<string> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  return ata;
}

export async function seedChain(chain: Chain): Promise<void> {
  // The only step outside the programs: litesvm's own airdrop (itself a system transfer) funds the faucet.
  chain.svm.withLamports(2n * FAUCET_LAMPORTS);
  const funded = chain.svm.airdrop(FAUCET_KEYPAIR.address as SvmAirdrop[0], FAUCET_LAMPORTS as SvmAirdrop[1]);
  if (!funded || 'err' in funded) {
    throw new SolnetError('Seeding the chain failed (faucet)', { code: 'SEED_FAILED' });
  }
  const faucet = signerOf(FAUCET_KEYPAIR);
  const owners = Array.from({ length: SOLNET_ACCOUNT_COUNT }, (_, index) => solanaTestKeypair(index));
  send(
    chain,
    'SOL',
    owners.map((owner) =>
      getTransferSolInstruction({
        source: faucet,
        destination: address(owner.address),
        amount: lamports(SEED_SOL_PER_ACCOUNT * LAMPORTS_PER_SOL),
      }),
    ),
  );

  const mintKeypair = solnetMintKeypair();
  const mint = address(mintKeypair.address);
  const authority = solanaTestKeypair(0);
  send(
    chain,
    'mint',
    [
      getCreateAccountInstruction({
        payer: faucet,
        newAccount: signerOf(mintKeypair),
        lamports: lamports(chain.minimumBalanceForRentExemption(MINT_SIZE)),
        space: MINT_SIZE,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint,
        decimals: SOLNET_TOKEN.decimals,
        mintAuthority: address(authority.address),
        freezeAuthority: null,
      }),
    ],
    [mintKeypair],
  );

  const amount = SEED_TOKENS_PER_ACCOUNT * 10n ** BigInt(SOLNET_TOKEN.decimals);
  for (let start = 0; start < owners.length; start += ACCOUNTS_PER_TOKEN_TRANSACTION) {
    const instructions: Instruction[] = [];
    for (const owner of owners.slice(start, start + ACCOUNTS_PER_TOKEN_TRANSACTION)) {
      const ata = address(await associatedTokenAddress(owner.address, mint));
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: faucet,
          ata,
          owner: address(owner.address),
          mint,
        }),
        getMintToCheckedInstruction({
          mint,
          token: ata,
          mintAuthority: signerOf(authority),
          amount,
          decimals: SOLNET_TOKEN.decimals,
        }),
      );
    }
    send(chain, 'WPUSD accounts', instructions, [authority]);
  }
}
