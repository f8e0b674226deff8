import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY_PREFIX, type StorageKey, storageKeys } from './keys.js';
import {
  STORAGE_NAMESPACES,
  STORED_ACCOUNT_TYPES,
  STORED_CONNECTION_STATUSES,
  STORED_SOCIAL_PROVIDERS,
} from './value-schemas.js';

const caip2 = fc
  .tuple(fc.stringMatching(/^[-a-z0-9]{3,8}$/), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/))
  .map(([namespace, reference]) => `${namespace}:${reference}`);
const anyText = fc.string({ unit: 'binary' });
const nonEmptyText = fc.string({ unit: 'binary', minLength: 1 });
const namespace = fc.constantFrom(...STORAGE_NAMESPACES);
const accountType = fc.constantFrom(...STORED_ACCOUNT_TYPES);
// JSON has no negative zero, so -0 comes back as 0; that is not a corruption worth modelling.
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (value === 0 ? 0 : value));
const timestamp = fc.maxSafeNat();
const timestamped = <T>(value: fc.Arbitrary<T>) => fc.record({ timestamp, value });
const partialByNamespace = <T>(value: fc.Arbitrary<T>) =>
  fc.record(Object.fromEntries(STORAGE_NAMESPACES.map((name) => [name, value])), { requiredKeys: [] });

const tokenBalance = fc.record(
  {
    name: anyText,
    symbol: anyText,
    chainId: anyText,
    address: anyText,
    value: finite,
    price: finite,
    quantity: fc.record({ decimals: anyText, numeric: anyText }),
    iconUrl: anyText,
  },
  { requiredKeys: ['name', 'symbol', 'chainId', 'quantity', 'iconUrl'] },
);

const connection = fc.record(
  {
    connectorId: nonEmptyText,
    accounts: fc.array(fc.record({ address: anyText, type: accountType }, { requiredKeys: ['address'] })),
    caipNetworkId: caip2,
  },
  { requiredKeys: ['connectorId', 'accounts'] },
);

/** A key with an arbitrary of its valid values, the value type checked once here. */
interface KeyCase {
  name: string;
  values: fc.Arbitrary<unknown>;
  parse(raw: string): unknown;
  serialize(value: unknown): string;
}

function keyCase<T>(key: StorageKey<T>, values: fc.Arbitrary<T>): KeyCase {
  return {
    name: key.name,
    values,
    parse: (raw) => key.codec.parse(raw),
    serialize: (value) => key.codec.serialize(value as T),
  };
}

/** One arbitrary of valid values per key; the test below checks it covers every key. */
const validValues: Record<keyof typeof storageKeys, KeyCase> = {
  walletId: keyCase(storageKeys.walletId, nonEmptyText),
  walletName: keyCase(storageKeys.walletName, nonEmptyText),
  activeCaipNetworkId: keyCase(storageKeys.activeCaipNetworkId, caip2),
  activeNamespace: keyCase(storageKeys.activeNamespace, namespace),
  connectedConnectorId: keyCase(storageKeys.connectedConnectorId('eip155'), nonEmptyText),
  connectedNamespaces: keyCase(storageKeys.connectedNamespaces, fc.array(namespace)),
  connectionStatus: keyCase(storageKeys.connectionStatus, fc.constantFrom(...STORED_CONNECTION_STATUSES)),
  recentWallets: keyCase(
    storageKeys.recentWallets,
    fc.array(fc.record({ id: nonEmptyText, name: anyText, rdns: anyText }, { requiredKeys: ['id', 'name'] })),
  ),
  deepLinkChoice: keyCase(storageKeys.deepLinkChoice, fc.record({ href: anyText, name: anyText })),
  siwxAuthToken: keyCase(storageKeys.siwxAuthToken, nonEmptyText),
  siwxNonceToken: keyCase(storageKeys.siwxNonceToken, nonEmptyText),
  nativeBalanceCache: keyCase(
    storageKeys.nativeBalanceCache('0xabc'),
    timestamped(fc.record({ balance: anyText, symbol: anyText })),
  ),
  portfolioCache: keyCase(
    storageKeys.portfolioCache('0xabc'),
    timestamped(fc.array(tokenBalance, { maxLength: 3 })),
  ),
  nameCache: keyCase(
    storageKeys.nameCache('0xabc'),
    timestamped(fc.array(fc.record({ name: anyText, registered: fc.nat() }, { requiredKeys: ['name'] }))),
  ),
  identityCache: keyCase(
    storageKeys.identityCache('0xabc'),
    timestamped(fc.record({ name: fc.option(anyText), avatar: fc.option(anyText) })),
  ),
  preferredAccountTypes: keyCase(storageKeys.preferredAccountTypes, partialByNamespace(accountType)),
  connections: keyCase(storageKeys.connections, partialByNamespace(fc.array(connection, { maxLength: 2 }))),
  socialProvider: keyCase(storageKeys.socialProvider, fc.constantFrom(...STORED_SOCIAL_PROVIDERS)),
  socialUsername: keyCase(storageKeys.socialUsername, nonEmptyText),
  emailLoginUsed: keyCase(storageKeys.emailLoginUsed, fc.boolean()),
  email: keyCase(storageKeys.email, fc.emailAddress()),
  lastEmailLoginTime: keyCase(storageKeys.lastEmailLoginTime, timestamp),
  lastUsedChain: keyCase(storageKeys.lastUsedChain, caip2),
  smartAccountEnabledNetworks: keyCase(storageKeys.smartAccountEnabledNetworks, fc.array(fc.maxSafeNat())),
};

const keyCases = Object.entries(validValues);

describe('storageKeys', () => {
  it('has a key for every browser storage entry', () => {
    expect(Object.keys(storageKeys).sort()).toEqual(
      [
        'walletId',
        'walletName',
        'activeCaipNetworkId',
        'activeNamespace',
        'connectedConnectorId',
        'connectedNamespaces',
        'connectionStatus',
        'recentWallets',
        'deepLinkChoice',
        'siwxAuthToken',
        'siwxNonceToken',
        'nativeBalanceCache',
        'portfolioCache',
        'nameCache',
        'identityCache',
        'preferredAccountTypes',
        'connections',
        'socialProvider',
        'socialUsername',
        'emailLoginUsed',
        'email',
        'lastEmailLoginTime',
        'lastUsedChain',
        'smartAccountEnabledNetworks',
      ].sort(),
    );
  });

  it('prefixes every name with @walletport/ and never reuses a name', () => {
    const names = keyCases.map(([, { name }]) => name);
    for (const name of names) expect(name.startsWith(STORAGE_KEY_PREFIX)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives per-namespace and per-address entries their own names under the family prefix', () => {
    expect(storageKeys.connectedConnectorId('eip155').name).toBe('@walletport/connected_connector_id:eip155');
    expect(storageKeys.connectedConnectorId('solana').name).not.toBe(
      storageKeys.connectedConnectorId('eip155').name,
    );
    const family = storageKeys.identityCache;
    expect(family('0xAbC').name).toBe(`${family.prefix}0xAbC`);
    expect(family.prefix.startsWith(STORAGE_KEY_PREFIX)).toBe(true);
  });

  it('stores the comma-joined lists as comma-joined text', () => {
    expect(storageKeys.connectedNamespaces.codec.serialize(['eip155', 'solana'])).toBe('eip155,solana');
    expect(storageKeys.smartAccountEnabledNetworks.codec.parse('1,8453')).toEqual([1, 8453]);
  });

  it('rejects values outside each entry type', () => {
    expect(storageKeys.activeNamespace.codec.parse('ethereum')).toBeUndefined();
    expect(storageKeys.activeCaipNetworkId.codec.parse('eip155')).toBeUndefined();
    expect(storageKeys.activeCaipNetworkId.codec.parse('eip155:1:0xabc')).toBeUndefined();
    expect(storageKeys.connectedNamespaces.codec.parse('eip155,tron')).toBeUndefined();
    expect(storageKeys.connectionStatus.codec.parse('online')).toBeUndefined();
    expect(storageKeys.socialProvider.codec.parse('myspace')).toBeUndefined();
    expect(storageKeys.email.codec.parse('not-an-email')).toBeUndefined();
    expect(
      storageKeys.identityCache('a').codec.parse('{"timestamp":-1,"value":{"name":null,"avatar":null}}'),
    ).toBeUndefined();
    expect(
      storageKeys.identityCache('a').codec.parse('{"timestamp":1.5,"value":{"name":null,"avatar":null}}'),
    ).toBeUndefined();
    expect(storageKeys.preferredAccountTypes.codec.parse('{"eip155":"wizard"}')).toBeUndefined();
  });

  it('does not let a stored __proto__ entry change prototypes', () => {
    const parsed = storageKeys.preferredAccountTypes.codec.parse('{"__proto__":{"polluted":"eoa"}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((parsed as Record<string, unknown> | undefined)?.polluted).toBeUndefined();
  });

  it.each(keyCases)('round trips every valid %s value', (_name, key) => {
    fc.assert(
      fc.property(key.values, (value) => {
        expect(key.parse(key.serialize(value))).toEqual(value);
      }),
    );
  });

  it.each(keyCases)('reads corrupted %s text as absent without throwing', (_name, key) => {
    const validText = key.values.map((value) => key.serialize(value));
    // Truncations and splices of real values, plus arbitrary text and JSON.
    const corrupted = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json({ maxDepth: 2 }),
      fc.tuple(validText, fc.nat(), fc.string()).map(([text, at, junk]) => {
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + junk + text.slice(cut + 1);
      }),
    );
    fc.assert(
      fc.property(corrupted, (raw) => {
        const parsed = key.parse(raw);
        // Either absent, or something that is a valid value in its own right.
        if (parsed !== undefined) expect(key.parse(key.serialize(parsed))).toEqual(parsed);
      }),
    );
  });
});
