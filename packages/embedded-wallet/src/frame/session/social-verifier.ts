/**
 * The verifier that binds a social login to this frame. The frame sends only its SHA-256 to the server
 * when the login starts; the one-time result the provider's callback yields is redeemed only together
 * with the verifier itself. The result passes through the host page (a popup message or the address
 * bar), so a page, extension or log that sees it still cannot turn it into a session.
 *
 * It is kept in the frame origin's sessionStorage: a redirect-mode login navigates the host page away
 * and back, which reloads the frame, and sessionStorage outlives that within the same tab.
 */

export interface SocialVerifierStore {
  /** Keeps the verifier, and the host origin for the result page (social-result/page.ts). */
  save(verifier: string, hostOrigin: string): void;
  /** The verifier of the login in progress, removed: each one is used once. */
  take(): string | undefined;
}

export function socialVerifierKey(projectId: string): string {
  return `walletport-embedded:social-verifier:${projectId}`;
}

/**
 * Where the frame notes the host origin of the last social login, for the result page: that page opens
 * in the popup on the frame's origin and must post the result to the opener's origin and no other.
 */
export const SOCIAL_ORIGIN_KEY = 'walletport-embedded:social-origin';

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url (43 characters). */
export function createSocialVerifier(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return base64Url(bytes);
}

/** base64url(SHA-256(verifier)): what the server keeps with the login's state. */
export async function socialVerifierHash(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function createSessionVerifierStore(
  projectId: string,
  storage: Storage = globalThis.sessionStorage,
  originStorage: Storage = globalThis.localStorage,
): SocialVerifierStore {
  const key = socialVerifierKey(projectId);
  return {
    save(verifier, hostOrigin) {
      storage.setItem(key, verifier);
      try {
        originStorage.setItem(SOCIAL_ORIGIN_KEY, hostOrigin);
      } catch {
        // The result page then needs the origin in its address (the server adds it).
      }
    },
    take() {
      try {
        const verifier = storage.getItem(key);
        storage.removeItem(key);
        return verifier ?? undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** For a frame whose storage is blocked: a popup login still works; a redirect cannot come back to it. */
export function createMemoryVerifierStore(): SocialVerifierStore {
  let verifier: string | undefined;
  return {
    save(next) {
      verifier = next;
    },
    take() {
      const current = verifier;
      verifier = undefined;
      return current;
    },
  };
}
