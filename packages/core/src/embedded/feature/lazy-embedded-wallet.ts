/**
 * The embedded wallet as the instance holds it from the start: its state store and a provider that
 * keeps listeners, both tiny, in front of the real service (instance-embedded-wallet.ts), which loads
 * on the first call that needs it. The adapter's connector and the React views use this object.
 */
import { createStore, type Store } from '../../store/store.js';
import type { EmbeddedProvider, EmbeddedProviderEvent } from '../embedded-provider.js';
import type { EmbeddedWallet, EmbeddedWalletState } from '../embedded-wallet.js';

type Listener = (...args: unknown[]) => void;

const LOADING_METHODS = [
  'preload',
  'sendCode',
  'verifyCode',
  'setUpKey',
  'completeLogin',
  'restore',
  'switchChain',
  'startEmailUpdate',
  'confirmPrimaryEmailCode',
  'confirmSecondaryEmailCode',
  'connectSocial',
  'socialProviders',
  // The caller opened the popup inside the click; it closes it too if the service fails to load.
  'startSocialLogin',
  'resumeSocialRedirect',
  'farcasterUri',
  'connectFarcaster',
] as const satisfies readonly (keyof EmbeddedWallet)[];

export interface LazyEmbeddedWalletParams {
  load(store: Store<EmbeddedWalletState>, emit: EmbeddedProvider['emit']): Promise<EmbeddedWallet>;
  /** Sign-out before the service loaded: only the login cache is left to clear. */
  clearLoginCache(): Promise<void>;
}

export function createLazyEmbeddedWallet(params: LazyEmbeddedWalletParams): EmbeddedWallet {
  const store = createStore<EmbeddedWalletState>({
    user: undefined,
    frameUi: { visible: false, height: 0 },
    pendingEmail: undefined,
  });
  const listeners = new Map<EmbeddedProviderEvent, Set<Listener>>();
  const emit: EmbeddedProvider['emit'] = (event, ...args) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch {
        // One listener's failure must not keep the event from the others.
      }
    }
  };
  let loaded: EmbeddedWallet | undefined;
  let loading: Promise<EmbeddedWallet> | undefined;
  const real = (): Promise<EmbeddedWallet> => {
    loading ??= params.load(store, emit).then(
      (wallet) => {
        loaded = wallet;
        return wallet;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const provider: EmbeddedProvider = {
    request: async (args) => (await real()).provider.request(args),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit,
  };

  // Every other call waits for the service; these names are the ones that load it.
  const delegate = Object.fromEntries(
    LOADING_METHODS.map((name) => [
      name,
      async (...args: unknown[]) => ((await real())[name] as (...params: unknown[]) => unknown)(...args),
    ]),
  ) as Pick<EmbeddedWallet, (typeof LOADING_METHODS)[number]>;

  return {
    ...delegate,
    store,
    provider,
    frameElement: () => loaded?.frameElement(),
    // A page that never loaded the frame has no frame session to end, only the login cache.
    signOut: async () => (loaded === undefined ? params.clearLoginCache() : loaded.signOut()),
    cancelPending: async () => loaded?.cancelPending(),
    // Never loads the frame just to reload it.
    reload: async () => loaded?.reload(),
    syncTheme: () => loaded?.syncTheme(),
    destroy: () => loaded?.destroy(),
  };
}
