/**
 * The sandbox against a real devnet chain started here: options, quotes priced from the chain's feeds
 * and gas price, sessions, the checkout page paying with each test card, delivery of ETH and WPUSD from
 * the treasury (balances read from the chain before and after), and hostile requests.
 */
import {
  DEVNET_CONTRACTS,
  DEVNET_DEFAULT_PRICES,
  type Devnet,
  devnetAccount,
  findFreePort,
  setDevnetPrices,
  startDevnet,
} from '@walletport/devnet';
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OnrampSandbox, startOnrampSandbox } from '../src/index.js';
import { MAX_BODY_BYTES } from '../src/sandbox-http.js';

let devnet: Devnet;
let sandbox: OnrampSandbox;
let rpcUrl: string;
const buyer = devnetAccount(7).address;

beforeAll(async () => {
  const port = await findFreePort();
  devnet = await startDevnet({ chains: [{ id: 31337, name: 'Walletport Devnet', port }], seed: false });
  rpcUrl = devnet.chains[0]?.rpcUrl ?? '';
  sandbox = await startOnrampSandbox({ chains: [{ id: 31337, name: 'Walletport Devnet', rpcUrl }] });
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  await devnet?.stop();
});

const client = () => createPublicClient({ transport: http(rpcUrl) });

function post(path: string, body: unknown) {
  return fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function newSession(asset: string, presetFiatAmount?: string) {
  const response = await post('/v1/sessions', {
    address: buyer,
    network: 'walletport-devnet',
    asset,
    ...(presetFiatAmount === undefined ? {} : { presetFiatAmount }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; url: string; status: string };
}

function pay(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ expiry: '12/40', cvc: '123', cardholder: 'Ada', ...fields }).toString(),
  });
}

async function status(id: string) {
  return (await (await fetch(`${sandbox.url}/v1/sessions/${id}`)).json()) as {
    status: string;
    txHash?: string;
    message?: string;
  };
}

describe('options and quotes', () => {
  it('lists ETH and WPUSD on its chain, paid in USD by card within 10.00–7500.00', async () => {
    const options = await (await fetch(`${sandbox.url}/v1/options`)).json();
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    ]);
    expect(options.purchaseCurrencies.map((c: { id: string }) => c.id)).toEqual(['ETH', 'WPUSD']);
    expect(options.purchaseCurrencies[1].networks).toEqual([
      {
        name: 'walletport-devnet',
        display_name: 'Walletport Devnet',
        chain_id: '31337',
        contract_address: DEVNET_CONTRACTS.wpusd,
      },
    ]);
  });

  it('prices ETH from the feed: 1.5 % fee, network fee from the gas price, the rest at the feed price', async () => {
    const gasPrice = await client().getGasPrice();
    const response = await post('/v1/quotes', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'eip155:31337',
    });
    expect(response.status).toBe(200);
    const quote = await response.json();
    const networkCents = (gasPrice * 21_000n * 287_540_000_000n * 100n + 10n ** 26n - 1n) / 10n ** 26n;
    const subtotalCents = 10_000n - 150n - networkCents;
    expect(quote.paymentTotal).toEqual({ value: '100.00', currency: 'USD' });
    expect(quote.coinbaseFee).toEqual({ value: '1.50', currency: 'USD' });
    expect(quote.networkFee.value).toBe((Number(networkCents) / 100).toFixed(2));
    expect(quote.paymentSubtotal.value).toBe((Number(subtotalCents) / 100).toFixed(2));
    expect(quote.purchaseAmount.currency).toBe('ETH');
    const units = parseUnits(quote.purchaseAmount.value, 18);
    expect(units).toBe((subtotalCents * 10n ** 18n * 10n ** 8n) / (287_540_000_000n * 100n));
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows the feed when the price changes', async () => {
    await setDevnetPrices(rpcUrl, { ...DEVNET_DEFAULT_PRICES, wpusd: '0.50' });
    try {
      const quote = await (
        await post('/v1/quotes', {
          purchaseCurrency: 'WPUSD',
          paymentCurrency: 'USD',
          amount: '20.00',
          network: '31337',
        })
      ).json();
      // 20.00 − 0.30 fee − the network fee, at 0.50 each.
      const networkCents = Math.round(Number(quote.networkFee.value) * 100);
      expect(networkCents).toBeGreaterThan(0);
      expect(quote.purchaseAmount.value).toBe(String((2_000 - 30 - networkCents) / 50));
    } finally {
      await setDevnetPrices(rpcUrl, DEVNET_DEFAULT_PRICES);
    }
  });

  it.each([
    [{ amount: '9.99' }, 400, 'The minimum purchase is 10.00 USD.'],
    [{ amount: '7500.01' }, 400, 'The maximum card purchase is 7,500.00 USD.'],
    [{ amount: '1e3' }, 400, "'amount' must be a decimal such as 100.00, got '1e3'."],
    [{ paymentCurrency: 'EUR' }, 400, 'The sandbox takes payments in USD only.'],
    [{ purchaseCurrency: 'DOGE' }, 400, "The sandbox does not sell 'DOGE'."],
    [{ network: 'ethereum' }, 400, "The network 'ethereum' is not one the sandbox delivers on."],
    [{ amount: 100 }, 400, "'amount' must be a string."],
  ])('refuses %j with the provider message', async (change, code, message) => {
    const response = await post('/v1/quotes', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'walletport-devnet',
      ...change,
    });
    expect(response.status).toBe(code);
    expect((await response.json()).message).toBe(message);
  });
});

describe('sessions and the checkout page', () => {
  it('delivers the ETH bought with 4242 4242 4242 4242 and shows "Payment complete" with the hash', async () => {
    const session = await newSession('ETH', '100.00');
    expect(session.url).toBe(`${sandbox.url}/checkout/${session.id}`);
    expect(await status(session.id)).toEqual({ status: 'pending' });
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('<label>Card number');
    expect(page).toContain('value="100.00"');
    const before = await client().getBalance({ address: buyer });
    const treasuryBefore = await client().getBalance({ address: devnetAccount(3).address });
    const paid = await pay(session.url, { amount: '100.00', cardNumber: '4242 4242 4242 4242' });
    expect(paid.status).toBe(200);
    const html = await paid.text();
    expect(html).toContain('<h1>Payment complete</h1>');
    const done = await status(session.id);
    expect(done.status).toBe('delivered');
    expect(html).toContain(done.txHash);
    const receipt = await client().getTransactionReceipt({ hash: done.txHash as `0x${string}` });
    expect(receipt.from.toLowerCase()).toBe(devnetAccount(3).address.toLowerCase());
    const received = (await client().getBalance({ address: buyer })) - before;
    expect(received).toBe(parseUnits(sandbox.session(session.id)?.purchaseAmount ?? '0', 18));
    expect(received).toBeGreaterThan(parseUnits('0.03', 18));
    expect(
      treasuryBefore - (await client().getBalance({ address: devnetAccount(3).address })),
    ).toBeGreaterThan(received);
    // Paying again changes nothing.
    await pay(session.url, { amount: '100.00', cardNumber: '4242424242424242' });
    expect((await status(session.id)).txHash).toBe(done.txHash);
  });

  it('delivers WPUSD by an ERC-20 transfer from the treasury', async () => {
    const session = await newSession('wpusd');
    const balance = () =>
      client().readContract({
        address: DEVNET_CONTRACTS.wpusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [buyer],
      });
    const before = await balance();
    const html = await (await pay(session.url, { amount: '50', cardNumber: '4242424242424242' })).text();
    expect(html).toContain('Payment complete');
    const received = (await balance()) - before;
    // 50.00 − 0.75 fee − a few cents of gas, at 1.00: just under 49.25 WPUSD.
    expect(received).toBeGreaterThan(parseUnits('49', 6));
    expect(received).toBeLessThanOrEqual(parseUnits('49.25', 6));
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
  ])('declines %s with "%s", moves nothing, and lets another card pay', async (card, message) => {
    const session = await newSession('ETH');
    const before = await client().getBalance({ address: buyer });
    const declined = await pay(session.url, { amount: '25.00', cardNumber: card });
    expect(declined.status).toBe(422);
    const html = await declined.text();
    expect(html).toContain(`<p class="alert" role="alert">${message.replace("'", '&#39;')}</p>`);
    expect(html).not.toContain(card.replace(/ /g, ''));
    expect(await status(session.id)).toEqual({ status: 'declined', message });
    expect(await client().getBalance({ address: buyer })).toBe(before);
    const retried = await pay(session.url, { amount: '25.00', cardNumber: '4242424242424242' });
    expect(await retried.text()).toContain('Payment complete');
    expect((await status(session.id)).status).toBe('delivered');
  });

  it('refuses a malformed card or an amount outside the limits without changing the session', async () => {
    const session = await newSession('ETH');
    for (const [fields, message] of [
      [{ amount: '5', cardNumber: '4242424242424242' }, 'The minimum purchase is 10.00 USD.'],
      [{ amount: '20', cardNumber: '4242424242424241' }, 'Your card number is invalid.'],
      [
        { amount: '20', cardNumber: '4242424242424242', expiry: '01/20' },
        "Your card's expiry date is in the past.",
      ],
      [{ amount: '20', cardNumber: '4242424242424242', cvc: '12' }, "Your card's security code is invalid."],
    ] as const) {
      const response = await pay(session.url, fields);
      expect(response.status).toBe(422);
      expect(await response.text()).toContain(message.replace("'", '&#39;'));
    }
    expect(await status(session.id)).toEqual({ status: 'pending' });
  });

  it.each([
    [
      { address: 'not-an-address' },
      'The sandbox delivers to EVM addresses on its devnet chains (0x and 40 hex digits).',
    ],
    [
      { address: '<script>' },
      'The sandbox delivers to EVM addresses on its devnet chains (0x and 40 hex digits).',
    ],
    [
      { network: 'walletport-devnet-9' },
      "The network 'walletport-devnet-9' is not one the sandbox delivers on.",
    ],
    [{ presetFiatAmount: '-5' }, "'presetFiatAmount' must be a decimal such as 100.00, got '-5'."],
    [{ partnerUserId: 'x'.repeat(65) }, "'partnerUserId' must be at most 64 characters."],
  ])('refuses a session %j', async (change, message) => {
    const response = await post('/v1/sessions', {
      address: buyer,
      network: 'walletport-devnet',
      asset: 'ETH',
      ...change,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('answers 404 for unknown sessions, 413 for oversized bodies and 400 for bodies that are not JSON', async () => {
    expect((await fetch(`${sandbox.url}/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/v1/sessions/..%2F..%2Fetc`)).status).toBe(404);
    const missing = await fetch(`${sandbox.url}/checkout/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Checkout not found');
    const big = await fetch(`${sandbox.url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'x'.repeat(MAX_BODY_BYTES) }),
    }).catch(() => undefined);
    expect(big === undefined || big.status === 413).toBe(true);
    const notJson = await fetch(`${sandbox.url}/v1/quotes`, { method: 'POST', body: '{oops' });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe('The body must be a JSON object.');
    expect((await fetch(`${sandbox.url}/v1/quotes`)).status).toBe(405);
  });

  it('serves the page with a strict CSP and no script', async () => {
    const session = await newSession('ETH');
    const response = await fetch(session.url);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await response.text()).not.toContain('<script');
  });
});
