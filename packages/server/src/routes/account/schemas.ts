/** JSON schemas of the history, NFT and price routes (validation, serialisation and the OpenAPI document). */
import { sdkQueryProperties } from '../shared-schemas.js';

export const accountParamsSchema = {
  type: 'object',
  properties: {
    account: {
      type: 'string',
      maxLength: 160,
      description: '0x address, or CAIP-10 account id (eip155:<chain>:0x…) whose chain must be chainId',
    },
  },
  required: ['account'],
} as const;

export const addressParamsSchema = {
  type: 'object',
  properties: { address: { type: 'string', maxLength: 128, description: '0x-prefixed EVM address' } },
  required: ['address'],
} as const;

export const historyQuerySchema = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    chainId: { type: 'string', maxLength: 64, description: 'CAIP-2 network id, e.g. eip155:1' },
    cursor: { type: 'string', maxLength: 128, description: "The previous page's `next`" },
    onramp: {
      type: 'string',
      pattern: '^[a-z]{1,32}$',
      description:
        "'coinbase' while a purchase is awaited: the answer bypasses every cache (Cache-Control: no-store)",
    },
  },
  required: ['chainId'],
} as const;

export interface HistoryQuery {
  chainId: string;
  cursor?: string;
  onramp?: string;
}

export const nftsQuerySchema = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    chainId: { type: 'string', maxLength: 64, description: 'CAIP-2 network id, e.g. eip155:1' },
  },
  required: ['chainId'],
} as const;

export interface NftsQuery {
  chainId: string;
}

const quantitySchema = {
  type: 'object',
  properties: {
    numeric: { type: 'string', description: 'Amount in whole units, exact decimal' },
    decimals: { type: 'string' },
  },
  required: ['numeric', 'decimals'],
} as const;

const urlObjectSchema = {
  type: 'object',
  properties: { url: { type: 'string' } },
  required: ['url'],
} as const;

const historyTransferSchema = {
  type: 'object',
  properties: {
    direction: { type: 'string', enum: ['in', 'out', 'self'] },
    quantity: quantitySchema,
    fungible_info: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        symbol: { type: 'string' },
        address: { type: 'string', description: 'Token contract; absent for the native currency' },
        icon: { anyOf: [urlObjectSchema, { type: 'null' }] },
      },
      required: ['name', 'symbol', 'icon'],
    },
    nft_info: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        contract: { type: 'string' },
        tokenId: { type: 'string' },
        content: {
          anyOf: [
            { type: 'object', properties: { preview: urlObjectSchema }, required: ['preview'] },
            { type: 'null' },
          ],
        },
        flags: {
          type: 'object',
          properties: { is_spam: { type: 'boolean' } },
          required: ['is_spam'],
        },
      },
      required: ['name', 'contract', 'tokenId', 'content', 'flags'],
    },
    price: { type: 'number', description: 'USD price now, from a feed; absent when none prices it' },
    value: { type: 'number', description: 'USD value at that price; absent without a price' },
  },
  required: ['direction', 'quantity'],
} as const;

export const historyItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The transaction hash' },
    metadata: {
      type: 'object',
      properties: {
        operationType: { type: 'string', enum: ['send', 'receive', 'mint', 'burn', 'execute'] },
        hash: { type: 'string' },
        minedAt: { type: 'string', description: 'ISO-8601' },
        sentFrom: { type: 'string' },
        sentTo: { type: 'string' },
        status: { type: 'string', enum: ['confirmed', 'failed'] },
        nonce: { type: 'integer' },
        chain: { type: 'string', description: 'CAIP-2 network id' },
      },
      required: ['operationType', 'hash', 'minedAt', 'sentFrom', 'sentTo', 'status', 'nonce', 'chain'],
    },
    transfers: { type: 'array', items: historyTransferSchema },
  },
  required: ['id', 'metadata', 'transfers'],
} as const;

export const historyResponseSchema = {
  type: 'object',
  properties: {
    data: { type: 'array', items: historyItemSchema },
    next: { type: ['string', 'null'], description: 'Cursor of the next page; null on the last' },
  },
  required: ['data', 'next'],
} as const;

export const nftsResponseSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          chainId: { type: 'string' },
          contract: { type: 'string' },
          tokenId: { type: 'string' },
          name: { type: 'string' },
          description: { type: 'string' },
          imageUrl: { type: ['string', 'null'] },
          collection: {
            type: 'object',
            properties: { name: { type: 'string' }, symbol: { type: 'string' } },
            required: ['name', 'symbol'],
          },
          isSpam: { type: 'boolean' },
        },
        required: [
          'chainId',
          'contract',
          'tokenId',
          'name',
          'description',
          'imageUrl',
          'collection',
          'isSpam',
        ],
      },
    },
  },
  required: ['data'],
} as const;

export const MAX_PRICE_ADDRESSES = 100;

export const fungiblePriceBodySchema = {
  type: 'object',
  properties: {
    projectId: { type: 'string', maxLength: 128, description: 'The project id (or in the query)' },
    currency: { type: 'string', enum: ['usd'] },
    addresses: {
      type: 'array',
      maxItems: MAX_PRICE_ADDRESSES,
      items: { type: 'string', maxLength: 160 },
      description:
        'CAIP-10 ids of tokens; the native currency is eip155:<chain>:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    },
  },
  required: ['currency', 'addresses'],
} as const;

export interface FungiblePriceBody {
  projectId?: string;
  currency: 'usd';
  addresses: string[];
}

export const fungiblePriceResponseSchema = {
  type: 'object',
  properties: {
    fungibles: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          address: { type: 'string', description: 'As asked' },
          name: { type: 'string' },
          symbol: { type: 'string' },
          iconUrl: { type: 'string' },
          price: { type: 'number' },
        },
        required: ['address', 'name', 'symbol', 'iconUrl', 'price'],
      },
    },
  },
  required: ['fungibles'],
} as const;
