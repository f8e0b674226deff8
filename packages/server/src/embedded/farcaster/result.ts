/**
 * A completed Farcaster sign-in becomes a social login like any other: the fid is the identity
 * (provider 'farcaster', subject the fid), reaching the same user and wallet every time, and the frame
 * redeems the one-time result at /embedded/v1/social/redeem with its verifier, as after a popup login.
 * Farcaster gives no email, so an fid never joins a user by email.
 */
import type { EmbeddedServices } from '../services.js';
import type { SocialLoginStore } from '../social/login-store.js';
import { RESULT_TTL_MS } from '../social/login-store.js';
import { lookupHash, randomResult } from '../social/secrets.js';

export const FARCASTER_PROVIDER = 'farcaster';

export interface FarcasterResultInput {
  projectId: string;
  fid: number;
  username: string | undefined;
  /** The channel's: only the frame that opened it can redeem the result. */
  verifierHash: string;
}

/** Makes the one-time result of a verified sign-in; returns it (the store keeps only its hash). */
export async function createFarcasterResult(
  services: Pick<EmbeddedServices, 'accounts' | 'now'>,
  store: Pick<SocialLoginStore, 'putFinished'>,
  input: FarcasterResultInput,
): Promise<string> {
  const now = services.now();
  const user = await services.accounts.userForIdentity(
    input.projectId,
    {
      provider: FARCASTER_PROVIDER,
      subject: String(input.fid),
      verifiedEmail: undefined,
      username: input.username,
    },
    now,
  );
  const result = randomResult();
  await store.putFinished(lookupHash(result), {
    projectId: input.projectId,
    userId: user.id,
    provider: FARCASTER_PROVIDER,
    username: input.username ?? null,
    verifierHash: input.verifierHash,
    expiresAt: new Date(now.getTime() + RESULT_TTL_MS),
  });
  return result;
}
