import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_NETWORKS } from './catalogue.js';
import { defineCaipNetwork } from './define-caip-network.js';
import { base, mainnet } from './evm-mainnets.js';
import { LOCAL_DEVNETS, walletportDevnet } from './local.js';
import {
  findNetworkByCaipId,
  findNetworkName,
  getNetworkByCaipId,
  getNetworkById,
  getNetworkName,
  UNKNOWN_NETWORK_NAME,
} from './lookup.js';
import { solana, solanaDevnet } from './solana.js';

const KNOWN_IDS = new Set(
  ALL_NETWORKS.flatMap((network) => [network.caipNetworkId, network.deprecatedCaipNetworkId]),
);

describe('getNetworkByCaipId', () => {
  it('finds catalogue networks by CAIP-2 id', () => {
    expect(getNetworkByCaipId('eip155:1')).toBe(mainnet);
    expect(getNetworkByCaipId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana);
  });

  it('finds a network by its deprecated id', () => {
    expect(getNetworkByCaipId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana);
    expect(getNetworkByCaipId('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet);
  });

  it('prefers a network’s own id over another network’s deprecated id', () => {
    const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 };
    const rpcUrls = { default: { http: ['https://rpc.example.org'] } };
    const renamed = defineCaipNetwork({
      id: 2,
      chainNamespace: 'eip155',
      name: 'Renamed',
      nativeCurrency: currency,
      rpcUrls,
      deprecatedCaipNetworkId: 'eip155:3',
    });
    const current = defineCaipNetwork({
      id: 3,
      chainNamespace: 'eip155',
      name: 'Current',
      nativeCurrency: currency,
      rpcUrls,
    });
    expect(getNetworkByCaipId('eip155:3', [renamed, current])).toBe(current);
  });

  it('searches only the given list', () => {
    expect(getNetworkByCaipId('eip155:1', [base])).toBeUndefined();
    expect(getNetworkByCaipId('eip155:31337')).toBeUndefined();
    expect(getNetworkByCaipId('eip155:31337', LOCAL_DEVNETS)).toBe(walletportDevnet);
  });

  it('returns undefined for no id, unknown ids and malformed ids instead of throwing', () => {
    expect(getNetworkByCaipId(undefined)).toBeUndefined();
    expect(getNetworkByCaipId('eip155:999999999')).toBeUndefined();
    expect(getNetworkByCaipId('not a caip id')).toBeUndefined();
  });
});

describe('findNetworkByCaipId / findNetworkName (the list is required)', () => {
  it('search only the given list, by id or deprecated id', () => {
    expect(findNetworkByCaipId('eip155:1', [base, mainnet])).toBe(mainnet);
    expect(findNetworkByCaipId('eip155:1', [])).toBeUndefined();
    expect(findNetworkByCaipId('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', [solana])).toBe(solana);
    expect(findNetworkByCaipId(undefined, [mainnet])).toBeUndefined();
    expect(findNetworkName('eip155:1', [mainnet])).toBe('Ethereum');
    expect(findNetworkName('eip155:1', [])).toBe(UNKNOWN_NETWORK_NAME);
  });

  it('property: agree with getNetworkByCaipId / getNetworkName given the same list', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(...KNOWN_IDS)),
        fc.subarray([...ALL_NETWORKS]),
        (id, list) => {
          expect(findNetworkByCaipId(id, list)).toBe(getNetworkByCaipId(id, list));
          expect(findNetworkName(id, list)).toBe(getNetworkName(id, list));
        },
      ),
    );
  });
});

describe('getNetworkById', () => {
  it('finds a network by namespace and numeric or string id', () => {
    expect(getNetworkById('eip155', 1)).toBe(mainnet);
    expect(getNetworkById('eip155', '1')).toBe(mainnet);
    expect(getNetworkById('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(solanaDevnet);
  });

  it('also matches deprecated ids', () => {
    expect(getNetworkById('solana', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana);
  });

  it('does not match the same id in another namespace', () => {
    expect(getNetworkById('solana', 1)).toBeUndefined();
    expect(getNetworkById('eip155', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined();
  });

  it('searches only the given list', () => {
    expect(getNetworkById('eip155', 8453, [mainnet])).toBeUndefined();
    expect(getNetworkById('eip155', 8453, [mainnet, base])).toBe(base);
  });
});

describe('getNetworkName', () => {
  it('names known networks', () => {
    expect(getNetworkName('eip155:1')).toBe('Ethereum');
    expect(getNetworkName('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe('Solana');
  });

  it("says 'Unknown Network' for networks that are not in the list", () => {
    expect(UNKNOWN_NETWORK_NAME).toBe('Unknown Network');
    expect(getNetworkName('eip155:999999999')).toBe('Unknown Network');
    expect(getNetworkName(undefined)).toBe('Unknown Network');
    expect(getNetworkName('garbage')).toBe('Unknown Network');
    expect(getNetworkName('eip155:1', [base])).toBe('Unknown Network');
  });

  it('names every catalogue network by its own id', () => {
    for (const network of ALL_NETWORKS) expect(getNetworkName(network.caipNetworkId)).toBe(network.name);
  });

  it("gives 'Unknown Network' for any id that is not in the catalogue", () => {
    const eip155Ids = fc.nat().map((id) => `eip155:${id}`);
    const caipLike = fc
      .tuple(fc.stringMatching(/^[-a-z0-9]{3,8}$/), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/))
      .map(([namespace, reference]) => `${namespace}:${reference}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), eip155Ids, caipLike), (id) => {
        fc.pre(!KNOWN_IDS.has(id as never));
        expect(getNetworkName(id)).toBe(UNKNOWN_NETWORK_NAME);
      }),
    );
  });
});
