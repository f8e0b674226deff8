/**
 * The social login in progress, between the click that starts it and the ConnectingSocial view that
 * shows it. The click must start the login itself (the popup opens synchronously inside the click, or
 * the browser blocks it), while the view that waits for it loads afterwards; so the click leaves the
 * running login here, one per embedded wallet, and the view picks it up. Cancel aborts it.
 */
import {
  type AccountsStore,
  type ChainNamespace,
  closeQuietly,
  type EmbeddedWallet,
  openSocialPopup,
  type PlatformInfo,
  type SocialLoginOutcome,
  type SocialPageWindow,
  type SocialPopup,
  type StoredSocialProvider,
  updateAccount,
} from '@walletport/core/internal';

export interface SocialAttempt {
  readonly provider: StoredSocialProvider;
  readonly outcome: Promise<SocialLoginOutcome>;
  /** The popup the click opened; undefined in redirect mode. */
  readonly popup: SocialPopup | undefined;
  cancel(): void;
}

const attempts = new WeakMap<EmbeddedWallet, SocialAttempt>();

/**
 * Starts a login; call it synchronously in the click handler: the popup opens here, blank, before
 * anything is awaited (on a phone or in a Telegram mini app there is none: the page is redirected). A
 * running login is cancelled first.
 */
export function startSocialAttempt(
  wallet: EmbeddedWallet,
  provider: StoredSocialProvider,
  chainId: number,
  platform: Pick<PlatformInfo, 'isMobile' | 'isTelegram'>,
): SocialAttempt {
  attempts.get(wallet)?.cancel();
  const abort = new AbortController();
  const popup = openSocialPopup(
    window as unknown as SocialPageWindow,
    platform.isMobile || platform.isTelegram,
  );
  const outcome = wallet.startSocialLogin({ provider, chainId, popup: popup ?? null, signal: abort.signal });
  // Whoever shows the attempt handles its failure; unobserved (the view never opened) it must not be loud.
  // The wallet closes the popup on its own failures; this covers its code failing to load at all.
  outcome.catch(() => closeQuietly(popup));
  const attempt: SocialAttempt = { provider, outcome, popup, cancel: () => abort.abort() };
  attempts.set(wallet, attempt);
  return attempt;
}

/** The attempt the last click started for this provider, if it is still the current one. */
export function currentSocialAttempt(
  wallet: EmbeddedWallet,
  provider: StoredSocialProvider,
): SocialAttempt | undefined {
  const attempt = attempts.get(wallet);
  return attempt?.provider === provider ? attempt : undefined;
}

/** Forgets the attempt once its view is done with it (a later view must not show it again). */
export function clearSocialAttempt(wallet: EmbeddedWallet, attempt: SocialAttempt): void {
  if (attempts.get(wallet) === attempt) attempts.delete(wallet);
}

/**
 * The account state's socialWindow (docs/social-login.md) follows the login: the popup while it runs,
 * nothing once it settled, whichever way.
 */
export function followSocialWindow(
  accounts: AccountsStore,
  namespace: ChainNamespace,
  attempt: SocialAttempt,
): void {
  const { popup } = attempt;
  if (popup === undefined) return;
  updateAccount(accounts, namespace, { socialWindow: popup });
  const clear = () =>
    updateAccount(accounts, namespace, (account) =>
      account.socialWindow === popup ? { socialWindow: undefined } : {},
    );
  attempt.outcome.then(clear, clear);
}
