import fc from 'fast-check';
import { encodeFunctionData, erc20Abi, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { ERC20_TRANSFER_SELECTOR, encodeErc20Transfer } from './erc20-transfer.js';

describe('encodeErc20Transfer', () => {
  it('matches a known vector: transfer(0x…bEEF, 1e18)', () => {
    expect(encodeErc20Transfer('0x000000000000000000000000000000000000bEEF', 10n ** 18n)).toBe(
      '0xa9059cbb000000000000000000000000000000000000000000000000000000000000beef0000000000000000000000000000000000000000000000000de0b6b3a7640000',
    );
    expect(ERC20_TRANSFER_SELECTOR).toBe('0xa9059cbb');
  });

  it('refuses a malformed address or an amount outside uint256', () => {
    expect(() => encodeErc20Transfer('0x1234', 1n)).toThrow('Invalid address');
    expect(() => encodeErc20Transfer('0x000000000000000000000000000000000000bEEF', -1n)).toThrow(
      'Amount out of range',
    );
    expect(() => encodeErc20Transfer('0x000000000000000000000000000000000000bEEF', 2n ** 256n)).toThrow(
      'Amount out of range',
    );
  });

  it('property: the same bytes as viem’s ABI encoder, for any address and uint256', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        (bytes, amount) => {
          const address = getAddress(`0x${Buffer.from(bytes).toString('hex')}`);
          const expected = encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [address, amount],
          });
          expect(encodeErc20Transfer(address, amount)).toBe(expected);
        },
      ),
    );
  });
});
