import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidCaipNetworkIdError } from '../caip/index.js';
import { mainnet, solana } from '../networks/index.js';
import { createUnknownCaipNetwork, networkDisplayName, resolveReportedNetwork } from './unknown-network.js';

describe('unknown networks', () => {
  it('"An unsupported network is shown as Unknown Network", keeping what the catalogue knows of its currency', () => {
    const polygon = createUnknownCaipNetwork('eip155:137');
    expect(polygon).toMatchObject({
      id: 137,
      caipNetworkId: 'eip155:137',
      chainNamespace: 'eip155',
      name: 'Unknown Network',
      nativeCurrency: { symbol: 'POL', decimals: 18 },
    });
  });

  it('a chain nobody knows gets an empty symbol and no RPC', () => {
    const unknown = createUnknownCaipNetwork('eip155:999999');
    expect(unknown).toMatchObject({ id: 999999, name: 'Unknown Network', testnet: false });
    expect(unknown.nativeCurrency.symbol).toBe('');
    expect(unknown.rpcUrls.default.http).toEqual([]);
  });

  it('keeps non-eip155 references as strings', () => {
    expect(createUnknownCaipNetwork('solana:abc').id).toBe('abc');
    expect(createUnknownCaipNetwork('cosmos:cosmoshub-4').id).toBe('cosmoshub-4');
  });

  it("rejects malformed ids with 'Invalid CAIP-2 network id'", () => {
    expect(() => createUnknownCaipNetwork('eip155')).toThrow('Invalid CAIP-2 network id');
  });

  it('property: any id either gives an Unknown Network with that id or throws InvalidCaipNetworkIdError', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        try {
          const network = createUnknownCaipNetwork(id);
          expect(network.caipNetworkId).toBe(id);
          expect(network.name).toBe('Unknown Network');
          expect(`${network.chainNamespace}:${network.id}`).toBe(id);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCaipNetworkIdError);
        }
      }),
    );
  });

  it('resolveReportedNetwork returns the configured network itself (also by deprecated id), else a placeholder', () => {
    expect(resolveReportedNetwork('eip155:1', [mainnet, solana])).toBe(mainnet);
    expect(resolveReportedNetwork('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', [mainnet, solana])).toBe(solana);
    expect(resolveReportedNetwork('eip155:10', [mainnet]).name).toBe('Unknown Network');
  });

  it('resolveReportedNetwork searches only the configured list, never the catalogue', () => {
    // Polygon is in the catalogue but not configured: the placeholder must not borrow its currency, as the
    // instance would otherwise need every catalogue network in the app's bundle.
    const polygon = resolveReportedNetwork('eip155:137', [mainnet]);
    expect(polygon).toMatchObject({ id: 137, name: 'Unknown Network', testnet: false });
    expect(polygon.nativeCurrency.symbol).toBe('');
    expect(polygon.rpcUrls.default.http).toEqual([]);
    expect(polygon.blockExplorers).toBeUndefined();
    expect(() => resolveReportedNetwork('eip155', [mainnet])).toThrow('Invalid CAIP-2 network id');
  });

  it('networkDisplayName: configured name, else Unknown Network', () => {
    expect(networkDisplayName(mainnet, [mainnet])).toBe('Ethereum');
    expect(networkDisplayName(mainnet, [])).toBe('Unknown Network');
    expect(networkDisplayName(undefined, [mainnet])).toBe('Unknown Network');
  });
});
