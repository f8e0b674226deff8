import { ed25519 } from '@noble/curves/ed25519';
import { getTransactionDecoder } from '@solana/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarizeTransaction } from '../../src/solana/describe-transaction.js';
import {
  decodeWireTransaction,
  maxTransactionBytes,
  signDecodedTransaction,
} from '../../src/solana/wire-transaction.js';
import { ProviderRpcError } from '../../src/wallet/errors.js';
import { account0, account1, systemTransfer, tokenTransferChecked, wireTransaction } from './support.js';

const sign = (message: Uint8Array) => ed25519.sign(message, account0.secretKey);

describe('decodeWireTransaction', () => {
  it('decodes legacy and v0 transactions', () => {
    for (const version of ['legacy', 0] as const) {
      const decoded = decodeWireTransaction(
        wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 1n)], version),
      );
      expect(decoded.message.version).toBe(version);
      expect(Object.keys(decoded.transaction.signatures)).toEqual([account0.address]);
    }
  });

  it('refuses non-bytes, empty, oversized and trailing bytes with -32602', () => {
    const wire = wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 1n)]);
    const withTrailing = new Uint8Array([...wire, 0]);
    for (const bad of [
      'AQID',
      [1, 2],
      new Uint8Array(),
      new Uint8Array(maxTransactionBytes + 1),
      withTrailing,
    ]) {
      expect(() => decodeWireTransaction(bad)).toThrowError(ProviderRpcError);
      try {
        decodeWireTransaction(bad);
      } catch (error) {
        expect((error as ProviderRpcError).code).toBe(-32602);
      }
    }
  });

  it('property: any bytes either decode to a consistent transaction or fail with -32602, never otherwise', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 1400 }), (bytes) => {
        try {
          const decoded = decodeWireTransaction(bytes);
          expect(Object.keys(decoded.transaction.signatures)).toHaveLength(
            decoded.message.header.numSignerAccounts,
          );
        } catch (error) {
          expect(error).toBeInstanceOf(ProviderRpcError);
          expect((error as ProviderRpcError).code).toBe(-32602);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('property: a corrupted byte of a valid transaction never escapes as another error', () => {
    const wire = wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 5n)]);
    fc.assert(
      fc.property(fc.nat({ max: wire.length - 1 }), fc.integer({ min: 0, max: 255 }), (index, value) => {
        const copy = wire.slice();
        copy[index] = value;
        try {
          decodeWireTransaction(copy);
        } catch (error) {
          expect((error as ProviderRpcError).code).toBe(-32602);
        }
      }),
    );
  });
});

describe('signDecodedTransaction', () => {
  it("fills the wallet's slot; the signed wire decodes and verifies against the account's public key", () => {
    const wire = wireTransaction(account0.address, [systemTransfer(account0.address, account1.address, 42n)]);
    const decoded = decodeWireTransaction(wire);
    const { wire: signed, signature } = signDecodedTransaction(decoded, account0.address, sign);
    const reread = getTransactionDecoder().decode(signed);
    const stored = reread.signatures[account0.address as keyof typeof reread.signatures];
    expect(stored && new Uint8Array(stored)).toEqual(signature);
    expect(ed25519.verify(signature, new Uint8Array(reread.messageBytes), account0.publicKey)).toBe(true);
    expect(new Uint8Array(reread.messageBytes)).toEqual(new Uint8Array(decoded.transaction.messageBytes));
    expect(signed.length).toBe(wire.length);
  });

  it('refuses a transaction without a slot for the wallet', () => {
    const wire = wireTransaction(account1.address, [systemTransfer(account1.address, account0.address, 1n)]);
    expect(() => signDecodedTransaction(decodeWireTransaction(wire), account0.address, sign)).toThrow(
      /no signature slot/,
    );
  });
});

describe('summarizeTransaction', () => {
  it('reads a system transfer as "Send 0.5 SOL to Aqyn…UFxD"', () => {
    const wire = wireTransaction(account0.address, [
      systemTransfer(account0.address, account1.address, 500_000_000n),
    ]);
    const summary = summarizeTransaction(decodeWireTransaction(wire));
    expect(summary.actions).toEqual(['Send 0.5 SOL to Aqyn…UFxD']);
    expect(summary.feePayer).toBe(account0.address);
    expect(summary.instructionCount).toBe(1);
  });

  it('reads transferChecked of the demo mint as WPUSD, and of another mint by its address', () => {
    const mint = '6XB1Ki4QQQqtGDDkfgfqYkLMGSpQy14SizdhkAa3ZqYZ';
    const other = account1.address;
    const wire = wireTransaction(account0.address, [
      tokenTransferChecked(account1.address, mint, other, account0.address, 12_500_000n, 6),
    ]);
    expect(summarizeTransaction(decodeWireTransaction(wire)).actions).toEqual([
      'Send 12.5 WPUSD to token account Aqyn…UFxD',
    ]);
    const unknownMint = solanaAddressOf(7);
    const wire2 = wireTransaction(account0.address, [
      tokenTransferChecked(account1.address, unknownMint, other, account0.address, 3n, 0),
    ]);
    expect(summarizeTransaction(decodeWireTransaction(wire2)).actions[0]).toMatch(
      /^Send 3 of token \S+…\S+ to/,
    );
  });

  it('lists the programs of instructions it cannot read', () => {
    const wire = wireTransaction(account0.address, [
      {
        programAddress: account1.address as never,
        accounts: [{ address: account0.address as never, role: 3 }],
        data: new Uint8Array([9, 9]),
      },
    ]);
    const summary = summarizeTransaction(decodeWireTransaction(wire));
    expect(summary.actions).toEqual([]);
    expect(summary.programs).toEqual([account1.address]);
  });
});

function solanaAddressOf(index: number): string {
  // Another test account: any valid address that is not the demo mint.
  return index === 7 ? '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' : account0.address;
}
