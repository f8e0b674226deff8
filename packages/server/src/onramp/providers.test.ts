/**
 * The Coinbase and Meld clients against a local fake of their APIs (never the real ones): the requests
 * they make (paths, auth headers, bodies), how answers map to the API's shapes, and how refusals, error
 * statuses, timeouts and answers of the wrong shape come out.
 */
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseOptions, parseQuote, parseStatus } from './answers.js';
import { parseCdpKey } from './cdp-jwt.js';
import { createCoinbaseProvider } from './coinbase-provider.js';
import { requestJson } from './http-json.js';
import { createMeldProvider } from './meld-provider.js';
import { ProviderRefused, ProviderUnavailable } from './provider.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let reply: (request: Seen) => { status?: number; body: unknown; delayMs?: number } = () => ({ body: {} });

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      };
      seen.push(entry);
      const answer = reply(entry);
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

beforeEach(() => {
  seen.length = 0;
});

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const cdpKey = parseCdpKey(
  'organizations/o/apiKeys/k',
  privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
);

function coinbase(withKey = true) {
  return createCoinbaseProvider({
    appId: 'app-123',
    apiUrl: base,
    payUrl: 'https://pay.coinbase.com',
    key: withKey ? cdpKey : undefined,
    country: 'US',
    timeoutMs: 1_000,
  });
}

function decodeJwt(authorization: string | string[] | undefined) {
  const token = String(authorization).replace(/^Bearer /, '');
  const [header = '', payload = '', signature = ''] = token.split('.');
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    valid,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
  };
}

describe('Coinbase', () => {
  it('reads options with a signed CDP token and maps the limits', async () => {
    reply = () => ({
      body: {
        payment_currencies: [{ id: 'USD', limits: [{ id: 'CARD', min: '2', max: '7500' }] }],
        purchase_currencies: [
          {
            id: 'x',
            name: 'Ethereum',
            symbol: 'ETH',
            networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
          },
        ],
      },
    });
    const options = await coinbase().options();
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '2', max: '7500' }] },
    ]);
    expect(options.purchaseCurrencies[0]?.networks[0]?.chain_id).toBe('8453');
    const [request] = seen;
    expect(request?.url).toBe('/onramp/v1/buy/options?country=US');
    const jwt = decodeJwt(request?.headers.authorization);
    expect(jwt.valid).toBe(true);
    expect(jwt.header).toMatchObject({ alg: 'ES256', kid: 'organizations/o/apiKeys/k', typ: 'JWT' });
    expect(jwt.payload).toMatchObject({ iss: 'cdp', sub: 'organizations/o/apiKeys/k' });
    expect(jwt.payload.uri).toBe(`GET ${new URL(base).host}/onramp/v1/buy/options`);
    expect(jwt.payload.exp - jwt.payload.nbf).toBe(120);
  });

  it('asks for a quote in its snake_case and answers ours', async () => {
    const usd = (value: string) => ({ value, currency: 'USD' });
    reply = () => ({
      body: {
        payment_total: usd('100.00'),
        payment_subtotal: usd('97.51'),
        purchase_amount: { value: '0.0339', currency: 'ETH' },
        coinbase_fee: usd('1.99'),
        network_fee: usd('0.50'),
        quote_id: 'q-1',
      },
    });
    const quote = await coinbase().quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'base',
    });
    expect(quote).toEqual({
      paymentTotal: usd('100.00'),
      paymentSubtotal: usd('97.51'),
      purchaseAmount: { value: '0.0339', currency: 'ETH' },
      coinbaseFee: usd('1.99'),
      networkFee: usd('0.50'),
      quoteId: 'q-1',
    });
    expect(seen[0]?.body).toEqual({
      purchase_currency: 'ETH',
      purchase_network: 'base',
      payment_amount: '100.00',
      payment_currency: 'USD',
      payment_method: 'CARD',
      country: 'US',
    });
  });

  it('builds the pay URL with a session token when a key is configured', async () => {
    reply = () => ({ body: { token: 'tok-1' } });
    const { url } = await coinbase().generateUrl({
      destinationWallets: [{ address: '0xabc', blockchains: ['base'], assets: ['ETH'] }],
      defaultNetwork: 'base',
      partnerUserId: 'user-1',
      presetCryptoAmount: undefined,
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
    });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://pay.coinbase.com/buy/select-asset');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      sessionToken: 'tok-1',
      defaultNetwork: 'base',
      partnerUserId: 'user-1',
      presetFiatAmount: '50',
      fiatCurrency: 'USD',
      defaultExperience: 'buy',
    });
    expect(seen[0]?.body).toEqual({
      addresses: [{ address: '0xabc', blockchains: ['base'] }],
      assets: ['ETH'],
    });
  });

  it('builds the pay URL with the app id alone when no key is configured, and asks nothing', async () => {
    const { url } = await coinbase(false).generateUrl({
      destinationWallets: [{ address: '0xabc', blockchains: ['base', 'ethereum'], assets: [] }],
      defaultNetwork: undefined,
      partnerUserId: undefined,
      presetCryptoAmount: '0.1',
      presetFiatAmount: undefined,
      fiatCurrency: undefined,
    });
    const params = new URL(url).searchParams;
    expect(params.get('appId')).toBe('app-123');
    expect(JSON.parse(params.get('addresses') ?? '')).toEqual({ '0xabc': ['base', 'ethereum'] });
    expect(params.get('presetCryptoAmount')).toBe('0.1');
    expect(seen).toHaveLength(0);
    await expect(coinbase(false).options()).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('Meld', () => {
  const meld = () => createMeldProvider({ apiKey: 'key-1', apiUrl: base, country: 'US', timeoutMs: 1_000 });

  it('joins currencies and limits into options, with its auth header', async () => {
    reply = (request) => {
      if (request.url.startsWith('/service-providers/properties/fiat-currencies'))
        return {
          body: [
            { currencyCode: 'USD', name: 'US Dollar' },
            { currencyCode: 'JPY', name: 'Yen' },
          ],
        };
      if (request.url.startsWith('/service-providers/properties/crypto-currencies'))
        return {
          body: [
            {
              currencyCode: 'USDC_BASE',
              name: 'USD Coin',
              chainCode: 'BASE',
              chainName: 'Base',
              chainId: '8453',
              contractAddress: '0x83',
            },
          ],
        };
      return { body: [{ currencyCode: 'USD', minimumAmount: 20, maximumAmount: 10000 }] };
    };
    const options = await meld().options();
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '20', max: '10000' }] },
    ]);
    expect(options.purchaseCurrencies).toEqual([
      {
        id: 'USDC_BASE',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [{ name: 'BASE', display_name: 'Base', chain_id: '8453', contract_address: '0x83' }],
      },
    ]);
    expect(seen.every((request) => request.headers.authorization === 'BASIC key-1')).toBe(true);
    expect(seen.every((request) => request.headers['meld-version'] === '2025-03-04')).toBe(true);
  });

  it('answers the best of its quotes', async () => {
    reply = () => ({
      body: {
        quotes: [
          {
            sourceAmount: 100,
            sourceAmountWithoutFees: 96,
            destinationAmount: 0.033,
            transactionFee: 3,
            networkFee: 1,
            serviceProvider: 'A',
          },
          {
            sourceAmount: 100,
            sourceAmountWithoutFees: 97,
            destinationAmount: 0.034,
            transactionFee: 2.5,
            networkFee: 0.5,
            serviceProvider: 'B',
          },
        ],
      },
    });
    const quote = await meld().quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ETH',
    });
    expect(quote.purchaseAmount).toEqual({ value: '0.034', currency: 'ETH' });
    expect(quote.coinbaseFee).toEqual({ value: '2.5', currency: 'USD' });
    expect(quote.quoteId).toBe('B');
    expect(seen[0]?.body).toMatchObject({
      sourceAmount: '100',
      destinationCurrencyCode: 'ETH',
      countryCode: 'US',
    });
  });

  it('makes a widget session and refuses a widget URL that is not https', async () => {
    reply = () => ({ body: { id: 'w-1', widgetUrl: 'https://meldcrypto.com/?token=t' } });
    const request = {
      destinationWallets: [{ address: '0xabc', blockchains: [], assets: ['ETH'] }],
      defaultNetwork: undefined,
      partnerUserId: 'u',
      presetCryptoAmount: undefined,
      presetFiatAmount: '30',
      fiatCurrency: undefined,
    };
    expect(await meld().generateUrl(request)).toEqual({
      url: 'https://meldcrypto.com/?token=t',
      sessionId: 'w-1',
    });
    expect(seen[0]?.body).toMatchObject({
      sessionType: 'BUY',
      externalCustomerId: 'u',
      sessionData: { walletAddress: '0xabc', sourceAmount: '30' },
    });
    reply = () => ({ body: { id: 'w-2', widgetUrl: 'javascript:alert(1)' } });
    await expect(meld().generateUrl(request)).rejects.toBeInstanceOf(ProviderUnavailable);
  });
});

describe('provider failures', () => {
  it('turns a 4xx with a message into a refusal, cleaned and cut short', async () => {
    reply = () => ({ status: 400, body: { message: `Amount too low\n${'x'.repeat(300)}` } });
    const error = await requestJson(base, { timeoutMs: 1_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as Error).message.startsWith('Amount too low x')).toBe(true);
    expect((error as Error).message.length).toBeLessThanOrEqual(200);
  });

  it.each([
    [{ status: 500, body: { message: 'boom' } }, 'status 500'],
    [{ status: 401, body: { message: 'bad key' } }, 'status 401'],
    [{ status: 200, body: 'not json' }, 'answer is not JSON'],
    [{ status: 200, body: {}, delayMs: 1_500 }, 'timed out'],
  ])('makes %j unavailable (%s)', async (answer, reason) => {
    reply = () => answer;
    await expect(requestJson(base, { timeoutMs: 1_000 })).rejects.toEqual(new ProviderUnavailable(reason));
  });

  it('names nothing of the URL when unreachable', async () => {
    const error = await requestJson('http://127.0.0.1:1/secret-key', { timeoutMs: 1_000 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toEqual(new ProviderUnavailable('unreachable'));
  });

  it('property: any JSON answer is parsed or ProviderUnavailable, never anything else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        for (const parse of [parseOptions, parseQuote, parseStatus]) {
          try {
            parse(body);
          } catch (error) {
            expect(error).toBeInstanceOf(ProviderUnavailable);
          }
        }
      }),
    );
  });
});
