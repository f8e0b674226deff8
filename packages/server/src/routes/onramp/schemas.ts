/** JSON schemas of the onramp routes (validation, serialisation and the OpenAPI document). */
import { sdkQueryProperties } from '../shared-schemas.js';

const providerProperty = {
  type: 'string',
  enum: ['sandbox', 'coinbase', 'meld'],
  description: 'Which configured provider to ask; the first configured one when left out',
} as const;

/** A fiat amount: digits with at most two decimals (e.g. '100' or '100.00'). */
export const FIAT_AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,8})(\\.[0-9]{1,2})?$';
/** A crypto amount: digits with at most 18 decimals. */
export const CRYPTO_AMOUNT_PATTERN = '^(0|[1-9][0-9]{0,17})(\\.[0-9]{1,18})?$';
const CURRENCY_PATTERN = '^[A-Za-z0-9_.-]{1,32}$';
const NETWORK_PATTERN = '^[A-Za-z0-9_.:-]{1,64}$';
/** An EVM address, or a Solana (base58) one: the namespaces the onramp serves. */
export const WALLET_ADDRESS_PATTERN = '^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$';

export const optionsQuerySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, provider: providerProperty },
} as const;

export interface OptionsQuery {
  provider?: string;
}

const amountSchema = {
  type: 'object',
  properties: { value: { type: 'string' }, currency: { type: 'string' } },
  required: ['value', 'currency'],
} as const;

const limitSchema = {
  type: 'object',
  properties: { id: { type: 'string' }, min: { type: 'string' }, max: { type: 'string' } },
  required: ['id', 'min', 'max'],
} as const;

export const optionsResponseSchema = {
  type: 'object',
  properties: {
    paymentCurrencies: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, payment_method_limits: { type: 'array', items: limitSchema } },
        required: ['id', 'payment_method_limits'],
      },
    },
    purchaseCurrencies: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          symbol: { type: 'string' },
          networks: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                display_name: { type: 'string' },
                chain_id: { type: 'string' },
                contract_address: { type: 'string' },
              },
              required: ['name', 'display_name', 'chain_id', 'contract_address'],
            },
          },
        },
        required: ['id', 'name', 'symbol', 'networks'],
      },
    },
    providers: {
      type: 'array',
      items: { type: 'string' },
      description: 'The providers configured on this server, the default first',
    },
  },
  required: ['paymentCurrencies', 'purchaseCurrencies', 'providers'],
} as const;

export const quoteBodySchema = {
  type: 'object',
  properties: {
    projectId: sdkQueryProperties.projectId,
    purchaseCurrency: { type: 'string', pattern: CURRENCY_PATTERN, description: "What to buy, e.g. 'ETH'" },
    paymentCurrency: { type: 'string', pattern: '^[A-Za-z]{3}$', description: "Fiat, e.g. 'USD'" },
    amount: { type: 'string', pattern: FIAT_AMOUNT_PATTERN, description: "Fiat to pay, e.g. '100.00'" },
    network: {
      type: 'string',
      pattern: NETWORK_PATTERN,
      description: "The provider's network name, e.g. 'base'",
    },
    provider: providerProperty,
  },
  required: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
  additionalProperties: false,
} as const;

export interface QuoteBody {
  projectId?: string;
  purchaseCurrency: string;
  paymentCurrency: string;
  amount: string;
  network: string;
  provider?: string;
}

export const quoteResponseSchema = {
  type: 'object',
  properties: {
    paymentTotal: amountSchema,
    paymentSubtotal: amountSchema,
    purchaseAmount: amountSchema,
    coinbaseFee: amountSchema,
    networkFee: amountSchema,
    quoteId: { type: 'string' },
    provider: { type: ['string', 'null'] },
  },
  required: [
    'paymentTotal',
    'paymentSubtotal',
    'purchaseAmount',
    'coinbaseFee',
    'networkFee',
    'quoteId',
    'provider',
  ],
} as const;

const namesList = (pattern: string, maxItems: number) =>
  ({ type: 'array', items: { type: 'string', pattern }, maxItems }) as const;

export const onrampUrlBodySchema = {
  type: 'object',
  properties: {
    projectId: sdkQueryProperties.projectId,
    destinationWallets: {
      type: 'array',
      minItems: 1,
      maxItems: 5,
      items: {
        type: 'object',
        properties: {
          address: { type: 'string', pattern: WALLET_ADDRESS_PATTERN },
          blockchains: namesList(NETWORK_PATTERN, 20),
          assets: namesList(CURRENCY_PATTERN, 50),
          supportedNetworks: namesList(NETWORK_PATTERN, 20),
        },
        required: ['address'],
        additionalProperties: false,
      },
    },
    defaultNetwork: { type: 'string', pattern: NETWORK_PATTERN },
    partnerUserId: { type: 'string', pattern: '^[A-Za-z0-9_.:@-]{1,64}$' },
    defaultExperience: { type: 'string', enum: ['buy'] },
    presetCryptoAmount: { type: ['string', 'number'] },
    presetFiatAmount: { type: ['string', 'number'] },
    fiatCurrency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
    provider: providerProperty,
  },
  required: ['destinationWallets'],
  additionalProperties: false,
} as const;

export interface OnrampUrlBody {
  projectId?: string;
  destinationWallets: {
    address: string;
    blockchains?: string[];
    assets?: string[];
    supportedNetworks?: string[];
  }[];
  defaultNetwork?: string;
  partnerUserId?: string;
  defaultExperience?: 'buy';
  presetCryptoAmount?: string | number;
  presetFiatAmount?: string | number;
  fiatCurrency?: string;
  provider?: string;
}

export const onrampUrlResponseSchema = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    sessionId: {
      type: 'string',
      description: 'For GET /v1/onramp/status/{sessionId}, when the provider has one',
    },
    provider: { type: 'string' },
  },
  required: ['url', 'provider'],
} as const;

export const statusParamsSchema = {
  type: 'object',
  properties: { sessionId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } },
  required: ['sessionId'],
} as const;

export const statusResponseSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['pending', 'paid', 'delivered', 'declined'] },
    txHash: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['status'],
} as const;
