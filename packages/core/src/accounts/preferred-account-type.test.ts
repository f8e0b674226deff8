import { describe, expect, it, vi } from 'vitest';
import type { AccountType } from '../adapter/index.js';
import { createMemoryStorage, createTypedStorage, storageKeys } from '../storage/index.js';
import { preferredAccountTypeOf } from './account-types.js';
import { createAccountsStore, getAccountState } from './accounts-store.js';
import {
  loadPreferredAccountTypes,
  type PreferredAccountTypePorts,
  savePreferredAccountType,
  setPreferredAccountType,
} from './preferred-account-type.js';

function setup({ embedded = true } = {}) {
  const log: string[] = [];
  const backend = createMemoryStorage();
  const typed = createTypedStorage(backend, { logger: { warn: () => {} } });
  const storage = {
    get: typed.get,
    set: <T>(key: Parameters<typeof typed.set<T>>[0], value: T) => {
      log.push(`save:${JSON.stringify(value)}`);
      typed.set(key, value);
    },
  };
  const accounts = createAccountsStore({
    namespaces: ['eip155', 'solana'],
    preferredAccountTypes: { eip155: 'smartAccount' },
  });
  const provider = {
    setPreferredAccount: vi.fn(async (type: AccountType) => {
      log.push(`provider:${type}`);
    }),
  };
  const reconnect = vi.fn(async () => {
    log.push('reconnect');
  });
  const sendEvent = vi.fn((event: { event: string }) => {
    log.push(`track:${event.event}`);
  });
  const ports: PreferredAccountTypePorts = {
    accounts,
    storage,
    modal: { setLoading: (namespace, loading) => log.push(`loading:${namespace}:${loading}`) },
    getEmbeddedProvider: () => (embedded ? provider : undefined),
    reconnect,
    events: { sendEvent },
    getActiveCaipNetworkId: () => 'eip155:1',
  };
  const typeIn = (namespace: 'eip155' | 'solana') =>
    preferredAccountTypeOf(getAccountState(accounts.getState(), namespace).preferredAccountTypes, namespace);
  return { log, backend, typed, accounts, provider, reconnect, sendEvent, ports, typeIn };
}

describe('setPreferredAccountType', () => {
  it('"set loading, update the provider, save, reconnect, and track SET_PREFERRED_ACCOUNT_TYPE"', async () => {
    const { log, ports, sendEvent, typeIn } = setup();
    await expect(setPreferredAccountType({ namespace: 'eip155', type: 'eoa' }, ports)).resolves.toBe('eoa');
    expect(log).toEqual([
      'loading:eip155:true',
      'provider:eoa',
      'save:{"eip155":"eoa"}',
      'reconnect',
      'loading:eip155:false',
      'track:SET_PREFERRED_ACCOUNT_TYPE',
    ]);
    expect(sendEvent).toHaveBeenCalledWith({
      type: 'track',
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'eoa', network: 'eip155:1' },
    });
    expect(typeIn('eip155')).toBe('eoa');
  });

  it('"The preference is kept per namespace": saving one namespace keeps the others stored', async () => {
    const { typed, ports, typeIn } = setup();
    typed.set(storageKeys.preferredAccountTypes, { solana: 'eoa', bip122: 'payment' });
    await setPreferredAccountType({ namespace: 'eip155', type: 'eoa' }, ports);
    expect(typed.get(storageKeys.preferredAccountTypes)).toEqual({
      solana: 'eoa',
      bip122: 'payment',
      eip155: 'eoa',
    });
    expect(typeIn('solana')).toBe('eoa');
  });

  it('"On failure the type falls back to eoa" when the provider update fails; loading is cleared', async () => {
    const { log, provider, ports, sendEvent, typed, typeIn } = setup();
    provider.setPreferredAccount.mockRejectedValueOnce(new Error('frame timeout'));
    await expect(
      setPreferredAccountType({ namespace: 'eip155', type: 'smartAccount' }, ports),
    ).rejects.toThrow('frame timeout');
    expect(typeIn('eip155')).toBe('eoa');
    expect(typed.get(storageKeys.preferredAccountTypes)).toEqual({ eip155: 'eoa' });
    expect(log.at(-1)).toBe('loading:eip155:false');
    expect(sendEvent).not.toHaveBeenCalled();
  });

  it('"On failure the type falls back to eoa" when the reconnect fails', async () => {
    const { reconnect, ports, typeIn } = setup();
    reconnect.mockRejectedValueOnce(new Error('reconnect failed'));
    await expect(
      setPreferredAccountType({ namespace: 'eip155', type: 'smartAccount' }, ports),
    ).rejects.toThrow('reconnect failed');
    expect(typeIn('eip155')).toBe('eoa');
  });

  it('a storage failure during the fallback does not hide the original error', async () => {
    const { provider, ports } = setup();
    provider.setPreferredAccount.mockRejectedValueOnce(new Error('frame timeout'));
    const broken = {
      ...ports,
      storage: { get: () => undefined, set: () => Promise.reject(new Error('quota')) },
    };
    await expect(setPreferredAccountType({ namespace: 'eip155', type: 'eoa' }, broken)).rejects.toThrow(
      'frame timeout',
    );
  });

  it("throws 'Address or auth connector not found' without an embedded wallet, changing nothing", async () => {
    const { log, ports, typeIn } = setup({ embedded: false });
    await expect(setPreferredAccountType({ namespace: 'eip155', type: 'eoa' }, ports)).rejects.toThrow(
      'Address or auth connector not found',
    );
    expect(log).toEqual([]);
    expect(typeIn('eip155')).toBe('smartAccount');
  });

  it('tracks an empty network when none is active', async () => {
    const { ports, sendEvent } = setup();
    await setPreferredAccountType(
      { namespace: 'eip155', type: 'eoa' },
      { ...ports, getActiveCaipNetworkId: () => undefined },
    );
    expect(sendEvent.mock.calls[0]?.[0]).toMatchObject({ properties: { network: '' } });
  });
});

describe('loadPreferredAccountTypes / savePreferredAccountType', () => {
  it('reads the stored choice over the app and built-in defaults', async () => {
    const typed = createTypedStorage(createMemoryStorage(), { logger: { warn: () => {} } });
    await savePreferredAccountType(typed, 'eip155', 'eoa');
    expect(await loadPreferredAccountTypes(typed, { solana: 'smartAccount' })).toEqual({
      eip155: 'eoa',
      solana: 'smartAccount',
      polkadot: 'eoa',
      bip122: 'payment',
    });
  });

  it('a corrupted stored entry reads as no choice (defaults apply)', async () => {
    const backend = createMemoryStorage([[storageKeys.preferredAccountTypes.name, '{"eip155":"wizard"}']]);
    const typed = createTypedStorage(backend, { logger: { warn: () => {} } });
    expect((await loadPreferredAccountTypes(typed)).eip155).toBe('smartAccount');
  });
});
