/** JSON schemas of the SIWX routes (validation and the OpenAPI document). */
import { sdkQueryProperties } from '../routes/shared-schemas.js';
import { MAX_SOLANA_SIGNATURE_LENGTH } from './solana-signature.js';

/** Room for a statement and a list of resources; far below the body limit. */
export const MAX_MESSAGE_LENGTH = 16_384;
/** Long enough for an ERC-6492 wrapped signature (factory call data included), short enough to bound work. */
export const MAX_SIGNATURE_HEX_LENGTH = 16_384;

export const authQuerySchema = {
  type: 'object',
  properties: sdkQueryProperties,
} as const;

export const nonceResponseSchema = {
  type: 'object',
  properties: {
    nonce: { type: 'string', description: 'Put it in the message as its Nonce (EIP-4361).' },
    token: {
      type: 'string',
      description: 'The nonce token: send it back as nonceToken when authenticating.',
    },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  required: ['nonce', 'token', 'expiresAt'],
} as const;

export const authenticateBodySchema = {
  type: 'object',
  properties: {
    message: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_MESSAGE_LENGTH,
      description: 'The signed text: EIP-4361, or CAIP-122 with the Solana header',
    },
    signature: {
      type: 'string',
      // One shape per namespace; which one the message needs is checked once the message is read.
      pattern: `^(?:0x[0-9a-fA-F]+|[1-9A-HJ-NP-Za-km-z]{1,${MAX_SOLANA_SIGNATURE_LENGTH}})$`,
      maxLength: MAX_SIGNATURE_HEX_LENGTH,
      description: 'eip155: 0x hex; solana: base58 of the 64-byte Ed25519 signature',
    },
    nonceToken: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
  },
  required: ['message', 'signature', 'nonceToken'],
  additionalProperties: false,
} as const;

const sessionProperties = {
  id: { type: 'string' },
  address: {
    type: 'string',
    description: 'EIP-55 checksummed for eip155, base58 (case-sensitive) for solana',
  },
  chainId: {
    type: 'string',
    description: "CAIP-2, e.g. 'eip155:1' or 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'",
  },
  domain: { type: 'string' },
  issuedAt: { type: 'string', format: 'date-time' },
  expiresAt: { type: 'string', format: 'date-time' },
} as const;

export const authenticateResponseSchema = {
  type: 'object',
  properties: {
    token: { type: 'string', description: 'The bearer token of the session' },
    session: {
      type: 'object',
      properties: sessionProperties,
      required: ['id', 'address', 'chainId', 'domain', 'issuedAt', 'expiresAt'],
    },
  },
  required: ['token', 'session'],
} as const;

export const sessionsResponseSchema = {
  type: 'object',
  properties: {
    sessions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...sessionProperties,
          uri: { type: 'string' },
          message: { type: 'string' },
          signature: { type: 'string' },
        },
        required: [
          'id',
          'address',
          'chainId',
          'domain',
          'uri',
          'issuedAt',
          'expiresAt',
          'message',
          'signature',
        ],
      },
    },
  },
  required: ['sessions'],
} as const;

export const signOutBodySchema = {
  type: ['object', 'null'],
  properties: {
    chainId: {
      type: 'string',
      pattern: '^(?:eip155:[1-9][0-9]{0,15}|solana:[1-9A-HJ-NP-Za-km-z]{32})$',
      description: 'CAIP-2',
    },
    address: { type: 'string', maxLength: 128 },
  },
  additionalProperties: false,
} as const;

export const bearerHeadersSchema = {
  type: 'object',
  properties: { authorization: { type: 'string', description: 'Bearer <session token>' } },
} as const;
