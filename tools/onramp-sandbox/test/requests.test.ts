/** The sandbox's request checks: any body is a value or a message naming the problem, never a throw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findChain, networkSlug } from '../src/catalogue.js';
import { parseCheckoutForm, parseQuoteRequest, parseSessionRequest } from '../src/requests.js';

const CHAINS = [
  { id: 31337, name: 'Walletport Devnet', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31338, name: 'Walletport Devnet 2', rpcUrl: 'http://127.0.0.1:8546' },
];

describe('networks', () => {
  it('finds a chain by name, chain id or CAIP-2 id', () => {
    expect(networkSlug('Walletport Devnet 2')).toBe('walletport-devnet-2');
    expect(findChain(CHAINS, 'walletport-devnet-2')?.id).toBe(31338);
    expect(findChain(CHAINS, '31337')?.id).toBe(31337);
    expect(findChain(CHAINS, 'eip155:31338')?.id).toBe(31338);
    expect(findChain(CHAINS, 'eip155:1')).toBeUndefined();
    expect(findChain(CHAINS, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined();
  });
});

describe('bodies', () => {
  it('reads a quote request', () => {
    const parsed = parseQuoteRequest(
      { purchaseCurrency: 'wpusd', paymentCurrency: 'usd', amount: '25.5', network: 'walletport-devnet-2' },
      CHAINS,
    );
    expect(parsed.ok && [parsed.value.asset.id, parsed.value.chain.id, parsed.value.paymentCents]).toEqual([
      'WPUSD',
      31338,
      2_550n,
    ]);
  });

  it('checksums the destination of a session', () => {
    const parsed = parseSessionRequest(
      { address: '0x14dc79964da2c08b23698b3d3cc7ca32193d9955', network: '31337', asset: 'ETH' },
      CHAINS,
    );
    expect(parsed.ok && parsed.value.address).toBe('0x14dC79964da2C08b23698B3D3cc7Ca32193d9955');
  });

  it('property: any JSON value is a request or a message, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        for (const parsed of [parseQuoteRequest(body, CHAINS), parseSessionRequest(body, CHAINS)]) {
          if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('property: objects with random field values are refused with a message naming the problem', () => {
    fc.assert(
      fc.property(
        fc.record({
          purchaseCurrency: fc.oneof(fc.string(), fc.integer()),
          paymentCurrency: fc.string(),
          amount: fc.string(),
          network: fc.string(),
        }),
        (body) => {
          const parsed = parseQuoteRequest(body, CHAINS);
          if (parsed.ok) expect(parsed.value.paymentCents).toBeGreaterThanOrEqual(0n);
          else expect(parsed.message).toMatch(/\.$/);
        },
      ),
    );
  });

  it('cuts checkout fields to their lengths', () => {
    const form = parseCheckoutForm(`cardNumber=${'4'.repeat(100)}&cardholder=${'a'.repeat(500)}&amount=1`);
    expect(form.number).toHaveLength(32);
    expect(form.name).toHaveLength(100);
    expect(form.expiry).toBe('');
  });
});
