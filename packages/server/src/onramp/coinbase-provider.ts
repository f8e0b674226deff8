/**
 * Coinbase Onramp: options and quotes from its buy API (COINBASE_ONRAMP_API_URL, by default
 * https://api.developer.coinbase.com, authenticated with the operator's CDP API key) and the checkout URL
 * on pay.coinbase.com (COINBASE_ONRAMP_PAY_URL) for the app id, with a session token when a key is
 * configured. Without a key, options and quotes are unavailable (the routes fall back) and the URL still
 * works for an app id that does not require secure initialisation.
 */
import { isRecord, parseOptions, parseQuote, textOf } from './answers.js';
import { type CdpKey, cdpJwt } from './cdp-jwt.js';
import { requestJson } from './http-json.js';
import { type OnrampProvider, ProviderUnavailable } from './provider.js';

export interface CoinbaseProviderConfig {
  appId: string;
  apiUrl: string;
  payUrl: string;
  key: CdpKey | undefined;
  /** ISO 3166-1 alpha-2, for options and quotes. */
  country: string;
  timeoutMs: number;
}

/** Coinbase's own spelling of payment methods in quotes. */
const PAYMENT_METHOD = 'CARD';

export function createCoinbaseProvider(config: CoinbaseProviderConfig): OnrampProvider {
  const api = config.apiUrl.replace(/\/+$/, '');
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    if (config.key === undefined) throw new ProviderUnavailable('no CDP API key configured');
    const url = `${api}${path}`;
    return requestJson(url, {
      method,
      headers: { authorization: `Bearer ${cdpJwt(config.key, method, url)}` },
      ...(body === undefined ? {} : { body }),
      timeoutMs: config.timeoutMs,
    });
  };
  return {
    id: 'coinbase',
    options: async () =>
      parseOptions(await call('GET', `/onramp/v1/buy/options?country=${encodeURIComponent(config.country)}`)),
    quote: async (request) =>
      parseQuote(
        await call('POST', '/onramp/v1/buy/quote', {
          purchase_currency: request.purchaseCurrency,
          purchase_network: request.network,
          payment_amount: request.amount,
          payment_currency: request.paymentCurrency,
          payment_method: PAYMENT_METHOD,
          country: config.country,
        }),
      ),
    async generateUrl(request) {
      const url = new URL('/buy/select-asset', config.payUrl);
      const addresses = Object.fromEntries(
        request.destinationWallets.map((wallet) => [wallet.address, [...wallet.blockchains]]),
      );
      const assets = [...new Set(request.destinationWallets.flatMap((wallet) => wallet.assets))];
      if (config.key === undefined) {
        url.searchParams.set('appId', config.appId);
        url.searchParams.set('addresses', JSON.stringify(addresses));
        if (assets.length > 0) url.searchParams.set('assets', JSON.stringify(assets));
      } else {
        const answer = await call('POST', '/onramp/v1/token', {
          addresses: request.destinationWallets.map((wallet) => ({
            address: wallet.address,
            blockchains: wallet.blockchains,
          })),
          ...(assets.length > 0 ? { assets } : {}),
        });
        if (!isRecord(answer)) throw new ProviderUnavailable('unexpected session token');
        url.searchParams.set('sessionToken', textOf(answer.token, 'session token'));
      }
      const optional: [string, string | undefined][] = [
        ['defaultNetwork', request.defaultNetwork],
        ['partnerUserId', request.partnerUserId],
        ['presetCryptoAmount', request.presetCryptoAmount],
        ['presetFiatAmount', request.presetFiatAmount],
        ['fiatCurrency', request.fiatCurrency],
      ];
      for (const [name, value] of optional) if (value !== undefined) url.searchParams.set(name, value);
      url.searchParams.set('defaultExperience', 'buy');
      return { url: url.toString() };
    },
  };
}
