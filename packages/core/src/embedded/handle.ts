/**
 * What an adapter receives to list the embedded wallet's connector: the EIP-1193 provider over the
 * frame, the logged-in user, and sign-out. The adapter never loads the frame itself.
 */
import type { EmbeddedProvider } from './embedded-provider.js';
import type { FrameUser } from './protocol.js';

export interface EmbeddedWalletHandle {
  readonly provider: EmbeddedProvider;
  /** The visitor logged in through the frame in this page, if any. */
  user(): FrameUser | undefined;
  /** Signs out in the frame (at most 3 s) and clears the login cache. */
  signOut(): Promise<void>;
}
