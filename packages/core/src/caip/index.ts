export {
  buildCaipAddress,
  type CaipAddress,
  isCaipAddress,
  type ParsedCaipAddress,
  parseCaipAddress,
} from './address.js';
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip-errors.js';
export {
  CAIP_ACCOUNT_ADDRESS_RULE,
  CAIP_NAMESPACE_RULE,
  CAIP_REFERENCE_RULE,
  isValidCaipAccountAddress,
  isValidCaipNamespace,
  isValidCaipReference,
} from './caip-syntax.js';
export { CHAIN_NAMESPACES, type ChainNamespace, isKnownNamespace } from './namespaces.js';
export {
  buildCaipNetworkId,
  type CaipNetworkId,
  isCaipNetworkId,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
} from './network-id.js';
