// The pure parts: the wire parser, token amounts, JSON with u64s, the error tables, the constants.
import { sha256 } from '@noble/hashes/sha2';
import { base58 } from '@scure/base';
import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeForMessage } from '../src/fees.js';
import { stringifyJson } from '../src/json.js';
import {
  SOLNET_CAIP_NETWORK_ID,
  SOLNET_GENESIS_HASH,
  SOLNET_NETWORK_REFERENCE,
  solanaTestKeypair,
} from '../src/keys.js';
import { uiTokenAmount } from '../src/token-accounts.js';
import {
  describeTransactionError,
  FIELDLESS_INSTRUCTION_ERRORS,
  FIELDLESS_TRANSACTION_ERRORS,
  landsOnChain,
  transactionErrorJson,
} from '../src/transaction-errors.js';
import { MAX_TRANSACTION_BYTES, parseWireTransaction, WireError } from '../src/wire.js';

function transferBytes(lamports: bigint, extraInstructions = 0): Uint8Array {
  const from = createNoopSigner(address(solanaTestKeypair(0).address));
  const to = address(solanaTestKeypair(1).address);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from.address, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: base58.encode(new Uint8Array(32).fill(7)) as Blockhash, lastValidBlockHeight: 1n },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstructions(
        Array.from({ length: 1 + extraInstructions }, () =>
          getTransferSolInstruction({ source: from, destination: to, amount: lamports }),
        ),
        draft,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('the network constants', () => {
  it('derive the genesis hash and the CAIP-2 id as documented', () => {
    expect(base58.encode(sha256(new TextEncoder().encode('walletport-solnet-genesis')))).toBe(
      SOLNET_GENESIS_HASH,
    );
    expect(SOLNET_NETWORK_REFERENCE).toBe(SOLNET_GENESIS_HASH.slice(0, 32));
    expect(SOLNET_CAIP_NETWORK_ID).toBe(`solana:${SOLNET_GENESIS_HASH.slice(0, 32)}`);
  });
});

describe('parseWireTransaction', () => {
  it('reads what @solana/kit serializes', () => {
    const bytes = transferBytes(42n);
    const parsed = parseWireTransaction(bytes);
    expect(parsed.message.version).toBe(0);
    expect(parsed.message.accountKeys[0]).toBe(solanaTestKeypair(0).address);
    expect(parsed.message.recentBlockhash).toBe(base58.encode(new Uint8Array(32).fill(7)));
    expect(parsed.signatures).toHaveLength(1);
    expect(parsed.message.instructions).toHaveLength(1);
    expect(bytes.subarray(parsed.blockhashOffset, parsed.blockhashOffset + 32)).toEqual(
      new Uint8Array(32).fill(7),
    );
    expect(feeForMessage(parsed.message)).toBe(5000n);
  });

  it('refuses trailing bytes, truncation and oversize input', () => {
    const bytes = transferBytes(1n);
    expect(() => parseWireTransaction(new Uint8Array([...bytes, 0]))).toThrow(WireError);
    expect(() => parseWireTransaction(bytes.subarray(0, bytes.length - 1))).toThrow(WireError);
    expect(() => parseWireTransaction(new Uint8Array(MAX_TRANSACTION_BYTES + 1))).toThrow(/too large/);
  });

  it('refuses messages that fail the sanitize rules (a program index pointing past the keys)', () => {
    const bytes = transferBytes(1n);
    const parsed = parseWireTransaction(bytes);
    // From the end: lookup count (1), data (12), its length (1), accounts (2), their count (1), program index.
    const programIndexAt = bytes.length - 1 - 12 - 1 - 2 - 1 - 1;
    expect(bytes[programIndexAt]).toBe(parsed.message.instructions[0]?.programIdIndex);
    const broken = bytes.slice();
    broken[programIndexAt] = 200;
    expect(() => parseWireTransaction(broken)).toThrow(/sanitize/);
  });

  it('throws only WireError, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1400 }), (bytes) => {
        try {
          parseWireTransaction(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(WireError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('throws only WireError for mutations of a valid transaction', () => {
    const bytes = transferBytes(5n, 2);
    fc.assert(
      fc.property(fc.nat(bytes.length - 1), fc.integer({ min: 0, max: 255 }), (index, value) => {
        const mutated = bytes.slice();
        mutated[index] = value;
        try {
          parseWireTransaction(mutated);
        } catch (error) {
          expect(error).toBeInstanceOf(WireError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('uiTokenAmount', () => {
  it('writes exact digits and the decimal value without trailing zeros', () => {
    expect(uiTokenAmount(10_000_000_000n, 6)).toEqual({
      amount: '10000000000',
      decimals: 6,
      uiAmount: 10_000,
      uiAmountString: '10000',
    });
    expect(uiTokenAmount(1_500_000n, 6).uiAmountString).toBe('1.5');
    expect(uiTokenAmount(1n, 6).uiAmountString).toBe('0.000001');
    expect(uiTokenAmount(0n, 6)).toMatchObject({ uiAmount: 0, uiAmountString: '0' });
    expect(uiTokenAmount(7n, 0).uiAmountString).toBe('7');
  });

  it('agrees with decimal arithmetic for any u64 amount and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.integer({ min: 0, max: 18 }),
        (amount, decimals) => {
          const { uiAmountString, amount: digits } = uiTokenAmount(amount, decimals);
          expect(digits).toBe(amount.toString());
          const [whole = '', fraction = ''] = uiAmountString.split('.');
          expect(fraction.endsWith('0')).toBe(false);
          expect(
            BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0'),
          ).toBe(amount);
        },
      ),
    );
  });
});

describe('stringifyJson', () => {
  it('writes bigints as exact JSON numbers', () => {
    expect(stringifyJson({ a: 18_446_744_073_709_551_615n, b: [1n, 'x'], c: undefined })).toBe(
      '{"a":18446744073709551615,"b":[1,"x"]}',
    );
  });

  it('equals JSON.stringify for bigint-free JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stringifyJson(value)).toBe(JSON.stringify(value));
      }),
    );
  });
});

describe('transaction errors', () => {
  it('map litesvm values by the runtime enum order (the chain test checks them against real failures)', () => {
    expect(transactionErrorJson(2 as never)).toBe('AccountNotFound');
    expect(transactionErrorJson(7 as never)).toBe('BlockhashNotFound');
    expect(transactionErrorJson(11 as never)).toBe('SignatureFailure');
    expect(FIELDLESS_TRANSACTION_ERRORS).toHaveLength(35);
    expect(FIELDLESS_INSTRUCTION_ERRORS).toHaveLength(53);
  });

  it('are described like a validator, and only execution errors land', () => {
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found');
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    );
    expect(landsOnChain('BlockhashNotFound')).toBe(false);
    expect(landsOnChain({ InstructionError: [1, 'InvalidArgument'] })).toBe(true);
  });
});
