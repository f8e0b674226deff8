import { mainnet, sepolia } from '@walletport/core';
import fc from 'fast-check';
import { getAddress, isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { WagmiAdapter } from '../src/index.js';
import { sessionFromWagmiState } from '../src/stored-session.js';

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const adapter = new WagmiAdapter({ networks: [mainnet, sepolia], projectId: 'p' });

/** The `wagmi.store` cookie wagmi's cookieStorage writes: serialized JSON, Maps as {__type, value}. */
function wagmiCookie(connection: unknown, extra: Record<string, unknown> = {}): string {
  const state = {
    connections: { __type: 'Map', value: [['uid-1', connection]] },
    current: 'uid-1',
    chainId: 1,
    ...extra,
  };
  return `theme=dark; wagmi.store=${JSON.stringify({ state, version: 2 })}; other=1`;
}

function connection(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    accounts: [LOWER],
    chainId: 11155111,
    connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected', uid: 'uid-1' },
    ...overrides,
  };
}

function read(cookie: string) {
  return adapter.readStoredSession({ cookie });
}

/** What any session out of a cookie must be: checksummed addresses, a positive integer chain id. */
function expectWellFormed(session: ReturnType<typeof read>): void {
  if (session === undefined) return;
  expect(session.accounts.length).toBeGreaterThan(0);
  for (const account of session.accounts) {
    expect(isAddress(account.address, { strict: true })).toBe(true);
    expect(account.address).toBe(getAddress(account.address));
  }
  expect(typeof session.chainId).toBe('number');
  expect(Number.isSafeInteger(session.chainId)).toBe(true);
  expect(session.chainId as number).toBeGreaterThan(0);
  expect(typeof session.connectorId).toBe('string');
  expect(session.connectorId.length).toBeGreaterThan(0);
  expect(session.connectorId.length).toBeLessThanOrEqual(100);
  if (session.connectorName !== undefined) expect(session.connectorName.length).toBeLessThanOrEqual(100);
}

describe('readStoredSession with a hostile wagmi.store cookie', () => {
  it('reads a well-formed cookie, with the address checksummed', () => {
    expect(read(wagmiCookie(connection()))).toEqual({
      connectorId: 'io.metamask',
      connectorName: 'MetaMask',
      accounts: [{ address: CHECKSUMMED, type: 'eoa' }],
      chainId: 11155111,
    });
    expect(read(wagmiCookie(connection({ accounts: [CHECKSUMMED] })))?.accounts[0]?.address).toBe(
      CHECKSUMMED,
    );
    const upper = `0x${LOWER.slice(2).toUpperCase()}`;
    expect(read(wagmiCookie(connection({ accounts: [upper] })))?.accounts[0]?.address).toBe(CHECKSUMMED);
  });

  it('ignores the reproduced malformed connections (no session, no throw)', () => {
    const bad: Record<string, unknown>[] = [
      { chainId: 1.5 },
      { chainId: '1.5' },
      { chainId: '1' },
      { chainId: 0 },
      { chainId: -1 },
      { chainId: 2 ** 53 },
      { chainId: null },
      { chainId: undefined },
      { accounts: [{ address: LOWER }] },
      { accounts: [123] },
      { accounts: ['not an address'] },
      { accounts: [LOWER.slice(2)] },
      { accounts: [`${LOWER}00`] },
      // Mixed case with a wrong checksum.
      { accounts: ['0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
      { accounts: [CHECKSUMMED, 'junk'] },
      { accounts: [] },
      { accounts: 'x' },
      { connector: { id: '', name: 'x' } },
      { connector: { id: 42, name: 'x' } },
      { connector: { id: 'a'.repeat(101), name: 'x' } },
      { connector: { id: 'io.metamask', name: 'a'.repeat(101) } },
      { connector: { id: 'io.metamask', name: 'Meta\u0000Mask' } },
      { connector: { id: 'io.meta\nmask', name: 'MetaMask' } },
      { connector: { id: 'io.metamask', name: 7 } },
      { connector: null },
      { connector: 'io.metamask' },
    ];
    for (const overrides of bad) {
      expect(() => read(wagmiCookie(connection(overrides))), JSON.stringify(overrides)).not.toThrow();
      expect(read(wagmiCookie(connection(overrides))), JSON.stringify(overrides)).toBeUndefined();
    }
    for (const value of [null, 1, 'x', [], {}, true]) {
      expect(read(wagmiCookie(value))).toBeUndefined();
    }
    expect(read('wagmi.store={not json')).toBeUndefined();
    expect(read(`wagmi.store=${JSON.stringify({ state: { connections: 5 } })}`)).toBeUndefined();
    expect(read('wagmi.store=null')).toBeUndefined();
  });

  it('keeps a connection without a connector name (the id stands in)', () => {
    expect(read(wagmiCookie(connection({ connector: { id: 'injected' } })))).toEqual({
      connectorId: 'injected',
      accounts: [{ address: CHECKSUMMED, type: 'eoa' }],
      chainId: 11155111,
    });
  });

  it('never throws and yields only well-formed sessions for arbitrary JSON cookie contents (property)', () => {
    const address = fc.oneof(
      fc.constantFrom(LOWER, CHECKSUMMED, `0x${LOWER.slice(2).toUpperCase()}`),
      fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      fc.string(),
      fc.anything(),
    );
    const chainId = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(1, 11155111, '1', '1.5', 1.5, Number.NaN, null, 2 ** 53),
      fc.string(),
      fc.anything(),
    );
    const text = fc.oneof(fc.string(), fc.string({ minLength: 90, maxLength: 120 }), fc.anything());
    const connectionArb = fc.oneof(
      fc.record(
        {
          accounts: fc.oneof(fc.array(address, { maxLength: 4 }), fc.anything()),
          chainId,
          connector: fc.oneof(fc.record({ id: text, name: text }, { requiredKeys: [] }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const cookie = fc.oneof(
      connectionArb.map((value) => wagmiCookie(value)),
      fc.tuple(connectionArb, fc.anything()).map(([value, current]) => wagmiCookie(value, { current })),
      fc.jsonValue().map((value) => `wagmi.store=${JSON.stringify(value)}`),
      fc.jsonValue().map((value) => `wagmi.store=${JSON.stringify({ state: value })}`),
      fc.string().map((value) => `wagmi.store=${value}`),
    );
    fc.assert(
      fc.property(cookie, (value) => {
        let session: ReturnType<typeof read>;
        expect(() => {
          session = read(value);
        }).not.toThrow();
        expectWellFormed(session);
      }),
      { numRuns: 500 },
    );
  });

  it('sessionFromWagmiState never throws on arbitrary state objects (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.tuple(fc.anything(), fc.anything())), (current, entries) => {
        const state = { connections: new Map(entries), current } as never;
        let session: ReturnType<typeof sessionFromWagmiState>;
        expect(() => {
          session = sessionFromWagmiState(state);
        }).not.toThrow();
        expectWellFormed(session);
      }),
      { numRuns: 300 },
    );
  });
});
