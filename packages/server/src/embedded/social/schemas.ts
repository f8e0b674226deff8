/** JSON schemas of the social-login routes (validation and the OpenAPI document). */
import { SOCIAL_PROVIDERS } from '../../config-social.js';
import { RESULT_PATTERN, VERIFIER_HASH_PATTERN, VERIFIER_PATTERN } from './secrets.js';

const provider = { type: 'string', enum: [...SOCIAL_PROVIDERS], description: 'The social provider' } as const;

export const providersResponseSchema = {
  type: 'object',
  properties: {
    providers: {
      type: 'array',
      items: {
        type: 'string',
        enum: [...SOCIAL_PROVIDERS, 'farcaster'],
        description: 'A sign-in the server offers',
      },
    },
  },
  required: ['providers'],
} as const;

export const startBodySchema = {
  type: 'object',
  properties: {
    provider,
    origin: {
      type: 'string',
      maxLength: 2048,
      description: "The host page's origin; must be one of the project's allowed origins",
    },
    verifierHash: {
      type: 'string',
      pattern: VERIFIER_HASH_PATTERN,
      description: "base64url(SHA-256(the frame's verifier)); redeeming needs the verifier itself",
    },
    mode: {
      type: 'string',
      enum: ['popup', 'redirect'],
      description:
        "popup (default): the callback goes to the frame origin's social-result.html; redirect: back to the host page",
    },
    returnTo: {
      type: 'string',
      maxLength: 2048,
      description: 'Redirect mode: the host page to come back to, on `origin` (default: the origin itself)',
    },
  },
  required: ['provider', 'origin', 'verifierHash'],
  additionalProperties: false,
} as const;

export const startResponseSchema = {
  type: 'object',
  properties: { uri: { type: 'string', description: "The provider's authorization URL for this login" } },
  required: ['uri'],
} as const;

export const redeemBodySchema = {
  type: 'object',
  properties: {
    result: { type: 'string', pattern: RESULT_PATTERN, description: 'The one-time result of the callback' },
    verifier: { type: 'string', pattern: VERIFIER_PATTERN, description: "The frame's verifier" },
  },
  required: ['result', 'verifier'],
  additionalProperties: false,
} as const;

export const callbackParamsSchema = {
  type: 'object',
  properties: { provider: { type: 'string', maxLength: 32 } },
  required: ['provider'],
} as const;
