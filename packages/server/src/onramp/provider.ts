/**
 * The onramp provider interface (docs/server.md, "Onramp"): what the routes need from a provider that
 * sells crypto for fiat. The sandbox, Coinbase and Meld implement it; the operator picks them with
 * ONRAMP_PROVIDERS. A provider throws ProviderRefused when it turned the request down with a message for
 * the visitor (an amount outside its limits) and ProviderUnavailable for everything else (unreachable,
 * an error status, an answer of the wrong shape): the routes answer the first with its message and the
 * second with their fallbacks.
 */

export type OnrampProviderId = 'sandbox' | 'coinbase' | 'meld';
export const ONRAMP_PROVIDER_IDS: readonly OnrampProviderId[] = ['sandbox', 'coinbase', 'meld'];

export interface PaymentMethodLimit {
  /** 'card', 'ach_bank_account', … */
  id: string;
  min: string;
  max: string;
}

export interface OnrampNetwork {
  name: string;
  display_name: string;
  chain_id: string;
  contract_address: string;
}

export interface OnrampOptions {
  paymentCurrencies: { id: string; payment_method_limits: PaymentMethodLimit[] }[];
  purchaseCurrencies: { id: string; name: string; symbol: string; networks: OnrampNetwork[] }[];
}

export interface OnrampAmount {
  value: string;
  currency: string;
}

export interface OnrampQuote {
  paymentTotal: OnrampAmount;
  paymentSubtotal: OnrampAmount;
  purchaseAmount: OnrampAmount;
  /** The provider's fee (the field keeps the name hosted onramps use). */
  coinbaseFee: OnrampAmount;
  networkFee: OnrampAmount;
  quoteId: string;
}

export interface OnrampQuoteRequest {
  purchaseCurrency: string;
  paymentCurrency: string;
  /** Fiat, e.g. '100.00'. */
  amount: string;
  network: string;
}

export interface DestinationWallet {
  address: string;
  blockchains: readonly string[];
  assets: readonly string[];
}

export interface OnrampUrlRequest {
  destinationWallets: readonly DestinationWallet[];
  defaultNetwork: string | undefined;
  partnerUserId: string | undefined;
  presetCryptoAmount: string | undefined;
  presetFiatAmount: string | undefined;
  fiatCurrency: string | undefined;
}

export interface OnrampUrl {
  url: string;
  /** The provider's id for the purchase, when it has one the status route can follow. */
  sessionId?: string;
}

export type OnrampSessionStatus = 'pending' | 'paid' | 'delivered' | 'declined';

export interface OnrampStatus {
  status: OnrampSessionStatus;
  txHash?: string;
  message?: string;
}

export interface OnrampProvider {
  readonly id: OnrampProviderId;
  options(): Promise<OnrampOptions>;
  quote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
  generateUrl(request: OnrampUrlRequest): Promise<OnrampUrl>;
  /** Undefined when the provider has no status the server can read. */
  status?(sessionId: string): Promise<OnrampStatus>;
}

/** The provider could not be used: unreachable, an error status, or an answer of the wrong shape. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/** The provider refused the request with a message meant for the visitor. */
export class ProviderRefused extends Error {
  override readonly name = 'ProviderRefused';
}
