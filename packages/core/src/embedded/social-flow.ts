/**
 * The social login's small rules the host keeps: which providers the Connect view offers, what a login
 * request and its outcome are, and what a finished social login leaves in the login cache. See
 * docs/social-login.md.
 */
import { STORED_SOCIAL_PROVIDERS, type StoredSocialProvider } from '../storage/index.js';
import { storageKeys } from '../storage/keys.js';
import type { TypedStorage } from '../storage/typed-storage.js';
import type { FrameUser, OtpOutcome } from './protocol.js';
import type { SocialPopup } from './social-login.js';

export interface SocialLoginRequest {
  provider: StoredSocialProvider;
  chainId: number;
  /**
   * The popup opened in the click. Undefined: the wallet opens it now (still inside the click, if the
   * caller is); null: no popup, the page navigates (redirect mode).
   */
  popup?: SocialPopup | null;
  /** Cancel: closes the popup and rejects with SocialLoginError('cancelled'). */
  signal?: AbortSignal;
}

/** As after a correct code, or the page is leaving for the provider (redirect mode). */
export type SocialLoginOutcome = OtpOutcome | { next: 'redirecting' };

export function isSocialProvider(value: unknown): value is StoredSocialProvider {
  return (STORED_SOCIAL_PROVIDERS as readonly unknown[]).includes(value);
}

/**
 * The providers to offer: the app's `features.socials`, in its order, that the server offers too. A
 * provider the operator did not configure is never shown (its button could only fail).
 */
export function offeredSocialProviders(
  wanted: readonly string[] | false,
  served: readonly string[],
): StoredSocialProvider[] {
  if (wanted === false) return [];
  const available = new Set(served);
  const offered: StoredSocialProvider[] = [];
  for (const provider of wanted) {
    if (isSocialProvider(provider) && available.has(provider) && !offered.includes(provider)) {
      offered.push(provider);
    }
  }
  return offered;
}

/** The server's GET /embedded/v1/social/providers answer, shape-checked: unknown names are dropped. */
export function parseSocialProviders(body: unknown): StoredSocialProvider[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as { providers?: unknown }).providers;
  return Array.isArray(list) ? list.filter(isSocialProvider) : [];
}

/**
 * A finished login: a social one keeps its provider and username (restored with the session after a
 * reload); an email login clears what an earlier social login left.
 */
export async function rememberSocialLogin(storage: TypedStorage, user: FrameUser): Promise<void> {
  if (user.socialProvider !== undefined && isSocialProvider(user.socialProvider)) {
    await storage.set(storageKeys.socialProvider, user.socialProvider);
    if (user.userName === undefined) await storage.remove(storageKeys.socialUsername);
    else await storage.set(storageKeys.socialUsername, user.userName);
    return;
  }
  await storage.remove(storageKeys.socialProvider);
  await storage.remove(storageKeys.socialUsername);
}
