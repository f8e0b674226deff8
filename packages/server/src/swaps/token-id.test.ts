import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { formatSwapTokenId, NATIVE_TOKEN_ADDRESS, parseAccount, parseSwapTokenId } from './token-id.js';

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const);
const chainId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

describe('swap token ids', () => {
  it('parse what they format, in any letter case', () => {
    fc.assert(
      fc.property(chainId, hexAddress, fc.boolean(), (id, address, upper) => {
        const written = `eip155:${id}:${upper ? `0x${address.slice(2).toUpperCase()}` : address}`;
        const parsed = parseSwapTokenId(written);
        expect(parsed?.chainId).toBe(id);
        expect(parsed && formatSwapTokenId(parsed.chainId, parsed.address)).toBe(
          address === NATIVE_TOKEN_ADDRESS ? written.toLowerCase() : `eip155:${id}:${getAddress(address)}`,
        );
      }),
    );
  });

  it('know the native placeholder', () => {
    expect(parseSwapTokenId(`eip155:1:${NATIVE_TOKEN_ADDRESS.toUpperCase().replace('0X', '0x')}`)).toEqual({
      chainId: 1,
      address: NATIVE_TOKEN_ADDRESS,
      native: true,
    });
  });

  it('refuse anything else', () => {
    for (const bad of [
      '',
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      'eip155:31337',
      'eip155:0:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      'eip155:01:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      'eip155:1:0xe7f1725e7734ce288f8367e1bb143e90bb3f051',
      'eip155:1:e7f1725e7734ce288f8367e1bb143e90bb3f0512',
      'eip155:1:0xE7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
      'eip155:1:0xe7f1725e7734ce288f8367e1bb143e90bb3f0512:x',
    ]) {
      expect(parseSwapTokenId(bad), bad).toBeUndefined();
    }
  });

  it('refuse arbitrary text unless it is exactly eip155:<id>:0x<40 hex>', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const parsed = parseSwapTokenId(text);
        if (parsed !== undefined) expect(text).toMatch(/^eip155:[1-9]\d*:0x[0-9a-fA-F]{40}$/);
      }),
    );
  });
});

describe('user accounts', () => {
  it('take CAIP-10 or a plain address, and refuse a broken checksum', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(parseAccount(address)).toEqual({ address, chainId: undefined });
    expect(parseAccount(`eip155:31337:${address.toLowerCase()}`)).toEqual({ address, chainId: 31337 });
    expect(parseAccount(address.replace('f39F', 'f39f'))).toBeUndefined();
    expect(parseAccount('vitalik.eth')).toBeUndefined();
  });
});
