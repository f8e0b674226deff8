import { describe, expect, it } from 'vitest';
import * as validation from './index.js';

describe('validation barrel', () => {
  it('exposes the public validators', () => {
    const expected = [
      'isEthereumAddress',
      'toChecksumAddress',
      'createAddressValidator',
      'ADDRESS_VALIDATION_CACHE_SIZE',
      'isEip155CaipAddressPart',
      'isSolanaAddress',
      'isAddressForNamespace',
      'isTransactionHash',
      'isSignedMessage',
      'isEmail',
      'validateNameRegistration',
      'isValidName',
      'stripNameSuffix',
      'LEGACY_NAME_SUFFIXES',
      'chainIdToCoinType',
      'coinTypeToChainId',
      'assertFeeFields',
      'assertFeeMultiplier',
      'DEFAULT_FEE_MULTIPLIER',
      'FeeConflictError',
      'isDecimalString',
      'assertDecimalString',
      'decodeBase64',
      'encodeBase64',
    ];
    for (const name of expected) expect(validation, name).toHaveProperty(name);
  });
});
