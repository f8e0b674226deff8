import type { AdapterConnector } from '@walletport/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dedupeConnectors } from '../src/index.js';

const providerA = { name: 'provider A' };
const providerB = { name: 'provider B' };

function announced(rdns: string, provider: unknown, uuid = rdns): AdapterConnector {
  return { id: rdns, name: rdns, type: 'ANNOUNCED', chain: 'eip155', info: { rdns, uuid }, provider };
}
function injected(provider: unknown): AdapterConnector {
  return { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider };
}

describe('dedupeConnectors', () => {
  it('hides the plain injected connector when its provider is an announced wallet’s', () => {
    expect(dedupeConnectors([injected(providerA), announced('io.a', providerA)]).map((c) => c.id)).toEqual([
      'io.a',
    ]);
  });

  it('keeps the plain injected connector when it is another wallet', () => {
    expect(dedupeConnectors([injected(providerB), announced('io.a', providerA)]).map((c) => c.id)).toEqual([
      'injected',
      'io.a',
    ]);
  });

  it('hides the plain injected connector when there is no window.ethereum', () => {
    expect(dedupeConnectors([injected(undefined)])).toEqual([]);
  });

  it('keeps the first of a repeated rdns, case-insensitive, and the first of a repeated id', () => {
    const first = announced('io.a', providerA, 'uuid-1');
    const again = { ...announced('IO.A', providerA, 'uuid-2'), id: 'io.a-2' };
    const sameId = { ...announced('io.b', providerB), id: 'io.a' };
    expect(dedupeConnectors([first, again, sameId])).toEqual([first]);
  });

  it('does not merge different wallets that share a name', () => {
    const a = { ...announced('io.a', providerA), name: 'Wallet' };
    const b = { ...announced('io.b', providerB), name: 'Wallet' };
    expect(dedupeConnectors([a, b])).toEqual([a, b]);
  });

  const providers = [providerA, providerB, undefined];
  const connectorArbitrary: fc.Arbitrary<AdapterConnector> = fc.oneof(
    fc
      .record({
        rdns: fc.constantFrom('io.a', 'IO.A', 'io.b', 'io.c'),
        provider: fc.constantFrom(...providers),
      })
      .map(({ rdns, provider }) => announced(rdns, provider)),
    fc.constantFrom(...providers).map(injected),
    fc
      .constantFrom('walletConnect', 'coinbaseWallet')
      .map((id): AdapterConnector => ({ id, name: id, type: 'EXTERNAL', chain: 'eip155' })),
  );

  it('properties: unique ids and rdns, an ordered subset, idempotent, no injected twin', () => {
    fc.assert(
      fc.property(fc.array(connectorArbitrary, { maxLength: 8 }), (connectors) => {
        const kept = dedupeConnectors(connectors);
        const ids = kept.map((connector) => connector.id);
        const rdns = kept.flatMap((connector) => connector.info?.rdns?.toLowerCase() ?? []);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(rdns).size).toBe(rdns.length);
        const positions = kept.map((connector) => connectors.indexOf(connector));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        expect(dedupeConnectors(kept)).toEqual(kept);
        const announcedProviders = connectors.filter((c) => c.type === 'ANNOUNCED').map((c) => c.provider);
        for (const connector of kept.filter((c) => c.id === 'injected')) {
          expect(connector.provider).toBeDefined();
          expect(announcedProviders).not.toContain(connector.provider);
        }
      }),
    );
  });
});
