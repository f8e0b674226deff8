/**
 * ERC-20 `transfer(address,uint256)` calldata, encoded here rather than with an ABI library: one fixed
 * signature is two 32-byte words after the selector, and core stays free of viem.
 */
import { WalletportError } from '../errors/base.js';
import { isEip155CaipAddressPart } from '../validation/address.js';

/** The first four bytes of keccak256('transfer(address,uint256)'). */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb';

const UINT256_MAX = 2n ** 256n - 1n;

function word(hex: string): string {
  return hex.padStart(64, '0');
}

/** Calldata moving `amount` (smallest unit) of the token to `to`. Throws for a bad address or amount. */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  if (!isEip155CaipAddressPart(to)) {
    throw new WalletportError('Invalid address', {
      code: 'INVALID_ADDRESS',
      details: 'An ERC-20 transfer needs a 20-byte recipient address.',
    });
  }
  if (amount < 0n || amount > UINT256_MAX) {
    throw new WalletportError('Amount out of range', {
      code: 'INVALID_AMOUNT',
      details: 'An ERC-20 amount is a uint256: from 0 to 2^256-1.',
    });
  }
  const address = to.slice(to.length - 40).toLowerCase();
  return `${ERC20_TRANSFER_SELECTOR}${word(address)}${word(amount.toString(16))}`;
}
