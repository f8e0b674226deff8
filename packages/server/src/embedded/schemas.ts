/** JSON schemas of the /embedded/v1 routes (validation and the OpenAPI document). */
import { sdkQueryProperties } from '../routes/shared-schemas.js';
import { embeddedErrorSchema } from './errors.js';
import { MAX_RECOVERY_BYTES } from './limits.js';

export const embeddedQuerySchema = { type: 'object', properties: sdkQueryProperties } as const;

export const bearerHeadersSchema = {
  type: 'object',
  properties: { authorization: { type: 'string', description: 'Bearer <session token>' } },
} as const;

// Emails are checked by the route (for its exact message); the schema only bounds the work.
const email = { type: 'string', maxLength: 1024, description: 'An email address' } as const;
const code = { type: 'string', maxLength: 64, description: 'The 6-digit code from the email' } as const;

export const otpBodySchema = {
  type: 'object',
  properties: {
    email,
    origin: {
      type: 'string',
      maxLength: 2048,
      description: "The host page's origin; must be one of the project's allowed origins",
    },
  },
  required: ['email', 'origin'],
  additionalProperties: false,
} as const;

export const verifyBodySchema = {
  type: 'object',
  properties: { email, code },
  required: ['email', 'code'],
  additionalProperties: false,
} as const;

export const emailBodySchema = {
  type: 'object',
  properties: { email },
  required: ['email'],
  additionalProperties: false,
} as const;

export const codeBodySchema = {
  type: 'object',
  properties: { code },
  required: ['code'],
  additionalProperties: false,
} as const;

export const codeSentSchema = {
  type: 'object',
  properties: {
    expiresInSeconds: { type: 'integer', description: 'How long the code works' },
    resendAfterSeconds: { type: 'integer', description: 'When another code may be sent to the address' },
  },
  required: ['expiresInSeconds', 'resendAfterSeconds'],
} as const;

/** The answer that starts an email change: the code is sent, and `step` names the route that checks it. */
export const codeSentStepSchema = {
  type: 'object',
  properties: {
    ...codeSentSchema.properties,
    step: {
      type: 'string',
      enum: ['primary', 'secondary'],
      description:
        'primary: the code went to the current address (then .../primary); secondary: the user had no email, so it went to the new one (then .../secondary)',
    },
  },
  required: ['expiresInSeconds', 'resendAfterSeconds', 'step'],
} as const;

export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: ['string', 'null'], description: 'Null for a social login without a verified email' },
    socialProvider: { type: 'string', description: 'The social login of the session, e.g. google' },
    username: { type: 'string', description: "The social provider's name for the account" },
  },
  required: ['id', 'email'],
} as const;

const walletProperties = {
  address: { type: 'string', description: 'EIP-55 checksummed' },
  solanaAddress: { type: 'string', description: 'Base58' },
} as const;

export const walletOrNullSchema = {
  type: ['object', 'null'],
  properties: walletProperties,
  required: ['address', 'solanaAddress'],
} as const;

export const verifyResponseSchema = {
  type: 'object',
  properties: {
    sessionToken: { type: 'string', description: 'Send it as Authorization: Bearer <token>' },
    expiresAt: { type: 'string', format: 'date-time' },
    user: userSchema,
    wallet: walletOrNullSchema,
  },
  required: ['sessionToken', 'expiresAt', 'user', 'wallet'],
} as const;

export const sessionResponseSchema = {
  type: 'object',
  properties: { user: userSchema, wallet: walletOrNullSchema },
  required: ['user', 'wallet'],
} as const;

export const userResponseSchema = {
  type: 'object',
  properties: { user: userSchema },
  required: ['user'],
} as const;

const recoverySchema = {
  type: 'object',
  additionalProperties: true,
  description: `The frame's recovery data, opaque to the server, at most ${MAX_RECOVERY_BYTES} bytes as JSON`,
} as const;

export const sharesResponseSchema = {
  type: 'object',
  properties: {
    ...walletProperties,
    authShare: { type: 'string', description: 'Base64' },
    recovery: recoverySchema,
  },
  required: ['address', 'solanaAddress', 'authShare', 'recovery'],
} as const;

export const putSharesBodySchema = {
  type: 'object',
  properties: {
    address: { type: 'string', maxLength: 64 },
    solanaAddress: { type: 'string', maxLength: 64 },
    authShare: { type: 'string', maxLength: 4096, description: 'Base64' },
    recovery: recoverySchema,
  },
  required: ['address', 'solanaAddress', 'authShare', 'recovery'],
  additionalProperties: false,
} as const;

export const putSharesResponseSchema = {
  type: 'object',
  properties: {
    wallet: { type: 'object', properties: walletProperties, required: ['address', 'solanaAddress'] },
  },
  required: ['wallet'],
} as const;

/** The refusals every /embedded/v1 route may give. */
export const embeddedErrorResponses = {
  400: embeddedErrorSchema,
  401: embeddedErrorSchema,
  403: embeddedErrorSchema,
  429: embeddedErrorSchema,
  503: embeddedErrorSchema,
} as const;
