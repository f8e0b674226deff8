import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createTestAdapter } from '../../test/connection/test-adapter.js';
import type { StoredSession } from '../adapter/index.js';
import { mainnet, sepolia } from '../networks/index.js';
import { resolveOptions } from '../options/index.js';
import { createMemoryStorage } from '../storage/index.js';
import { isEthereumAddress } from '../validation/address.js';
import { createAppKitCore } from './create-app-kit-core.js';
import { createInitialSnapshot } from './initial-snapshot.js';
import { readInitialState } from './stored-sessions.js';

const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The test adapter whose readStoredSession answers `read()`: whatever a third-party adapter might. */
function storedSessionAdapter(read: () => unknown) {
  return Object.assign(createTestAdapter({ networks: [mainnet, sepolia] }), {
    readStoredSession: vi.fn(() => read() as StoredSession | undefined),
  });
}

function createKit(read: () => unknown) {
  const logger = { warn: vi.fn(), error: vi.fn() };
  const kit = createAppKitCore(
    { projectId: 'demo-project', networks: [mainnet, sepolia], adapters: [storedSessionAdapter(read)] },
    { storage: createMemoryStorage(), document: null, logger },
  );
  return { kit, logger };
}

/** Whatever was seeded is well formed: a checksummed address, a positive integer chain id. */
function expectWellFormedState(kit: ReturnType<typeof createKit>['kit']): void {
  const account = kit.stores.accounts.getState().eip155;
  const connection = kit.stores.connection.getState();
  if (account?.address !== undefined) {
    expect(isEthereumAddress(account.address, { strict: true })).toBe(true);
    expect(account.caipAddress).toMatch(/^eip155:[1-9][0-9]*:0x[0-9a-fA-F]{40}$/);
  }
  if (connection.chainId !== undefined) {
    expect(typeof connection.chainId).toBe('number');
    expect(Number.isSafeInteger(connection.chainId)).toBe(true);
  }
  for (const seeded of connection.connections.eip155 ?? []) {
    expect(typeof seeded.chainId).toBe('number');
    for (const { address } of seeded.accounts)
      expect(isEthereumAddress(address, { strict: true })).toBe(true);
  }
}

const valid = {
  connectorId: 'injected',
  connectorName: 'Test Wallet',
  accounts: [{ address: CHECKSUMMED, type: 'eoa' }],
  chainId: 11155111,
};

describe('stored sessions from an adapter are hostile input', () => {
  it('seeds a valid session as given (lowercase too), and normalises a decimal eip155 chain id', () => {
    const { kit } = createKit(() => valid);
    expect(kit.getAddress()).toBe(CHECKSUMMED);
    expect(kit.getCaipAddress()).toBe(`eip155:11155111:${CHECKSUMMED}`);
    expect(kit.stores.connection.getState().namespaceStatus.eip155).toBe('reconnecting');
    kit.destroy();
    const lower = createKit(() => ({ ...valid, accounts: [{ address: LOWER, type: 'eoa' }] })).kit;
    expect(lower.getAddress()).toBe(LOWER);
    lower.destroy();
    const decimal = createKit(() => ({ ...valid, chainId: '1' })).kit;
    expect(decimal.stores.connection.getState().chainId).toBe(1);
    expect(decimal.getCaipAddress()).toBe(`eip155:1:${CHECKSUMMED}`);
    decimal.destroy();
  });

  it('createAppKitCore still creates the instance when readStoredSession returns garbage or throws', () => {
    const garbage: unknown[] = [
      { ...valid, chainId: '1.5' },
      { ...valid, chainId: 1.5 },
      { ...valid, chainId: Number.NaN },
      { ...valid, chainId: undefined },
      { ...valid, chainId: 'eip155:1' },
      { ...valid, accounts: [{}] },
      { ...valid, accounts: [123] },
      { ...valid, accounts: [{ address: 123 }] },
      { ...valid, accounts: [{ address: 'hello' }] },
      { ...valid, accounts: [{ address: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }] },
      { ...valid, accounts: 'x' },
      { ...valid, connectorId: '' },
      { ...valid, connectorId: { toString: () => 'x' } },
      { ...valid, connectorId: 'x'.repeat(101) },
      { ...valid, connectorName: 'evil\u0007' },
      null,
      42,
      'session',
      [],
      {
        get connectorId(): string {
          throw new Error('getter');
        },
      },
    ];
    for (const [index, value] of garbage.entries()) {
      const { kit, logger } = createKit(() => value);
      expect(kit.getIsConnectedState(), `garbage #${index}`).toBe(false);
      expect(kit.getAddress()).toBeUndefined();
      expect(kit.stores.connection.getState().currentConnectorIds.eip155).toBeUndefined();
      if (value !== null) expect(logger.warn).toHaveBeenCalled();
      kit.destroy();
    }
    const { kit, logger } = createKit(() => {
      throw new Error('storage broke');
    });
    expect(kit.getIsConnectedState()).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      'A stored session could not be read and was ignored',
      expect.objectContaining({ namespace: 'eip155' }),
    );
    kit.destroy();
  });

  it('createAppKitCore never throws and seeds only well-formed sessions, whatever the adapter answers (property)', () => {
    const address = fc.oneof(
      fc.constantFrom(LOWER, CHECKSUMMED, `0x${LOWER.slice(2).toUpperCase()}`),
      fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      fc.anything(),
    );
    const session = fc.oneof(
      fc.record(
        {
          connectorId: fc.oneof(fc.string(), fc.anything()),
          connectorName: fc.oneof(fc.string(), fc.anything()),
          accounts: fc.oneof(
            fc.array(
              fc.oneof(fc.record({ address, type: fc.anything() }, { requiredKeys: [] }), fc.anything()),
              {
                maxLength: 3,
              },
            ),
            fc.anything(),
          ),
          chainId: fc.oneof(
            fc.integer(),
            fc.double(),
            fc.string(),
            fc.constantFrom('1', '1.5', 1, 11155111),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    fc.assert(
      fc.property(session, (value) => {
        const { kit } = createKit(() => value);
        expectWellFormedState(kit);
        kit.destroy();
      }),
      { numRuns: 200 },
    );
  });

  it('createInitialSnapshot drops an invalid session of an initial state with a warning', () => {
    const options = resolveOptions(
      { projectId: 'demo-project', networks: [mainnet, sepolia], adapters: [createTestAdapter()] },
      { document: null, warn: () => undefined },
    );
    const logger = { warn: vi.fn() };
    const bad = { sessions: { eip155: { ...valid, chainId: '1.5' } } } as never;
    const snapshot = createInitialSnapshot(options, bad, logger);
    expect(snapshot.readers.getAccount().isConnected).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      'An invalid stored session was ignored',
      expect.objectContaining({ namespace: 'eip155', reason: 'invalid chain id' }),
    );
    const good = createInitialSnapshot(options, { sessions: { eip155: valid as StoredSession } }, logger);
    expect(good.readers.getAccount().address).toBe(CHECKSUMMED);
  });

  it('readInitialState keeps only valid sessions, as plain data', () => {
    const logger = { warn: vi.fn() };
    const state = readInitialState(
      [storedSessionAdapter(() => ({ ...valid, accounts: [{ address: 123 }] }))],
      'cookie',
      logger,
    );
    expect(state).toEqual({ sessions: {} });
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(readInitialState([storedSessionAdapter(() => valid)], 'cookie', logger).sessions.eip155).toEqual({
      ...valid,
      accounts: [{ address: CHECKSUMMED, type: 'eoa' }],
    });
  });
});
