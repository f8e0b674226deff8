/** JSON schemas of the Farcaster channel routes (validation and the OpenAPI document). */
import { embeddedErrorSchema } from '../errors.js';

/** base64url of a SHA-256 (43 characters), as the frame sends for social logins too. */
const VERIFIER_HASH_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** What this server hands out as a channel token: 32 random bytes, base64url. */
export const CHANNEL_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const channelParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', pattern: CHANNEL_TOKEN_PATTERN, description: 'The channel token' } },
  required: ['token'],
} as const;

export const createChannelBodySchema = {
  type: 'object',
  properties: {
    origin: {
      type: 'string',
      maxLength: 2048,
      description: "The host page's origin; must be one of the project's allowed origins",
    },
    verifierHash: {
      type: 'string',
      pattern: VERIFIER_HASH_PATTERN,
      description: "base64url(SHA-256(the frame's verifier)): only that verifier redeems the result",
    },
  },
  required: ['origin', 'verifierHash'],
  additionalProperties: false,
} as const;

export const channelResponseSchema = {
  type: 'object',
  properties: {
    channelToken: { type: 'string', description: 'Names the channel in /status' },
    url: { type: 'string', description: 'farcaster://connect?… for the Farcaster app (the QR code)' },
    webUrl: { type: 'string', description: 'The same request as an https page on this server' },
    nonce: { type: 'string' },
    domain: { type: 'string', description: "The message's domain: the host page's host" },
    siweUri: { type: 'string', description: "The message's URI: the host page's origin" },
    expiresAt: { type: 'string', format: 'date-time' },
  },
  required: ['channelToken', 'url', 'webUrl', 'nonce', 'domain', 'siweUri', 'expiresAt'],
} as const;

export const authenticateBodySchema = {
  type: 'object',
  properties: {
    message: { type: 'string', maxLength: 4096, description: 'The signed Sign In With Farcaster message' },
    // ERC-6492 signatures of undeployed contract wallets carry their deployment, hence the room.
    signature: { type: 'string', maxLength: 32_768, description: 'By the custody address of `fid`' },
    fid: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    username: { type: 'string', maxLength: 64, description: "The wallet's name for the fid; checked" },
  },
  required: ['message', 'signature', 'fid'],
  additionalProperties: true,
} as const;

export const statusResponseSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['pending', 'completed'] },
    result: {
      type: 'string',
      description: 'Completed: redeem it with the verifier at /embedded/v1/social/redeem',
    },
    fid: { type: 'integer' },
    username: { type: 'string' },
  },
  required: ['state'],
} as const;

export const farcasterErrorResponses = {
  400: embeddedErrorSchema,
  401: embeddedErrorSchema,
  403: embeddedErrorSchema,
  404: embeddedErrorSchema,
  409: embeddedErrorSchema,
  410: embeddedErrorSchema,
  429: embeddedErrorSchema,
  502: embeddedErrorSchema,
  503: embeddedErrorSchema,
} as const;
