import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { buildCaipAddress, type CaipAddress, isCaipAddress, parseCaipAddress } from './address.js';
import { InvalidCaipAddressError } from './caip-errors.js';

const namespaceArb = fc.stringMatching(/^[-a-z0-9]{3,8}$/);
const referenceArb = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
const accountAddressArb = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/);

const EVM_ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';
const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

function expectInvalidAddress(run: () => unknown, detailsPart?: string): void {
  const error = catchError(run);
  expect(error).toBeInstanceOf(WalletportError);
  expect(error).toBeInstanceOf(InvalidCaipAddressError);
  const walletportError = error as WalletportError;
  expect(walletportError.message).toBe('Invalid CAIP-10 address');
  expect(walletportError.code).toBe('INVALID_CAIP_ADDRESS');
  expect(walletportError.category).toBe('VALIDATION_ERROR');
  if (detailsPart !== undefined) expect(walletportError.details).toContain(detailsPart);
}

describe('parseCaipAddress', () => {
  it('splits a CAIP-10 id into namespace, reference and address', () => {
    expect(parseCaipAddress(`eip155:1:${EVM_ADDRESS}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: EVM_ADDRESS,
    });
    expect(parseCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`)).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: SOLANA_ADDRESS,
    });
  });

  it('parses unknown but well-formed namespaces', () => {
    expect(parseCaipAddress('near:mainnet:alice.near').chainNamespace).toBe('near');
  });

  it.each(['eip155:1', EVM_ADDRESS, `eip155:1:${EVM_ADDRESS}:extra`, ''])(
    'rejects %j (not exactly 3 parts)',
    (value) => {
      expectInvalidAddress(() => parseCaipAddress(value), 'Expected 3 colon-separated parts');
    },
  );

  it.each([
    [`:1:${EVM_ADDRESS}`, 'namespace is empty'],
    [`eip155::${EVM_ADDRESS}`, 'reference is empty'],
    ['eip155:1:', 'account address is empty'],
  ])('rejects the empty part in %j', (value, detailsPart) => {
    expectInvalidAddress(() => parseCaipAddress(value), detailsPart);
  });

  it.each([
    [`EIP155:1:${EVM_ADDRESS}`, 'chain namespace'],
    [`eip155:1.0:${EVM_ADDRESS}`, 'chain reference'],
    ['eip155:1:0xab/cd', 'account address'],
    [`eip155:1:${'a'.repeat(129)}`, 'account address'],
    ['eip155:1:0xabc\n', 'account address'],
  ])('rejects the malformed part in %j', (value, detailsPart) => {
    expectInvalidAddress(() => parseCaipAddress(value), detailsPart);
  });

  it('rejects non-string input with the same error instead of a TypeError', () => {
    expectInvalidAddress(() => parseCaipAddress({} as unknown as string), 'Expected a string');
  });

  it('never throws anything but the documented error, and what it accepts rebuilds to the input', () => {
    const colonHeavy = fc
      .array(fc.oneof(fc.string({ maxLength: 10 }), namespaceArb, referenceArb, accountAddressArb), {
        maxLength: 5,
      })
      .map((parts) => parts.join(':'));
    fc.assert(
      fc.property(fc.oneof(fc.string(), colonHeavy), (value) => {
        let parsed: ReturnType<typeof parseCaipAddress>;
        try {
          parsed = parseCaipAddress(value);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipAddressError);
          expect((error as WalletportError).message).toBe('Invalid CAIP-10 address');
          expect((error as WalletportError).details).toBeTruthy();
          return;
        }
        expect(`${parsed.chainNamespace}:${parsed.chainId}:${parsed.address}`).toBe(value);
      }),
    );
  });

  it('never throws anything but the documented error for non-string input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          parseCaipAddress(value as string);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipAddressError);
        }
      }),
    );
  });
});

describe('buildCaipAddress', () => {
  it('joins the three parts, keeping the literal type', () => {
    const id: 'eip155:1:0xabc' = buildCaipAddress('eip155', 1, '0xabc');
    expect(id).toBe('eip155:1:0xabc');
    const typed: CaipAddress = buildCaipAddress('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', SOLANA_ADDRESS);
    expect(typed).toBe(`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${SOLANA_ADDRESS}`);
  });

  it.each([
    ['eip155', 1, ''],
    ['eip155', 1, 'a:b'],
    ['eip155', '', EVM_ADDRESS],
    ['', 1, EVM_ADDRESS],
  ] as const)('refuses to build from %j, %j, %j', (namespace, reference, address) => {
    expectInvalidAddress(() => buildCaipAddress(namespace, reference, address));
  });

  it('round-trips: parse(build(ns, ref, address)) gives back the parts', () => {
    fc.assert(
      fc.property(namespaceArb, referenceArb, accountAddressArb, (namespace, reference, address) => {
        expect(parseCaipAddress(buildCaipAddress(namespace, reference, address))).toEqual({
          chainNamespace: namespace,
          chainId: reference,
          address,
        });
      }),
    );
  });
});

describe('isCaipAddress', () => {
  it('accepts valid ids and rejects everything else', () => {
    expect(isCaipAddress(`eip155:1:${EVM_ADDRESS}`)).toBe(true);
    expect(isCaipAddress('eip155:1')).toBe(false);
    expect(isCaipAddress(EVM_ADDRESS)).toBe(false);
    expect(isCaipAddress(undefined)).toBe(false);
  });

  it('agrees with parseCaipAddress for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        let parses = true;
        try {
          parseCaipAddress(value as string);
        } catch {
          parses = false;
        }
        expect(isCaipAddress(value)).toBe(parses);
      }),
    );
  });
});
