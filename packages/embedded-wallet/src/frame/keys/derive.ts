/**
 * The accounts the seed stands for: the first BIP-44 Ethereum account (BIP-32 over secp256k1) and the
 * first Solana account as Phantom and Solflare derive it (SLIP-0010 ed25519), so the same seed gives the
 * same addresses in any wallet that imports it with these paths.
 */
import { HDKey } from '@scure/bip32';
import { base58 } from '@scure/base';
import { type Address, bytesToHex, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { InvalidShareError } from './errors.js';
import { SEED_BYTES } from './seed.js';
import { slip10Ed25519DerivePath } from './slip10.js';

export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0";
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'";

export interface DerivedKeys {
  evm: { address: Address; privateKey: Hex };
  solana: { address: string; publicKey: Uint8Array; privateKey: Uint8Array };
}

/** The EVM private key at `path` of a BIP-32 master seed (16–64 bytes; ours is 32). */
export function deriveEvmPrivateKey(seed: Uint8Array, path: string = EVM_DERIVATION_PATH): Hex {
  const node = HDKey.fromMasterSeed(seed).derive(path);
  if (node.privateKey === null) throw new InvalidShareError('the seed gave no private key');
  const privateKey = bytesToHex(node.privateKey);
  node.wipePrivateData();
  return privateKey;
}

export function deriveKeys(seed: Uint8Array): DerivedKeys {
  if (seed.length !== SEED_BYTES) throw new InvalidShareError(`the seed must be ${SEED_BYTES} bytes`);
  const evmPrivateKey = deriveEvmPrivateKey(seed);
  const solana = slip10Ed25519DerivePath(seed, SOLANA_DERIVATION_PATH);
  return {
    evm: { address: privateKeyToAccount(evmPrivateKey).address, privateKey: evmPrivateKey },
    solana: {
      address: base58.encode(solana.publicKey),
      publicKey: solana.publicKey,
      privateKey: solana.privateKey,
    },
  };
}
