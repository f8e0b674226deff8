/**
 * Wallet Standard registration through window events, as @wallet-standard/wallet's registerWallet does:
 * announce now (`wallet-standard:register-wallet`, for apps already listening) and again whenever an app
 * says it is ready (`wallet-standard:app-ready`, for apps that load after the wallet).
 */
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base';

export const registerWalletEventName = 'wallet-standard:register-wallet';
export const appReadyEventName = 'wallet-standard:app-ready';

/** Registers `wallet`; the returned function stops listening and unregisters it from every app it reached. */
export function registerStandardWallet(win: Window, wallet: Wallet): () => void {
  const unregisters: Array<() => void> = [];
  const callback = (api: WindowAppReadyEventAPI) => {
    // An app hands in this API: a hostile page may hand in anything.
    if (typeof api?.register !== 'function') return;
    const unregister = api.register(wallet);
    if (typeof unregister === 'function') unregisters.push(unregister);
  };
  const onAppReady = (event: Event) => callback((event as CustomEvent<WindowAppReadyEventAPI>).detail);
  const { CustomEvent } = win as unknown as typeof globalThis;
  try {
    win.dispatchEvent(
      new CustomEvent(registerWalletEventName, { detail: callback, bubbles: false, cancelable: false }),
    );
  } catch (error) {
    console.error('[walletport dev wallet] wallet-standard:register-wallet listener threw', error);
  }
  win.addEventListener(appReadyEventName, onAppReady);
  return () => {
    win.removeEventListener(appReadyEventName, onAppReady);
    for (const unregister of unregisters.splice(0)) {
      try {
        unregister();
      } catch {
        // The app's own bookkeeping failed; the wallet is gone either way.
      }
    }
  };
}
