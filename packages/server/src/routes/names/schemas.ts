/** JSON schemas of the names routes (validation and the OpenAPI document). */
import { sdkQueryProperties } from '../shared-schemas.js';
import { MAX_MESSAGE_LENGTH } from './registration-message.js';

/** Long enough for an ERC-6492 wrapped signature (factory call data included), short enough to bound work. */
export const MAX_SIGNATURE_HEX_LENGTH = 16_384;

export const nameParamsSchema = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['name'],
} as const;

export const nameQuerySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, apiVersion: { type: 'string', maxLength: 8 } },
} as const;

export const reverseQuerySchema = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    apiVersion: { type: 'string', maxLength: 8 },
    sender: { type: 'string', maxLength: 128 },
  },
} as const;

export const suggestionsQuerySchema = {
  type: 'object',
  properties: { ...sdkQueryProperties, zone: { type: 'string', maxLength: 255 } },
} as const;

export const nameRecordSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    registered: { type: 'integer', description: 'Unix seconds' },
    updated: { type: 'integer', description: 'Unix seconds' },
    addresses: {
      type: 'object',
      description: 'By coin type (ENSIP-11)',
      additionalProperties: {
        type: 'object',
        properties: { address: { type: 'string' }, created: { type: 'integer' } },
        required: ['address', 'created'],
      },
    },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['name', 'registered', 'updated', 'addresses', 'attributes'],
} as const;

export const suggestionsResponseSchema = {
  type: 'object',
  properties: {
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, registered: { type: 'boolean' } },
        required: ['name', 'registered'],
      },
    },
  },
  required: ['suggestions'],
} as const;

export const registerBodySchema = {
  type: 'object',
  properties: {
    coin_type: { type: 'integer', minimum: 0, maximum: 4_294_967_295 },
    address: { type: 'string', maxLength: 128 },
    message: {
      type: 'string',
      maxLength: MAX_MESSAGE_LENGTH,
      description: 'JSON: { name, attributes: {}, timestamp (unix seconds) }',
    },
    signature: { type: 'string', pattern: '^0x[0-9a-fA-F]+$', maxLength: MAX_SIGNATURE_HEX_LENGTH },
  },
  required: ['coin_type', 'address', 'message', 'signature'],
} as const;

export const registerResponseSchema = {
  type: 'object',
  properties: { success: { type: 'boolean' }, record: nameRecordSchema },
  required: ['success', 'record'],
} as const;
