/**
 * The errors the frame answers with. Messages are short and shown by the host as they are; wallet errors
 * carry their EIP-1193 code so the host maps them like any wallet's (4001 rejected, 4100 unauthorized,
 * 4200 unsupported method, 4902 unknown chain).
 */
import { type FrameErrorPayload, RPC_NOT_ALLOWED_MESSAGE } from '@walletport/core/embedded-protocol';

export class FrameRequestError extends Error {
  override name = 'FrameRequestError';
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

export const USER_REJECTED_MESSAGE = 'User rejected the request.';
export const CHAIN_NOT_SUPPORTED_MESSAGE = 'Chain is not supported';
export const NOT_CONNECTED_MESSAGE = 'Not connected';
export const SMART_ACCOUNTS_MESSAGE = 'This application might not support Smart Accounts';
export const SOCIAL_RESULT_MESSAGE = 'The social login did not return a valid result';
export const NO_KEY_STEP_MESSAGE = 'No login is waiting for a key: verify a code first';

export const userRejected = () => new FrameRequestError(USER_REJECTED_MESSAGE, 4001);
export const notAllowed = () => new FrameRequestError(RPC_NOT_ALLOWED_MESSAGE, 4200);
export const chainNotSupported = () => new FrameRequestError(CHAIN_NOT_SUPPORTED_MESSAGE, 4902);
export const notConnected = () => new FrameRequestError(NOT_CONNECTED_MESSAGE, 4100);

const MAX_MESSAGE_LENGTH = 500;

/** Any thrown value as an error answer: its message (bounded) and a numeric code when it has one. */
export function toErrorPayload(error: unknown): FrameErrorPayload {
  const message =
    error instanceof Error && error.message !== ''
      ? error.message
      : typeof error === 'string' && error !== ''
        ? error
        : 'Unknown error';
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return {
    message: message.slice(0, MAX_MESSAGE_LENGTH),
    ...(typeof code === 'number' && Number.isInteger(code) ? { code } : {}),
  };
}
