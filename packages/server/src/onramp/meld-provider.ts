/**
 * Meld: fiat and crypto currencies, purchase limits and quotes from its API (MELD_API_URL, by default
 * https://api.meld.io, with the operator's MELD_API_KEY), and a checkout widget session per purchase.
 * Meld aggregates several onramps; the best quote (the most crypto for the money) is the one answered.
 */
import { amountOf, decimalOf, isRecord, listOf, textOf, urlOf, wrongShape } from './answers.js';
import { requestJson } from './http-json.js';
import type { OnrampOptions, OnrampProvider, OnrampQuote } from './provider.js';

export interface MeldProviderConfig {
  apiKey: string;
  apiUrl: string;
  country: string;
  timeoutMs: number;
}

export const MELD_API_VERSION = '2025-03-04';

export function createMeldProvider(config: MeldProviderConfig): OnrampProvider {
  const api = config.apiUrl.replace(/\/+$/, '');
  const call = (path: string, body?: unknown) =>
    requestJson(`${api}${path}`, {
      headers: { authorization: `BASIC ${config.apiKey}`, 'meld-version': MELD_API_VERSION },
      ...(body === undefined ? {} : { method: 'POST' as const, body }),
      timeoutMs: config.timeoutMs,
    });
  const filter = `countries=${encodeURIComponent(config.country)}&accountFilter=true`;

  const options = async (): Promise<OnrampOptions> => {
    const [fiat, crypto, limits] = await Promise.all([
      call(`/service-providers/properties/fiat-currencies?${filter}`),
      call(`/service-providers/properties/crypto-currencies?${filter}`),
      call(`/service-providers/limits/fiat-currency-purchases?${filter}`),
    ]);
    const limitByCurrency = new Map<string, { min: string; max: string }>();
    for (const entry of listOf(limits, 'limits')) {
      if (!isRecord(entry)) throw wrongShape('limit');
      limitByCurrency.set(textOf(entry.currencyCode, 'currency'), {
        min: decimalOf(entry.minimumAmount, 'limit'),
        max: decimalOf(entry.maximumAmount, 'limit'),
      });
    }
    return {
      paymentCurrencies: listOf(fiat, 'fiat currencies').flatMap((entry) => {
        if (!isRecord(entry)) throw wrongShape('fiat currency');
        const id = textOf(entry.currencyCode, 'currency');
        const limit = limitByCurrency.get(id);
        // Meld's limits hold for every payment method; a currency without limits cannot be offered.
        return limit === undefined ? [] : [{ id, payment_method_limits: [{ id: 'card', ...limit }] }];
      }),
      purchaseCurrencies: listOf(crypto, 'crypto currencies').map((entry) => {
        if (!isRecord(entry)) throw wrongShape('crypto currency');
        const id = textOf(entry.currencyCode, 'crypto currency');
        return {
          id,
          name: textOf(entry.name, 'crypto name'),
          symbol: id.split('_')[0] ?? id,
          networks: [
            {
              name: textOf(entry.chainCode, 'chain code'),
              display_name: textOf(entry.chainName, 'chain name', { optional: true }),
              chain_id: textOf(entry.chainId, 'chain id', { optional: true }),
              contract_address: textOf(entry.contractAddress, 'contract', { optional: true }),
            },
          ],
        };
      }),
    };
  };

  return {
    id: 'meld',
    options,
    async quote(request): Promise<OnrampQuote> {
      const answer = await call('/payments/crypto/quote', {
        countryCode: config.country,
        sourceCurrencyCode: request.paymentCurrency,
        sourceAmount: request.amount,
        destinationCurrencyCode: request.purchaseCurrency,
        paymentMethodType: 'CARD',
      });
      if (!isRecord(answer)) throw wrongShape('quotes');
      const quotes = listOf(answer.quotes, 'quotes').filter(isRecord);
      const best = quotes
        .map((quote) => ({ quote, out: Number(decimalOf(quote.destinationAmount, 'destination amount')) }))
        .sort((a, b) => b.out - a.out)[0]?.quote;
      if (best === undefined) throw wrongShape('quotes (none)');
      const fiat = (value: unknown, what: string) =>
        amountOf({ value, currency: request.paymentCurrency }, what);
      return {
        paymentTotal: fiat(best.sourceAmount, 'source amount'),
        paymentSubtotal: fiat(best.sourceAmountWithoutFees, 'amount without fees'),
        purchaseAmount: amountOf(
          { value: best.destinationAmount, currency: request.purchaseCurrency },
          'destination amount',
        ),
        coinbaseFee: fiat(best.transactionFee ?? 0, 'transaction fee'),
        networkFee: fiat(best.networkFee ?? 0, 'network fee'),
        quoteId: textOf(best.serviceProvider, 'service provider', { optional: true }),
      };
    },
    async generateUrl(request) {
      const wallet = request.destinationWallets[0];
      const answer = await call('/crypto/session/widget', {
        sessionType: 'BUY',
        ...(request.partnerUserId === undefined ? {} : { externalCustomerId: request.partnerUserId }),
        sessionData: {
          walletAddress: wallet?.address,
          countryCode: config.country,
          sourceCurrencyCode: request.fiatCurrency ?? 'USD',
          ...(request.presetFiatAmount === undefined ? {} : { sourceAmount: request.presetFiatAmount }),
          ...(wallet?.assets[0] === undefined ? {} : { destinationCurrencyCode: wallet.assets[0] }),
        },
      });
      if (!isRecord(answer)) throw wrongShape('widget session');
      const url = urlOf(answer.widgetUrl, 'widget URL');
      if (!url.startsWith('https:')) throw wrongShape('widget URL');
      const id = answer.id === undefined ? undefined : textOf(answer.id, 'session id');
      return id === undefined ? { url } : { url, sessionId: id };
    },
  };
}
