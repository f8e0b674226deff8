/**
 * Checks of what providers answer, before any of it is passed on: each answer is rebuilt field by field
 * from strings of bounded length, and an answer of the wrong shape is ProviderUnavailable (so the routes
 * fall back) rather than something half-read reaching a visitor.
 */
import {
  type OnrampAmount,
  type OnrampNetwork,
  type OnrampOptions,
  type OnrampQuote,
  type OnrampSessionStatus,
  type OnrampStatus,
  ProviderUnavailable,
  type PaymentMethodLimit,
} from './provider.js';

const MAX_TEXT = 256;
const MAX_LIST = 500;

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function wrongShape(what: string): ProviderUnavailable {
  return new ProviderUnavailable(`unexpected ${what}`);
}

/** A string (numbers are written as decimals) of at most MAX_TEXT characters. */
export function textOf(value: unknown, what: string, options: { optional?: boolean } = {}): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.length <= MAX_TEXT) return value;
  if (options.optional === true && (value === undefined || value === null)) return '';
  throw wrongShape(what);
}

export function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value) || value.length > MAX_LIST) throw wrongShape(what);
  return value;
}

/** A decimal amount as a provider writes it ('100', '100.5', 1.25). */
export function decimalOf(value: unknown, what: string): string {
  const text = textOf(value, what).trim();
  if (!/^\d{1,30}(\.\d{1,36})?$/.test(text)) throw wrongShape(what);
  return text;
}

export function amountOf(value: unknown, what: string): OnrampAmount {
  if (!isRecord(value)) throw wrongShape(what);
  return { value: decimalOf(value.value, what), currency: textOf(value.currency, what) };
}

function limitOf(value: unknown): PaymentMethodLimit {
  if (!isRecord(value)) throw wrongShape('payment method limit');
  return {
    id: textOf(value.id, 'payment method').toLowerCase(),
    min: decimalOf(value.min, 'limit'),
    max: decimalOf(value.max, 'limit'),
  };
}

function networkOf(value: unknown): OnrampNetwork {
  if (!isRecord(value)) throw wrongShape('network');
  return {
    name: textOf(value.name, 'network name'),
    display_name: textOf(value.display_name, 'network display name', { optional: true }),
    chain_id: textOf(value.chain_id, 'chain id', { optional: true }),
    contract_address: textOf(value.contract_address, 'contract address', { optional: true }),
  };
}

/**
 * Options in the API's own shape: camelCase lists, or the snake_case lists of hosted onramps
 * (`payment_currencies` with `limits` or `payment_method_limits`).
 */
export function parseOptions(body: unknown): OnrampOptions {
  if (!isRecord(body)) throw wrongShape('options');
  const payments = listOf(body.paymentCurrencies ?? body.payment_currencies, 'payment currencies');
  const purchases = listOf(body.purchaseCurrencies ?? body.purchase_currencies, 'purchase currencies');
  return {
    paymentCurrencies: payments.map((entry) => {
      if (!isRecord(entry)) throw wrongShape('payment currency');
      const limits = listOf(entry.payment_method_limits ?? entry.limits, 'limits');
      return { id: textOf(entry.id, 'payment currency'), payment_method_limits: limits.map(limitOf) };
    }),
    purchaseCurrencies: purchases.map((entry) => {
      if (!isRecord(entry)) throw wrongShape('purchase currency');
      return {
        id: textOf(entry.id, 'purchase currency'),
        name: textOf(entry.name, 'purchase currency name'),
        symbol: textOf(entry.symbol, 'purchase currency symbol'),
        networks: listOf(entry.networks, 'networks').map(networkOf),
      };
    }),
  };
}

/** A quote in the API's camelCase shape, or the snake_case one of hosted onramps. */
export function parseQuote(body: unknown): OnrampQuote {
  if (!isRecord(body)) throw wrongShape('quote');
  return {
    paymentTotal: amountOf(body.paymentTotal ?? body.payment_total, 'payment total'),
    paymentSubtotal: amountOf(body.paymentSubtotal ?? body.payment_subtotal, 'payment subtotal'),
    purchaseAmount: amountOf(body.purchaseAmount ?? body.purchase_amount, 'purchase amount'),
    coinbaseFee: amountOf(body.coinbaseFee ?? body.coinbase_fee, 'provider fee'),
    networkFee: amountOf(body.networkFee ?? body.network_fee, 'network fee'),
    quoteId: textOf(body.quoteId ?? body.quote_id, 'quote id', { optional: true }),
  };
}

const STATUSES: readonly OnrampSessionStatus[] = ['pending', 'paid', 'delivered', 'declined'];

export function parseStatus(body: unknown): OnrampStatus {
  if (!isRecord(body) || !STATUSES.includes(body.status as OnrampSessionStatus)) throw wrongShape('status');
  const status: OnrampStatus = { status: body.status as OnrampSessionStatus };
  if (body.txHash !== undefined) {
    const hash = textOf(body.txHash, 'transaction hash');
    if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw wrongShape('transaction hash');
    status.txHash = hash;
  }
  if (body.message !== undefined) status.message = textOf(body.message, 'status message');
  return status;
}

/** An https (or, for a local provider, http) URL, or ProviderUnavailable. */
export function urlOf(value: unknown, what: string, allowedOrigin?: string): string {
  const text = typeof value === 'string' && value.length <= 4096 ? value : undefined;
  const parsed = text !== undefined && URL.canParse(text) ? new URL(text) : undefined;
  if (parsed === undefined || !['https:', 'http:'].includes(parsed.protocol)) throw wrongShape(what);
  if (allowedOrigin !== undefined && parsed.origin !== allowedOrigin) throw wrongShape(what);
  return parsed.toString();
}
