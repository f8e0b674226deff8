/**
 * A redirect-mode social login coming back (docs/social-login.md): its outcome is read from the address
 * (and removed from it) and handed to the Connect flow, which the modal opens at ConnectingSocial to
 * redeem. The feature asks for this at start-up only when the address carries `walletport_social_…`.
 */
import type { ModalService } from '../modal/modal.js';
import { storageKeys } from '../storage/keys.js';
import type { TypedStorage } from '../storage/typed-storage.js';
import { isSocialProvider } from './social-flow.js';
import { type SocialPageWindow, takeRedirectOutcome } from './social-login.js';
import type { SocialResultOutcome } from './social-result.js';

export interface SocialReturnDeps {
  storage: TypedStorage;
  modal: Pick<ModalService, 'open'>;
  /** Keeps the outcome for the Connect flow to redeem (the embedded wallet's state). */
  keepReturn(value: { provider: string; outcome: SocialResultOutcome }): void;
  win: SocialPageWindow;
  logger: { error(message: string, context?: Record<string, unknown>): void };
}

/** Never rejects (a start-up task): a failure is logged, and the page simply is not logged in. */
export async function resumeSocialRedirect(deps: SocialReturnDeps): Promise<boolean> {
  try {
    const outcome = takeRedirectOutcome(deps.win);
    if (outcome === undefined) return false;
    const stored = await deps.storage.get(storageKeys.socialProvider);
    // The provider was stored when the page left; without it the view still redeems, under a neutral name.
    const provider = isSocialProvider(stored) ? stored : 'google';
    deps.keepReturn({ provider, outcome });
    deps.modal.open({ view: { name: 'ConnectingSocial', params: { provider } } });
    return true;
  } catch (error) {
    deps.logger.error('Could not resume the social login', { error });
    return false;
  }
}
