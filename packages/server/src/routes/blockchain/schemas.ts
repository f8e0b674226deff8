/** JSON schemas of the blockchain API routes (validation and the OpenAPI document). */
import { sdkQueryProperties } from '../shared-schemas.js';

export const addressParamsSchema = {
  type: 'object',
  properties: { address: { type: 'string', maxLength: 128, description: '0x-prefixed EVM address' } },
  required: ['address'],
} as const;

export const supportedChainsResponseSchema = {
  type: 'object',
  properties: {
    http: { type: 'array', items: { type: 'string' }, description: 'CAIP-2 ids served over HTTP' },
    ws: { type: 'array', items: { type: 'string' }, description: 'CAIP-2 ids served over WebSocket' },
  },
  required: ['http', 'ws'],
} as const;

export const balanceQuerySchema = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    currency: { type: 'string', enum: ['usd'], default: 'usd' },
    chainId: { type: 'string', maxLength: 64, description: 'CAIP-2 network id, e.g. eip155:1' },
    forceUpdate: { type: 'boolean', default: false, description: 'Skip the 30 s cache' },
  },
  required: ['chainId'],
} as const;

export interface BalanceQuery {
  currency: 'usd';
  chainId: string;
  forceUpdate: boolean;
}

/** One token balance item, as the SDK reads it. */
export const tokenBalanceSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    symbol: { type: 'string' },
    chainId: { type: 'string', description: 'CAIP-2 network id' },
    address: { type: 'string', description: 'CAIP-10 id of the token contract; absent for the native token' },
    value: { type: 'number', description: 'USD value of the holding; absent when no feed prices the token' },
    price: {
      type: 'number',
      description: 'USD price of one token, from its feed; absent when none prices it',
    },
    quantity: {
      type: 'object',
      properties: { decimals: { type: 'string' }, numeric: { type: 'string' } },
      required: ['decimals', 'numeric'],
    },
    iconUrl: { type: 'string' },
  },
  required: ['name', 'symbol', 'chainId', 'quantity', 'iconUrl'],
} as const;

export const balanceResponseSchema = {
  type: 'object',
  properties: { balances: { type: 'array', items: tokenBalanceSchema } },
  required: ['balances'],
} as const;

export const identityQuerySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, sender: { type: 'string', maxLength: 128 } },
} as const;

export const identityResponseSchema = {
  type: 'object',
  properties: {
    name: { type: ['string', 'null'] },
    avatar: { type: ['string', 'null'] },
  },
  required: ['name', 'avatar'],
} as const;
