/**
 * The local Solana chain's deterministic keys. Test account i is derived from the public test mnemonic at
 * `m/44'/501'/i'/0'` (SLIP-0010 ed25519, the path Solana wallets use), so the dev wallet, the tests and the
 * chain agree on them without sharing any state. Pure (no runtime import): safe to bundle into a browser.
 *
 * FOR LOCAL DEVELOPMENT ONLY: anyone can derive these keys.
 */
import { ed25519 } from '@noble/curves/ed25519';
import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import { mnemonicToSeedSync } from '@scure/bip39';

export const SOLNET_MNEMONIC = 'test test test test test test test test test test test junk';
/** How many funded test accounts the chain seeds. */
export const SOLNET_ACCOUNT_COUNT = 10;
/** The derivation index of the demo token's mint keypair (outside the test accounts' range). */
const MINT_ACCOUNT_INDEX = 1000;

export const SOLNET_TOKEN = Object.freeze({ symbol: 'WPUSD', name: 'Walletport USD', decimals: 6 });

/**
 * The local chain's genesis hash: base58 of sha256("walletport-solnet-genesis"), fixed so the chain's CAIP-2
 * id never changes between starts (wallets and apps key their state by it). Here rather than next to the
 * server so browser code can name the network without bundling the runtime.
 */
export const SOLNET_GENESIS_HASH = 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP2NrKvqP5BtQX';
/** CAIP-2 references of Solana networks are the genesis hash's first 32 characters. */
export const SOLNET_NETWORK_REFERENCE = 'AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP';
export const SOLNET_CAIP_NETWORK_ID = 'solana:AMFM6DpP3NqsHURXMy6B5WQp7P4wkGsP';
export const SOLNET_NETWORK_NAME = 'Solana Local';

export interface SolanaKeypair {
  /** The 32-byte ed25519 private key (RFC 8032 seed). */
  secretKey: Uint8Array;
  publicKey: Uint8Array;
  /** The public key in base58: the account's address. */
  address: string;
}

const HARDENED = 0x8000_0000;
const MASTER_SALT = new TextEncoder().encode('ed25519 seed');

let cachedSeed: Uint8Array | undefined;
const keypairCache = new Map<number, SolanaKeypair>();

function seed(): Uint8Array {
  cachedSeed ??= mnemonicToSeedSync(SOLNET_MNEMONIC);
  return cachedSeed;
}

/** SLIP-0010 for ed25519 along `m/44'/501'/index'/0'`: every step hardened (ed25519 has no other kind). */
function deriveAtIndex(index: number): SolanaKeypair {
  let digest = hmac(sha512, MASTER_SALT, seed());
  for (const step of [44, 501, index, 0]) {
    const data = new Uint8Array(37);
    data.set(digest.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, step + HARDENED, false);
    digest = hmac(sha512, digest.subarray(32, 64), data);
  }
  const secretKey = digest.slice(0, 32);
  const publicKey = ed25519.getPublicKey(secretKey);
  return { secretKey, publicKey, address: base58.encode(publicKey) };
}

function keypairAt(index: number): SolanaKeypair {
  let keypair = keypairCache.get(index);
  if (keypair === undefined) {
    keypair = deriveAtIndex(index);
    keypairCache.set(index, keypair);
  }
  return keypair;
}

/** Test account `index` (0 to 9), funded by the local chain at every start. */
export function solanaTestKeypair(index: number): SolanaKeypair {
  if (!Number.isInteger(index) || index < 0 || index >= SOLNET_ACCOUNT_COUNT) {
    throw new RangeError(`Solana test account index must be 0 to ${SOLNET_ACCOUNT_COUNT - 1}, got ${index}`);
  }
  return keypairAt(index);
}

/** The keypair of the demo token's mint account (its address is the token's mint address). */
export function solnetMintKeypair(): SolanaKeypair {
  return keypairAt(MINT_ACCOUNT_INDEX);
}

/** The test accounts' addresses, account 0 first. */
export function solnetAccounts(): readonly string[] {
  return Array.from({ length: SOLNET_ACCOUNT_COUNT }, (_, index) => solanaTestKeypair(index).address);
}

/** Signs `message` with an account's key: a 64-byte Ed25519 signature. */
export function signWithKeypair(keypair: SolanaKeypair, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, keypair.secretKey);
}
