/**
 * The embedded wallet of one instance, wired to its options, stores and services. A chunk of its own:
 * the facade (lazy-embedded-wallet.ts) loads it when the Connect view shows email login or a stored
 * login is restored, so a page that never does either never downloads the frame client.
 */
import { getAccountState, updateAccount } from '../../accounts/index.js';
import { createError } from '../../errors/messages.js';
import type { FeatureContext } from '../../feature/index.js';
import type { Store } from '../../store/store.js';
import type { EmbeddedProvider } from '../embedded-provider.js';
import { createEmbeddedWallet, type EmbeddedWallet, type EmbeddedWalletState } from '../embedded-wallet.js';
import { createFrameClient } from '../frame-client.js';
import type { DappDataPayload, FrameNetwork, ThemePayload } from '../protocol.js';
import { isSocialProvider } from '../social-flow.js';
import { openSocialPopup, type SocialPageWindow } from '../social-login.js';

const EMBEDDED_NAMESPACE = 'eip155';

/** The app's eip155 networks as the frame names them in approvals. */
export function frameNetworks(ctx: Pick<FeatureContext, 'options'>): FrameNetwork[] {
  return ctx.options.networks.flatMap((network) => {
    if (network.chainNamespace !== EMBEDDED_NAMESPACE || typeof network.id !== 'number') return [];
    const explorer = network.blockExplorers?.default?.url;
    return [
      {
        chainId: network.id,
        name: network.name,
        nativeCurrency: { ...network.nativeCurrency },
        ...(explorer === undefined ? {} : { blockExplorerUrl: explorer }),
      },
    ];
  });
}

/** The chain the frame starts on: the active eip155 network, else the app's first one. */
export function startChainId(ctx: Pick<FeatureContext, 'options' | 'stores'>): number {
  const active = ctx.stores.chains.getState().activeCaipNetwork;
  if (active?.chainNamespace === EMBEDDED_NAMESPACE && typeof active.id === 'number') return active.id;
  return frameNetworks(ctx)[0]?.chainId ?? 1;
}

export interface InstanceEmbeddedWalletParams {
  ctx: FeatureContext;
  frameUrl: string;
  store: Store<EmbeddedWalletState>;
  emit: EmbeddedProvider['emit'];
}

/**
 * Puts the visitor's email, username and social provider on the account while it is connected through
 * the embedded wallet (useAppKitAccount().embeddedWalletInfo reads them there).
 */
function mirrorUser(ctx: FeatureContext, wallet: EmbeddedWallet): () => void {
  const apply = () => {
    const account = getAccountState(ctx.stores.accounts.getState(), EMBEDDED_NAMESPACE);
    const user = wallet.store.getState().user;
    if (account.connectedWalletInfo?.type !== 'AUTH' || user === undefined) return;
    const socialProvider = isSocialProvider(user.socialProvider) ? user.socialProvider : undefined;
    const next = {
      ...(user.email === undefined ? {} : { email: user.email }),
      ...(user.userName === undefined ? {} : { username: user.userName }),
    };
    const sameUser = account.user?.email === next.email && account.user?.username === next.username;
    const sameInfo = account.connectedWalletInfo.social === socialProvider;
    if (sameUser && account.socialProvider === socialProvider && sameInfo) return;
    const { social: _previous, ...info } = account.connectedWalletInfo;
    updateAccount(ctx.stores.accounts, EMBEDDED_NAMESPACE, {
      user: { ...account.user, ...next },
      socialProvider,
      connectedWalletInfo: socialProvider === undefined ? info : { ...info, social: socialProvider },
    });
  };
  apply();
  const stops = [ctx.stores.accounts.subscribe(apply), wallet.store.subscribe(apply)];
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The service, plus what follows the instance once it exists: the theme mirrored into the frame and the
 * visitor's email on the account.
 */
export function createInstanceEmbeddedWallet(params: InstanceEmbeddedWalletParams): EmbeddedWallet {
  const wallet = createServiceOf(params);
  const stops = [params.ctx.stores.theme.subscribe(() => wallet.syncTheme()), mirrorUser(params.ctx, wallet)];
  return {
    ...wallet,
    destroy() {
      for (const stop of stops) stop();
      wallet.destroy();
    },
  };
}

function createServiceOf(params: InstanceEmbeddedWalletParams): EmbeddedWallet {
  const { ctx, frameUrl, store, emit } = params;
  const { options, env, stores, services } = ctx;
  return createEmbeddedWallet({
    store,
    emit,
    createFrame: () =>
      createFrameClient({
        url: frameUrl,
        projectId: options.projectId,
        chainId: startChainId(ctx),
        version: env.sdkVersion,
        enableLogger: options.enableAuthLogger,
        window,
      }),
    storage: services.storage,
    clock: env.clock,
    timers: env.timers,
    modal: services.modal,
    router: services.router,
    theme: (): ThemePayload => {
      const theme = stores.theme.getState();
      return { themeMode: theme.themeMode, themeVariables: { ...theme.themeVariables } };
    },
    dappData: (): DappDataPayload => ({
      metadata: {
        name: options.metadata?.name ?? '',
        description: options.metadata?.description ?? '',
        url: options.metadata?.url ?? '',
        icons: [...(options.metadata?.icons ?? [])],
      },
      sdkVersion: env.sdkVersion,
      projectId: options.projectId,
      networks: frameNetworks(ctx),
    }),
    alertNotAllowed: () => stores.alerts.showErrorFromUnknown(createError('RPC_METHOD_NOT_ALLOWED')),
    socialWindow: window as unknown as SocialPageWindow,
    openSocialPopup: () =>
      openSocialPopup(
        window as unknown as SocialPageWindow,
        env.platform.isMobile || env.platform.isTelegram,
      ),
    socialTimers: {
      setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
      clearInterval: (handle) =>
        globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
    },
    refreshBalance: () => void services.balance.fetch({ namespace: EMBEDDED_NAMESPACE, force: true }),
    logger: env.logger,
  });
}
