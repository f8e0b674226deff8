/**
 * The onramp routes through inject, with the onramp sandbox (tools/onramp-sandbox) as the provider on a
 * real devnet started here: options and quotes as the sandbox prices them, the checkout URL and the
 * session status relayed after a payment; refusals with the provider's message; validation; and the
 * fallbacks when the provider is down or none is configured. The history's onramp=coinbase is fresh.
 */
import { findFreePort } from '@walletport/devnet';
import { type OnrampSandbox, startOnrampSandbox } from '@walletport/onramp-sandbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID, rpcUrlOf, startTestServer } from '../blockchain/chain-test-kit.js';
import { testDatabaseKinds } from '../support/databases.js';
import { useTestDevnet } from '../support/devnet-suite.js';

const testbed = useTestDevnet();
const BUYER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
let sandbox: OnrampSandbox;
let app: FastifyInstance;
let downApp: FastifyInstance;
let bareApp: FastifyInstance;
const disposers: (() => Promise<void>)[] = [];

let database: Awaited<ReturnType<NonNullable<ReturnType<typeof testDatabaseKinds>[0]>['open']>> | undefined;

/** A server on the suite's one database (seeding is idempotent), closed after the suite. */
async function serverWith(env: Record<string, string>) {
  const kind = testDatabaseKinds()[0];
  if (kind === undefined) throw new Error('no test database');
  database ??= await kind.open();
  const server = await startTestServer({ db: database.db, rpcUrls: [rpcUrlOf(testbed.devnet)], env });
  disposers.push(() => server.close());
  return server;
}

beforeAll(async () => {
  sandbox = await startOnrampSandbox({
    chains: [{ id: 31337, name: 'Walletport Devnet', rpcUrl: rpcUrlOf(testbed.devnet) }],
  });
  app = await serverWith({ ONRAMP_PROVIDERS: 'sandbox', ONRAMP_SANDBOX_URL: sandbox.url });
  downApp = await serverWith({
    ONRAMP_PROVIDERS: 'sandbox',
    ONRAMP_SANDBOX_URL: `http://127.0.0.1:${await findFreePort()}`,
  });
  bareApp = await serverWith({});
}, 180_000);

afterAll(async () => {
  for (const dispose of disposers) await dispose();
  await database?.dispose();
  await sandbox?.close();
}, 60_000);

const quoteBody = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '100.00',
  network: 'walletport-devnet',
};

function quote(server: FastifyInstance, body: Record<string, unknown>) {
  return server.inject({ method: 'POST', url: `/v1/onramp/quote?projectId=${PROJECT_ID}`, payload: body });
}

function generate(server: FastifyInstance, body: Record<string, unknown>) {
  return server.inject({
    method: 'POST',
    url: `/v1/generators/onrampurl?projectId=${PROJECT_ID}`,
    payload: body,
  });
}

describe('with the sandbox provider', () => {
  it('answers the sandbox options', async () => {
    const response = await app.inject(`/v1/onramp/options?projectId=${PROJECT_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-walletport-fallback']).toBeUndefined();
    const options = response.json();
    expect(options.providers).toEqual(['sandbox']);
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    ]);
    expect(options.purchaseCurrencies[0]).toMatchObject({
      id: 'ETH',
      symbol: 'ETH',
      networks: [
        {
          name: 'walletport-devnet',
          display_name: 'Walletport Devnet',
          chain_id: '31337',
          contract_address: '',
        },
      ],
    });
  });

  it('answers a quote priced by the sandbox, naming the provider', async () => {
    const response = await quote(app, quoteBody);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.provider).toBe('sandbox');
    expect(body.paymentTotal).toEqual({ value: '100.00', currency: 'USD' });
    expect(body.coinbaseFee).toEqual({ value: '1.50', currency: 'USD' });
    expect(body.purchaseAmount.currency).toBe('ETH');
    expect(Number(body.purchaseAmount.value)).toBeGreaterThan(0.034);
    expect(Number(body.purchaseAmount.value)).toBeLessThan(0.0343);
    expect(body.quoteId).not.toBe('');
  });

  it("passes the provider's refusal on as a 400 with its message", async () => {
    const response = await quote(app, { ...quoteBody, amount: '5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'QUOTE_REFUSED', message: 'The minimum purchase is 10.00 USD.' });
  });

  it('makes a checkout URL on the sandbox, and relays the session status through payment', async () => {
    const response = await generate(app, {
      destinationWallets: [{ address: BUYER, blockchains: ['walletport-devnet'], assets: ['ETH'] }],
      defaultNetwork: 'walletport-devnet',
      partnerUserId: 'visitor-1',
      defaultExperience: 'buy',
      presetFiatAmount: 20,
    });
    expect(response.statusCode).toBe(200);
    const { url, sessionId, provider } = response.json();
    expect(provider).toBe('sandbox');
    expect(url).toBe(`${sandbox.url}/checkout/${sessionId}`);
    const status = () =>
      app.inject(`/v1/onramp/status/${sessionId}?projectId=${PROJECT_ID}&provider=sandbox`);
    expect((await status()).json()).toEqual({ status: 'pending' });
    const page = await (await fetch(url)).text();
    expect(page).toContain('value="20.00"');
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        amount: '20.00',
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
      }),
    });
    expect(await paid.text()).toContain('Payment complete');
    const delivered = (await status()).json();
    expect(delivered.status).toBe('delivered');
    expect(delivered.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(
      (await app.inject(`/v1/onramp/status/AAAAAAAAAAAAAAAAAAAAAA?projectId=${PROJECT_ID}`)).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ ...quoteBody, amount: '1e3' }, "Invalid body field 'amount'"],
    [{ ...quoteBody, amount: '10.001' }, "Invalid body field 'amount'"],
    [{ ...quoteBody, paymentCurrency: 'DOLLARS' }, "Invalid body field 'paymentCurrency'"],
    [{ ...quoteBody, network: '<script>' }, "Invalid body field 'network'"],
    [{ ...quoteBody, provider: 'paypal' }, "Invalid body field 'provider'"],
    [
      { ...quoteBody, provider: 'coinbase' },
      "The onramp provider 'coinbase' is not configured on this server.",
    ],
    [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100' }, "Missing body field 'network'"],
  ])('refuses the quote %j', async (body, message) => {
    const response = await quote(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it.each([
    [{ destinationWallets: [] }, "Invalid body field 'destinationWallets'"],
    [{ destinationWallets: [{ address: '0x1234' }] }, "Invalid body field 'destinationWallets.0.address'"],
    [
      { destinationWallets: [{ address: BUYER }], defaultExperience: 'send' },
      "Invalid body field 'defaultExperience'",
    ],
    [
      { destinationWallets: [{ address: BUYER }], presetFiatAmount: '-1' },
      "Invalid body field 'presetFiatAmount'",
    ],
    [
      { destinationWallets: [{ address: BUYER, assets: ['E T H'] }] },
      "Invalid body field 'destinationWallets.0.assets.0'",
    ],
  ])('refuses the URL request %j', async (body, message) => {
    const response = await generate(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('requires a project on every route', async () => {
    expect((await app.inject('/v1/onramp/options')).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/v1/onramp/quote', payload: quoteBody })).statusCode,
    ).toBe(403);
  });

  it('answers history with onramp=coinbase uncached, and refuses odd onramp values', async () => {
    const url = `/v1/account/${BUYER}/history?projectId=${PROJECT_ID}&chainId=eip155:31337`;
    const fresh = await app.inject(`${url}&onramp=coinbase`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect((await app.inject(url)).headers['cache-control']).toBeUndefined();
    expect((await app.inject(`${url}&onramp=%3Cx%3E`)).statusCode).toBe(400);
  });
});

describe('when the provider is down', () => {
  it('answers the built-in options with the fallback header', async () => {
    const response = await downApp.inject(`/v1/onramp/options?projectId=${PROJECT_ID}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-walletport-fallback']).toBe('1');
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ];
    expect(response.json()).toEqual({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ],
      purchaseCurrencies: [],
      providers: ['sandbox'],
    });
  });

  it('answers the placeholder quote with the fallback header', async () => {
    const response = await quote(downApp, { ...quoteBody, paymentCurrency: 'eur' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-walletport-fallback']).toBe('1');
    const zero = { value: '0', currency: 'EUR' };
    expect(response.json()).toEqual({
      paymentTotal: zero,
      paymentSubtotal: zero,
      purchaseAmount: { value: '0', currency: 'ETH' },
      coinbaseFee: zero,
      networkFee: zero,
      quoteId: '',
      provider: 'sandbox',
    });
  });

  it('answers 502 for a checkout URL, since none can be made', async () => {
    const response = await generate(downApp, { destinationWallets: [{ address: BUYER }] });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('without any provider configured', () => {
  it('falls back for options and quotes, and says so for URLs', async () => {
    const options = await bareApp.inject(`/v1/onramp/options?projectId=${PROJECT_ID}`);
    expect(options.headers['x-walletport-fallback']).toBe('1');
    expect(options.json().providers).toEqual([]);
    const placeholder = await quote(bareApp, quoteBody);
    expect(placeholder.headers['x-walletport-fallback']).toBe('1');
    expect(placeholder.json().provider).toBeNull();
    const url = await generate(bareApp, { destinationWallets: [{ address: BUYER }] });
    expect(url.statusCode).toBe(400);
    expect(url.json()).toEqual({
      code: 'ONRAMP_UNAVAILABLE',
      message: 'No onramp provider is configured on this server.',
    });
  });
});
