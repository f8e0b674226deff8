'use client';
import { type AppKitInstance, useAlertingAction } from './use-alerting-action.js';

async function disconnectAndClose(instance: AppKitInstance): Promise<void> {
  await instance.disconnect();
  instance.close();
}

/**
 * The Disconnect button of Account and UnsupportedChain: disconnects every chain, then closes the modal.
 * A failure ('Failed to disconnect') goes to the alert bar and leaves the modal open, since the
 * wallet may well still be connected.
 */
export function useDisconnectAction(): { disconnecting: boolean; disconnect(): Promise<void> } {
  const { running, run } = useAlertingAction(disconnectAndClose, 'account.disconnectFailed');
  return { disconnecting: running, disconnect: run };
}
