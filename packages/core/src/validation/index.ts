// Validation rules (see docs/core.md "Validation"). Pure functions, plus a validator factory that owns its cache.
export {
  type EthereumAddressOptions,
  isAddressForNamespace,
  isEip155CaipAddressPart,
  isEthereumAddress,
  isSolanaAddress,
} from './address.js';
export {
  ADDRESS_VALIDATION_CACHE_SIZE,
  type AddressValidator,
  type AddressValidatorOptions,
  createAddressValidator,
} from './address-validator.js';
export { type EthereumAddress, toChecksumAddress } from './checksum-address.js';
export { decodeBase64, encodeBase64 } from './base64.js';
export {
  chainIdToCoinType,
  coinTypeToChainId,
  ETHEREUM_MAINNET_COIN_TYPE,
  EVM_COIN_TYPE_FLAG,
} from './coin-type.js';
export { assertDecimalString, isDecimalString } from './decimal.js';
export { isEmail } from './email.js';
export { FeeConflictError } from './fee-errors.js';
export {
  assertFeeFields,
  assertFeeMultiplier,
  DEFAULT_FEE_MULTIPLIER,
  type FeeFields,
  MAX_FEE_PER_GAS,
} from './fees.js';
export { isSignedMessage, isTransactionHash } from './hash.js';
export {
  isValidName,
  LEGACY_NAME_SUFFIXES,
  MIN_NAME_LENGTH,
  type NameRegistrationResult,
  stripNameSuffix,
  validateNameRegistration,
} from './name.js';
