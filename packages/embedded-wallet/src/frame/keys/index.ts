export {
  type DerivedKeys,
  deriveEvmPrivateKey,
  deriveKeys,
  EVM_DERIVATION_PATH,
  SOLANA_DERIVATION_PATH,
} from './derive.js';
export {
  InvalidDerivationPathError,
  InvalidRecoveryBoxError,
  InvalidShareError,
  KeySchemeError,
  MIN_PASSPHRASE_LENGTH,
  PassphraseTooShortError,
  WrongPassphraseError,
} from './errors.js';
export {
  assertPassphrase,
  openRecoveryBox,
  parseRecoveryBox,
  RECOVERY_SCRYPT_PARAMS,
  type RecoveryBox,
  type ScryptParams,
  sealRecoveryShare,
} from './recovery-box.js';
export { createSeed, SEED_BYTES, wipe } from './seed.js';
export {
  combineShares,
  decodeShare,
  encodeShare,
  SHARE_BYTES,
  type SeedShares,
  splitSeed,
} from './shares.js';
export { HARDENED_OFFSET, parseHardenedPath, type Slip10Node, slip10Ed25519DerivePath } from './slip10.js';
