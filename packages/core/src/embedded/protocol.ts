/**
 * The message protocol between a host page and the embedded-wallet frame (its own origin). Both sides
 * import this module: the host-side client (core) and the frame app (@walletport/embedded-wallet).
 *
 * Every message is a plain object with `channel: 'walletport-embedded'`. A host request carries a random
 * `id`; the frame answers with the same id and `<TYPE>_SUCCESS` or `<TYPE>_ERROR`. The frame also sends
 * events of its own (no id): READY once it listens, UI when it needs to be seen, SIGNED_OUT when its
 * session ended on its side. Receivers check the sender's origin **and** window before reading a
 * message, and answer with an explicit target origin (never '*'). See docs/embedded-wallet.md.
 */

export const EMBEDDED_CHANNEL = 'walletport-embedded';

// The social login's result message is part of the same contract between the frame origin and the host.
import type { SocialLoginMode } from './social-result.js';
export * from './social-result.js';

/** Requests the host sends to the frame. */
export const APP_EVENTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
  'GET_FARCASTER_URI',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  // Walletport's addition: the host closed the modal, so approvals nobody will answer are rejected.
  'CANCEL_PENDING',
  // Walletport's addition: the social providers the server offers (its embedded routes answer the frame only).
  'GET_SOCIAL_PROVIDERS',
] as const;
export type AppEventType = (typeof APP_EVENTS)[number];

/** Events the frame sends on its own. */
export const FRAME_EVENTS = ['READY', 'UI', 'SIGNED_OUT'] as const;
export type FrameEventType = (typeof FRAME_EVENTS)[number];

export type FrameAccountType = 'eoa' | 'smartAccount';

/** The logged-in visitor as the frame reports it (spec: embedded-frame user). */
export interface FrameUser {
  email?: string;
  /** The active eip155 address (checksummed). */
  address: string;
  chainId: number;
  accounts: { address: string; type: FrameAccountType }[];
  userName?: string;
  /** The provider of a social login (absent for an email login). */
  socialProvider?: string;
  preferredAccountType: FrameAccountType;
  smartAccountDeployed: boolean;
  /** The Solana address derived from the same seed (base58); for the Solana adapter. */
  solanaAddress?: string;
}

export interface ThemePayload {
  themeMode: 'light' | 'dark';
  themeVariables: Readonly<Record<string, string | number>>;
}

/** A network the app configured, so the frame can name it and its currency in approvals. */
export interface FrameNetwork {
  chainId: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  blockExplorerUrl?: string;
}

export interface DappDataPayload {
  metadata: { name: string; description: string; url: string; icons: readonly string[] };
  sdkVersion: string;
  projectId: string;
  networks: readonly FrameNetwork[];
}

/**
 * What CONNECT_OTP resolves with. A known device answers `connected`; otherwise the key must be made
 * (`create-key`, first login) or rebuilt (`recover-key`, a new device) inside the frame, which the host
 * starts with CONNECT_DEVICE once it shows the frame.
 */
export type OtpOutcome =
  | { next: 'connected'; user: FrameUser }
  | { next: 'create-key' }
  | { next: 'recover-key' };

/** Request payloads and success answers, per event. */
export interface AppEventMap {
  SWITCH_NETWORK: { request: { chainId: number }; response: { chainId: number } };
  /** Sends a one-time code to the address. `origin` is filled by the frame from the host's real origin. */
  CONNECT_EMAIL: { request: { email: string }; response: { action: 'VERIFY_OTP' } };
  /** Shows the frame's key UI (create a recovery passphrase, or enter it on a new device); user-paced. */
  CONNECT_DEVICE: { request: { chainId: number }; response: { user: FrameUser } };
  CONNECT_OTP: { request: { otp: string; chainId: number }; response: OtpOutcome };
  /**
   * Redeems a social login's one-time result (`uri`: the result itself, or an address carrying it). Then
   * as after a correct code: connected on a known device, else the key step.
   */
  CONNECT_SOCIAL: { request: { uri: string; chainId: number }; response: OtpOutcome };
  /**
   * Opens a Sign In With Farcaster channel: `url` (farcaster://connect?…) is the QR code's content,
   * `webUrl` the same sign-in as an https page. A newer channel replaces one still waiting.
   */
  GET_FARCASTER_URI: {
    request: Record<string, never>;
    response: { url: string; webUrl: string; expiresAt: string };
  };
  /**
   * Waits (up to the channel's 10 minutes) for the Farcaster wallet to sign in, then as after a correct
   * code. Rejects when the channel expires or a newer one replaced it.
   */
  CONNECT_FARCASTER: { request: { chainId: number }; response: OtpOutcome };
  GET_USER: { request: { chainId?: number; preferredAccountType?: FrameAccountType }; response: FrameUser };
  /**
   * The provider's authorization URL, bound to a verifier the frame keeps (sessionStorage). `mode`
   * says where the server's callback sends the window: the frame origin's result page (popup, the
   * default) or back to `returnTo`, a page on the host origin (redirect).
   */
  GET_SOCIAL_REDIRECT_URI: {
    request: { provider: string; mode?: SocialLoginMode; returnTo?: string };
    response: { uri: string };
  };
  SIGN_OUT: { request: Record<string, never>; response: Record<string, never> };
  IS_CONNECTED: { request: Record<string, never>; response: { isConnected: boolean } };
  GET_CHAIN_ID: { request: Record<string, never>; response: { chainId: number } };
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: Record<string, never>;
    response: { smartAccountEnabledNetworks: number[] };
  };
  INIT_SMART_ACCOUNT: { request: Record<string, never>; response: { address: string; isDeployed: boolean } };
  SET_PREFERRED_ACCOUNT: {
    request: { type: FrameAccountType };
    response: { type: FrameAccountType; address: string };
  };
  RPC_REQUEST: { request: { method: string; params?: unknown; chainId: number }; response: unknown };
  /** Starts an email change: a code goes to the current address first. */
  UPDATE_EMAIL: { request: { email: string }; response: { action: 'VERIFY_PRIMARY_OTP' } };
  /** Confirms the current address; a code then goes to the new one. */
  UPDATE_EMAIL_PRIMARY_OTP: { request: { otp: string }; response: { action: 'VERIFY_SECONDARY_OTP' } };
  UPDATE_EMAIL_SECONDARY_OTP: { request: { otp: string }; response: { email: string } };
  SYNC_THEME: { request: ThemePayload; response: Record<string, never> };
  SYNC_DAPP_DATA: { request: DappDataPayload; response: Record<string, never> };
  RELOAD: { request: Record<string, never>; response: Record<string, never> };
  /** Rejects (4001) every RPC request waiting for the visitor and hides the approval UI. */
  CANCEL_PENDING: { request: Record<string, never>; response: { cancelled: number } };
  /** The providers the operator configured (GET /embedded/v1/social/providers, asked by the frame). */
  GET_SOCIAL_PROVIDERS: { request: Record<string, never>; response: { providers: string[] } };
}

/** Payloads of the frame's own events. */
export interface FrameEventMap {
  READY: { version: string };
  /** The frame needs to be seen (a key step or an approval) or no longer does. */
  UI: { visible: boolean; height?: number };
  SIGNED_OUT: Record<string, never>;
}

/** An error answer's body: a short message plus, for wallet errors, the EIP-1193 code. */
export interface FrameErrorPayload {
  message: string;
  code?: number;
}

export interface AppRequestMessage<T extends AppEventType = AppEventType> {
  channel: typeof EMBEDDED_CHANNEL;
  id: string;
  type: T;
  payload: AppEventMap[T]['request'];
}

export type FrameReplyMessage<T extends AppEventType = AppEventType> =
  | {
      channel: typeof EMBEDDED_CHANNEL;
      id: string;
      type: `${T}_SUCCESS`;
      payload: AppEventMap[T]['response'];
    }
  | { channel: typeof EMBEDDED_CHANNEL; id: string; type: `${T}_ERROR`; payload: FrameErrorPayload };

export type FrameEventMessage<T extends FrameEventType = FrameEventType> = {
  channel: typeof EMBEDDED_CHANNEL;
  type: T;
  payload: FrameEventMap[T];
};

export type FrameMessage = FrameReplyMessage | FrameEventMessage;

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A request message from a host, shape-checked (payload contents are checked per event by the frame). */
export function parseAppRequest(data: unknown): AppRequestMessage | undefined {
  if (!isRecord(data) || data.channel !== EMBEDDED_CHANNEL) return undefined;
  if (typeof data.id !== 'string' || !ID_PATTERN.test(data.id)) return undefined;
  if (typeof data.type !== 'string' || !(APP_EVENTS as readonly string[]).includes(data.type))
    return undefined;
  const payload = data.payload === undefined ? {} : data.payload;
  if (!isRecord(payload)) return undefined;
  return {
    channel: EMBEDDED_CHANNEL,
    id: data.id,
    type: data.type as AppEventType,
    payload,
  } as AppRequestMessage;
}

/** A reply or event from the frame, shape-checked. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data) || data.channel !== EMBEDDED_CHANNEL || typeof data.type !== 'string') return undefined;
  if ((FRAME_EVENTS as readonly string[]).includes(data.type)) {
    if (!isRecord(data.payload)) return undefined;
    return { channel: EMBEDDED_CHANNEL, type: data.type, payload: data.payload } as FrameEventMessage;
  }
  const match = /^([A-Z_]+)_(SUCCESS|ERROR)$/.exec(data.type);
  if (match === null || !(APP_EVENTS as readonly string[]).includes(match[1] ?? '')) return undefined;
  if (typeof data.id !== 'string' || !ID_PATTERN.test(data.id)) return undefined;
  if (match[2] === 'ERROR') {
    if (!isRecord(data.payload) || typeof data.payload.message !== 'string') return undefined;
    const code = data.payload.code;
    return {
      channel: EMBEDDED_CHANNEL,
      id: data.id,
      type: data.type as `${AppEventType}_ERROR`,
      payload: {
        message: data.payload.message.slice(0, 500),
        ...(typeof code === 'number' && Number.isInteger(code) ? { code } : {}),
      },
    };
  }
  return {
    channel: EMBEDDED_CHANNEL,
    id: data.id,
    type: data.type,
    payload: data.payload,
  } as FrameReplyMessage;
}

/** Spec: the RPC methods the frame serves. Safe ones pass; unsafe ones need the visitor's approval. */
export const EMBEDDED_UNSAFE_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

export const EMBEDDED_SAFE_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_newPendingTransactionFilter',
  'eth_newFilter',
  'eth_newBlockFilter',
  'eth_getFilterChanges',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'wallet_switchEthereumChain',
] as const;

export type RpcMethodSafety = 'safe' | 'unsafe' | 'not-allowed';

/** Spec: safe methods pass, unsafe ones need approval, anything else is not allowed. */
export function classifyRpcMethod(method: string): RpcMethodSafety {
  if ((EMBEDDED_UNSAFE_METHODS as readonly string[]).includes(method)) return 'unsafe';
  if ((EMBEDDED_SAFE_METHODS as readonly string[]).includes(method)) return 'safe';
  return 'not-allowed';
}

/** Spec catalogue: the error a not-allowed method gets (UI text 'Action not allowed'). */
export const RPC_NOT_ALLOWED_MESSAGE = 'Requested RPC call is not allowed';

/** Random request id: 16 bytes, hex. */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Timings (spec constants). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
export const FRAME_REQUEST_TIMEOUT_MS = 30_000;
export const FRAME_READY_DELAY_MS = 500;
export const FRAME_SIGN_OUT_WAIT_MS = 3_000;
export const NOT_ALLOWED_ALERT_DELAY_MS = 300;
/** The server-side OTP rules the frame shows: a code is 6 digits. */
export const OTP_LENGTH = 6;
