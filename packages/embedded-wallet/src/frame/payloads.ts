/**
 * The payload of every host request, checked before the frame acts on it. The protocol module checks only
 * a message's envelope; these schemas check what is inside, per event (protocol's AppEventMap). zod's
 * mini build keeps the frame small.
 */
import type { AppEventMap, AppEventType } from '@walletport/core/embedded-protocol';
import * as z from 'zod/mini';
import { FrameRequestError } from './errors.js';

const chainId = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const email = z.string().check(z.minLength(3), z.maxLength(254));
const otp = z.string().check(z.regex(/^\d{6}$/));
const accountType = z.enum(['eoa', 'smartAccount']);
/** The providers reached through the server's OAuth routes (Farcaster has its own channel). */
const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord']);
/** Longer than any real name, description or URL; keeps a hostile host from filling memory and the view. */
const text = (max: number) => z.string().check(z.maxLength(max));
const empty = z.object({});

const network = z.object({
  chainId,
  name: text(100),
  nativeCurrency: z.object({
    name: text(100),
    symbol: text(20),
    decimals: z.number().check(z.int(), z.minimum(0), z.maximum(36)),
  }),
  blockExplorerUrl: z.optional(text(2048)),
});

export const PAYLOAD_SCHEMAS = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: z.object({ chainId }),
  CONNECT_OTP: z.object({ otp, chainId }),
  CONNECT_SOCIAL: z.object({ uri: text(4096), chainId }),
  CONNECT_FARCASTER: z.object({ chainId }),
  GET_FARCASTER_URI: empty,
  GET_USER: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType) }),
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider: socialProvider,
    mode: z.optional(z.enum(['popup', 'redirect'])),
    returnTo: z.optional(text(2048)),
  }),
  SIGN_OUT: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  RPC_REQUEST: z.object({
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.unknown(),
    chainId,
  }),
  UPDATE_EMAIL: z.object({ email }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp }),
  SYNC_THEME: z.object({
    themeMode: z.enum(['light', 'dark']),
    themeVariables: z._default(z.record(text(64), z.union([text(256), z.number()])), {}),
  }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.object({
      name: text(256),
      description: text(2048),
      url: text(2048),
      icons: z.array(text(2048)).check(z.maxLength(16)),
    }),
    sdkVersion: text(64),
    projectId: text(128),
    networks: z.array(network).check(z.maxLength(200)),
  }),
  RELOAD: empty,
  CANCEL_PENDING: empty,
  GET_SOCIAL_PROVIDERS: empty,
} satisfies Record<AppEventType, z.ZodMiniType>;

/** The request payload of `type`, checked; throws FrameRequestError naming the first bad field. */
export function parsePayload<T extends AppEventType>(type: T, payload: unknown): AppEventMap[T]['request'] {
  const result = PAYLOAD_SCHEMAS[type].safeParse(payload);
  if (result.success) return result.data as AppEventMap[T]['request'];
  const issue = result.error.issues[0];
  const field = issue === undefined || issue.path.length === 0 ? 'payload' : issue.path.map(String).join('.');
  throw new FrameRequestError(`Invalid ${type} request: ${field}`);
}
