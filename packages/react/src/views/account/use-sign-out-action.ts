'use client';
import { type AppKitInstance, useAlertingAction } from './use-alerting-action.js';

async function signOutOfSiwx(instance: AppKitInstance): Promise<void> {
  const service = instance.services.siwx;
  if (service === undefined) return;
  // Read before signing out: a required sign-in disconnects the wallet as part of signOut.
  const required = service.isRequired();
  await service.signOut();
  if (required) instance.close();
}

/**
 * Sign out of the SIWX session (services.siwx.signOut). When sign-in is required core disconnects the
 * wallet too, so the modal closes as after Disconnect; otherwise Account stays, now offering Sign in.
 * A failure goes to the alert bar: the session may well still be live.
 */
export function useSignOutAction(): { signingOut: boolean; signOut(): Promise<void> } {
  const { running, run } = useAlertingAction(signOutOfSiwx, 'siwx.signOutFailed');
  return { signingOut: running, signOut: run };
}
