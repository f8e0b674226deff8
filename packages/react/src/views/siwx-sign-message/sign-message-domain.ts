import { parseSiwxMessage } from '@walletport/core/siwx';

/**
 * The domain the message names (its first line), read from the exact text the wallet will sign so the
 * view shows what is signed, not what the page believes. Undefined while there is no text, or for a
 * text that is not a sign-in message (an app's own createMessage may format differently).
 */
export function domainOfMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  try {
    return parseSiwxMessage(message).domain;
  } catch {
    return undefined;
  }
}
