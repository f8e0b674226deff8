/**
 * Sign In With Farcaster from the frame (docs/social-login.md, "Farcaster"): the frame opens a channel on
 * the server, bound like a social login to a verifier only this frame keeps, and hands the host its link
 * (shown as a QR code). It then asks the server once a second whether the Farcaster wallet has answered;
 * the channel's one-time result is redeemed like a social login's.
 */
import type { AuthApi } from '../api/auth-api.js';
import { isAuthApiError } from '../api/auth-api-error.js';
import { FarcasterChannelClosedError, NoFarcasterChannelError } from './errors.js';
import { createSocialVerifier, type SocialVerifierStore, socialVerifierHash } from './social-verifier.js';

/** How often the frame asks whether the wallet has answered. */
export const FARCASTER_POLL_MS = 1000;

export interface FarcasterLink {
  /** farcaster://connect?…: what a phone's Farcaster wallet opens (the QR code's content). */
  url: string;
  /** The same sign-in as an https page, for a Farcaster wallet on this computer. */
  webUrl: string;
  expiresAt: string;
}

export interface FarcasterLogin {
  /** Opens a channel for the host page at `origin`; a newer channel replaces one still waiting. */
  open(origin: string): Promise<FarcasterLink>;
  /** Waits for the wallet's answer on the open channel; resolves with the one-time result. */
  waitForResult(): Promise<string>;
}

export interface FarcasterLoginOptions {
  api: Pick<AuthApi, 'openFarcasterChannel' | 'farcasterStatus'>;
  verifiers: SocialVerifierStore;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

interface OpenChannel {
  token: string;
  expiresAtMs: number;
}

/** Answers worth asking again: the server unreachable, busy or failing for a moment. */
function isPassing(error: unknown): boolean {
  return isAuthApiError(error) && (error.status === 0 || error.status === 429 || error.status >= 500);
}

export function createFarcasterLogin(options: FarcasterLoginOptions): FarcasterLogin {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let channel: OpenChannel | undefined;

  return {
    async open(origin) {
      const verifier = createSocialVerifier();
      const answer = await options.api.openFarcasterChannel({
        origin,
        verifierHash: await socialVerifierHash(verifier),
      });
      options.verifiers.save(verifier, origin);
      channel = { token: answer.channelToken, expiresAtMs: Date.parse(answer.expiresAt) };
      return { url: answer.url, webUrl: answer.webUrl, expiresAt: answer.expiresAt };
    },

    async waitForResult() {
      const mine = channel;
      if (mine === undefined) throw new NoFarcasterChannelError();
      for (;;) {
        if (channel !== mine) throw new FarcasterChannelClosedError('replaced');
        if (now() >= mine.expiresAtMs) break;
        try {
          const status = await options.api.farcasterStatus(mine.token);
          if (status.state === 'completed') {
            if (channel === mine) channel = undefined;
            return status.result;
          }
        } catch (error) {
          if (isAuthApiError(error, 410)) break;
          if (!isPassing(error)) throw error;
        }
        await sleep(FARCASTER_POLL_MS);
      }
      if (channel === mine) channel = undefined;
      throw new FarcasterChannelClosedError('expired');
    },
  };
}
