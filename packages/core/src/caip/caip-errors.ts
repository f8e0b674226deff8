import { WalletportError } from '../errors/base.js';
import { MESSAGES } from '../errors/messages.js';

// The texts live in the error catalogue; the codes are the catalogue keys.

/** Thrown for a CAIP-2 id that does not have exactly two non-empty, well-formed parts. */
export class InvalidCaipNetworkIdError extends WalletportError {
  override name = 'InvalidCaipNetworkIdError';

  constructor(details: string) {
    super(MESSAGES.INVALID_CAIP_NETWORK_ID, {
      code: 'INVALID_CAIP_NETWORK_ID',
      category: 'VALIDATION_ERROR',
      details,
    });
  }
}

/** Thrown for a CAIP-10 account id that does not have exactly three non-empty, well-formed parts. */
export class InvalidCaipAddressError extends WalletportError {
  override name = 'InvalidCaipAddressError';

  constructor(details: string) {
    super(MESSAGES.INVALID_CAIP_ADDRESS, {
      code: 'INVALID_CAIP_ADDRESS',
      category: 'VALIDATION_ERROR',
      details,
    });
  }
}
