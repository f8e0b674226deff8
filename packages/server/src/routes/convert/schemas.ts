/** JSON schemas of the convert (swap) routes: validation and the OpenAPI document (docs/server.md, "Swaps"). */
import { sdkQueryProperties } from '../shared-schemas.js';

const caipNetworkId = {
  type: 'string',
  maxLength: 64,
  description: 'CAIP-2 network id, e.g. eip155:1',
} as const;
const tokenId = {
  type: 'string',
  maxLength: 128,
  description: 'CAIP-10 token id; the native currency is eip155:<chainId>:0xeeee…eeee',
} as const;
const account = {
  type: 'string',
  maxLength: 128,
  description: 'The user: CAIP-10 account id or 0x address',
} as const;
const baseUnits = {
  type: 'string',
  maxLength: 100,
  description: 'Amount in base units (wei), an integer',
} as const;

export const tokensQuerySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, chainId: caipNetworkId },
  required: ['chainId'],
} as const;

export const quotesQuerySchema = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    amount: baseUnits,
    userAddress: account,
    from: tokenId,
    to: tokenId,
    gasPrice: { type: 'string', maxLength: 100, description: 'Accepted for compatibility; not used' },
  },
  required: ['amount', 'userAddress', 'from', 'to'],
} as const;

export const allowanceQuerySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, tokenAddress: tokenId, userAddress: account },
  required: ['tokenAddress', 'userAddress'],
} as const;

export const gasPriceQuerySchema = tokensQuerySchema;

export const buildApproveQuerySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, userAddress: account, from: tokenId, to: tokenId, amount: baseUnits },
  required: ['userAddress', 'from', 'to', 'amount'],
} as const;

export const buildTransactionBodySchema = {
  type: 'object',
  properties: {
    projectId: sdkQueryProperties.projectId,
    amount: baseUnits,
    eip155: {
      type: 'object',
      properties: {
        slippage: {
          type: 'string',
          maxLength: 16,
          default: '1',
          description: 'Percent, 0 < slippage ≤ 50, up to 4 decimals',
        },
      },
      default: {},
    },
    from: tokenId,
    to: tokenId,
    userAddress: account,
    disableEstimate: { type: 'boolean', default: false },
  },
  required: ['amount', 'from', 'to', 'userAddress'],
} as const;

export interface TokensQuery {
  chainId: string;
}
export interface QuotesQuery {
  amount: string;
  userAddress: string;
  from: string;
  to: string;
}
export interface AllowanceQuery {
  tokenAddress: string;
  userAddress: string;
}
export interface BuildApproveQuery {
  userAddress: string;
  from: string;
  to: string;
  amount: string;
}
export interface BuildTransactionBody {
  projectId?: string;
  amount: string;
  eip155: { slippage: string };
  from: string;
  to: string;
  userAddress: string;
  disableEstimate: boolean;
}

const str = { type: 'string' } as const;

export const tokensResponseSchema = {
  type: 'object',
  properties: {
    tokens: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: str,
          symbol: str,
          address: str,
          decimals: { type: 'integer' },
          logoUri: str,
          eip2612: { type: 'boolean' },
        },
        required: ['name', 'symbol', 'address', 'decimals', 'logoUri', 'eip2612'],
      },
    },
  },
  required: ['tokens'],
} as const;

export const quotesResponseSchema = {
  type: 'object',
  properties: {
    quotes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'null' },
          fromAmount: str,
          fromAccount: str,
          toAmount: str,
          toAccount: str,
          priceImpact: { type: 'string', description: 'Percent versus the pools’ mid price, e.g. 0.35' },
          route: { type: 'array', items: str, description: 'CAIP-10 ids of the tokens passed through' },
        },
        required: ['id', 'fromAmount', 'fromAccount', 'toAmount', 'toAccount', 'priceImpact', 'route'],
      },
    },
  },
  required: ['quotes'],
} as const;

export const allowanceResponseSchema = {
  type: 'object',
  properties: { allowance: str },
  required: ['allowance'],
} as const;

export const gasPriceResponseSchema = {
  type: 'object',
  properties: { standard: str, fast: str, instant: str },
  required: ['standard', 'fast', 'instant'],
} as const;

export const buildApproveResponseSchema = {
  type: 'object',
  properties: {
    tx: {
      type: 'object',
      properties: {
        from: str,
        to: str,
        data: str,
        value: str,
        eip155: { type: 'object', properties: { gasPrice: str }, required: ['gasPrice'] },
      },
      required: ['from', 'to', 'data', 'value', 'eip155'],
    },
  },
  required: ['tx'],
} as const;

export const buildTransactionResponseSchema = {
  type: 'object',
  properties: {
    tx: {
      type: 'object',
      properties: {
        from: str,
        to: str,
        data: str,
        amount: str,
        eip155: { type: 'object', properties: { gas: str, gasPrice: str }, required: ['gas', 'gasPrice'] },
        minimumOut: str,
        deadline: { type: 'integer', description: 'Unix seconds' },
      },
      required: ['from', 'to', 'data', 'amount', 'eip155', 'minimumOut', 'deadline'],
    },
  },
  required: ['tx'],
} as const;
