import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../errors/base.js';
import { InvalidCaipNetworkIdError } from './caip-errors.js';
import { buildCaipNetworkId, type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from './network-id.js';

const namespaceArb = fc.stringMatching(/^[-a-z0-9]{3,8}$/);
const referenceArb = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to throw');
}

function expectInvalidNetworkId(run: () => unknown, detailsPart?: string): void {
  const error = catchError(run);
  expect(error).toBeInstanceOf(WalletportError);
  expect(error).toBeInstanceOf(InvalidCaipNetworkIdError);
  const walletportError = error as WalletportError;
  expect(walletportError.message).toBe('Invalid CAIP-2 network id');
  expect(walletportError.shortMessage).toBe('Invalid CAIP-2 network id');
  expect(walletportError.code).toBe('INVALID_CAIP_NETWORK_ID');
  expect(walletportError.category).toBe('VALIDATION_ERROR');
  if (detailsPart !== undefined) expect(walletportError.details).toContain(detailsPart);
}

describe('parseCaipNetworkId', () => {
  it('splits a CAIP-2 id into namespace and reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
  });

  it('parses syntactically valid but unknown namespaces', () => {
    expect(parseCaipNetworkId('near:mainnet')).toEqual({ chainNamespace: 'near', chainId: 'mainnet' });
  });

  it.each(['eip155', 'eip155:1:0xabc', 'a:b:c:d', ''])('rejects %j (not exactly 2 parts)', (value) => {
    expectInvalidNetworkId(() => parseCaipNetworkId(value), 'Expected 2 colon-separated parts');
  });

  it('reports the part count in the details', () => {
    expectInvalidNetworkId(() => parseCaipNetworkId('eip155:1:0xabc'), 'got 3');
  });

  it('rejects an empty namespace', () => {
    expectInvalidNetworkId(() => parseCaipNetworkId(':1'), 'namespace is empty');
  });

  it('rejects an empty reference', () => {
    expectInvalidNetworkId(() => parseCaipNetworkId('eip155:'), 'reference is empty');
  });

  it.each(['EIP155:1', 'ab:1', 'abcdefghi:1', 'eip_155:1'])('rejects the bad namespace in %j', (value) => {
    expectInvalidNetworkId(() => parseCaipNetworkId(value), 'chain namespace');
  });

  it.each(['eip155:1.5', 'eip155: 1', `eip155:${'1'.repeat(33)}`, 'eip155:1\n'])(
    'rejects the bad reference in %j',
    (value) => {
      expectInvalidNetworkId(() => parseCaipNetworkId(value), 'chain reference');
    },
  );

  it('rejects non-string input with the same error instead of a TypeError', () => {
    expectInvalidNetworkId(() => parseCaipNetworkId(1 as unknown as string), 'Expected a string');
    expectInvalidNetworkId(() => parseCaipNetworkId(undefined as unknown as string), 'Expected a string');
  });

  it('never throws anything but the documented error, and what it accepts rebuilds to the input', () => {
    const colonHeavy = fc
      .array(fc.oneof(fc.string({ maxLength: 10 }), namespaceArb, referenceArb), { maxLength: 4 })
      .map((parts) => parts.join(':'));
    fc.assert(
      fc.property(fc.oneof(fc.string(), colonHeavy), (value) => {
        let parsed: ReturnType<typeof parseCaipNetworkId>;
        try {
          parsed = parseCaipNetworkId(value);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipNetworkIdError);
          expect((error as WalletportError).message).toBe('Invalid CAIP-2 network id');
          expect((error as WalletportError).details).toBeTruthy();
          return;
        }
        expect(`${parsed.chainNamespace}:${parsed.chainId}`).toBe(value);
      }),
    );
  });

  it('never throws anything but the documented error for non-string input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          parseCaipNetworkId(value as string);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipNetworkIdError);
        }
      }),
    );
  });
});

describe('buildCaipNetworkId', () => {
  it('joins namespace and reference, keeping the literal type', () => {
    const id: 'eip155:1' = buildCaipNetworkId('eip155', 1);
    expect(id).toBe('eip155:1');
    const solanaId: CaipNetworkId = buildCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(solanaId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it.each([
    ['', '1'],
    ['eip155', ''],
    ['eip155', 'a:b'],
    ['Eip155', '1'],
    ['eip155', -1.5],
  ] as const)('refuses to build from %j and %j', (namespace, reference) => {
    expectInvalidNetworkId(() => buildCaipNetworkId(namespace, reference));
  });

  it('round-trips: parse(build(ns, ref)) gives back the parts', () => {
    fc.assert(
      fc.property(namespaceArb, referenceArb, (namespace, reference) => {
        expect(parseCaipNetworkId(buildCaipNetworkId(namespace, reference))).toEqual({
          chainNamespace: namespace,
          chainId: reference,
        });
      }),
    );
  });

  it('round-trips numeric eip155 chain ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (chainId) => {
        expect(parseCaipNetworkId(buildCaipNetworkId('eip155', chainId)).chainId).toBe(String(chainId));
      }),
    );
  });
});

describe('isCaipNetworkId', () => {
  it('accepts valid ids and rejects everything else', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true);
    expect(isCaipNetworkId('near:mainnet')).toBe(true);
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false);
    expect(isCaipNetworkId('eip155')).toBe(false);
    expect(isCaipNetworkId(1)).toBe(false);
    expect(isCaipNetworkId(null)).toBe(false);
  });

  it('agrees with parseCaipNetworkId for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        let parses = true;
        try {
          parseCaipNetworkId(value as string);
        } catch {
          parses = false;
        }
        expect(isCaipNetworkId(value)).toBe(parses);
      }),
    );
  });
});
