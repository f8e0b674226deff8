/**
 * The email-login views against a real Walletport instance (createAppKit over the core test adapter,
 * which lists the embedded wallet's AUTH connector) and a fake embedded wallet: a plain object with the
 * service's interface whose calls are scripted, published by a test feature. The fake stands in for the
 * frame, which these unit tests of the views do not load.
 */
import { act, cleanup, render } from '@testing-library/react';
import {
  type AppKitOptions,
  createMemoryStorage,
  createStore,
  type EmbeddedWallet,
  type EmbeddedWalletState,
  type FarcasterLink,
  type FrameUser,
  type InstanceFeature,
  mainnet,
  type OtpOutcome,
  optimism,
  type RouterState,
  type RouterView,
  type SocialLoginOutcome,
  type SocialLoginRequest,
  SocialLoginError,
  type Store,
  type Timers,
} from '@walletport/core/internal';
import { type ComponentType, StrictMode } from 'react';
import { createTestAdapter, type TestAdapter } from '../../../../core/test/connection/test-adapter.js';
import { createAppKit } from '../../../src/client/create-app-kit.js';
import { setDefaultAppKit } from '../../../src/client/default-instance.js';
import type { AppKit } from '../../../src/client/types.js';
import { AppKitProvider } from '../../../src/context.js';
import { useStoreSelector } from '../../../src/hooks/use-store.js';
import ApproveTransactionView from '../../../src/views/approve-transaction/ApproveTransactionView.js';
import ConnectView from '../../../src/views/connect/ConnectView.js';
import EmailVerifyOtpView from '../../../src/views/email-verify-otp/EmailVerifyOtpView.js';
import EmbeddedWalletKeyView from '../../../src/views/embedded-wallet-key/EmbeddedWalletKeyView.js';
import ConnectSocialsView from '../../../src/views/connect-socials/ConnectSocialsView.js';
import ConnectingFarcasterView from '../../../src/views/connecting-farcaster/ConnectingFarcasterView.js';
import ConnectingSocialView from '../../../src/views/connecting-social/ConnectingSocialView.js';
import UpdateEmailView from '../../../src/views/update-email/UpdateEmailView.js';
import UpdateEmailPrimaryOtpView from '../../../src/views/update-email-primary-otp/UpdateEmailPrimaryOtpView.js';
import UpdateEmailSecondaryOtpView from '../../../src/views/update-email-secondary-otp/UpdateEmailSecondaryOtpView.js';
import { type Scripted, scripted } from '../app-kit-harness.js';

export const EMAIL = 'ana@example.com';
export const USER: FrameUser = {
  email: EMAIL,
  address: '0x00000000000000000000000000000000000000e1',
  chainId: 1,
  accounts: [{ address: '0x00000000000000000000000000000000000000e1', type: 'eoa' }],
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
};

export interface FakeWallet {
  wallet: EmbeddedWallet;
  store: Store<EmbeddedWalletState>;
  preload: Scripted<undefined, void>;
  sendCode: Scripted<string, void>;
  verifyCode: Scripted<{ otp: string; chainId: number }, OtpOutcome>;
  setUpKey: Scripted<number, FrameUser>;
  completeLogin: Scripted<FrameUser, void>;
  startEmailUpdate: Scripted<string, void>;
  confirmPrimaryEmailCode: Scripted<string, void>;
  confirmSecondaryEmailCode: Scripted<string, string>;
  /** The iframe `frameElement()` returns. */
  setFrame(frame: HTMLIFrameElement | undefined): void;
  /** One entry per cancelPending() call. */
  cancels: number[];
  /** Social logins started; the last one is settled by `social.settle`. */
  social: {
    requests: SocialLoginRequest[];
    providers: Scripted<undefined, readonly string[]>;
    connect: Scripted<{ result: string; chainId: number }, OtpOutcome>;
    /** Settles the running login (Cancel rejects it by itself). */
    settle(outcome: SocialLoginOutcome | Error): void;
  };
  farcaster: {
    uri: Scripted<undefined, FarcasterLink>;
    connect: Scripted<number, OtpOutcome>;
    reloads: Scripted<undefined, void>;
  };
}

export const FARCASTER_LINK: FarcasterLink = {
  url: 'farcaster://connect?channelToken=c1&nonce=n1&domain=app.example&siweUri=https%3A%2F%2Fapp.example&expirationTime=2026-01-01T00%3A10%3A00Z&relay=https%3A%2F%2Fapi.example%2Fembedded%2Fv1%2Ffarcaster',
  webUrl: 'https://api.example/embedded/v1/farcaster/connect?channelToken=c1',
  expiresAt: '2026-01-01T00:10:00.000Z',
};

export function createFakeWallet(): FakeWallet {
  const store = createStore<EmbeddedWalletState>({
    user: undefined,
    frameUi: { visible: false, height: 0 },
    pendingEmail: undefined,
    socialReturn: undefined,
  });
  let running: { resolve(outcome: SocialLoginOutcome): void; reject(error: unknown): void } | undefined;
  const social: FakeWallet['social'] = {
    requests: [],
    providers: scripted<undefined, readonly string[]>([]),
    connect: scripted<{ result: string; chainId: number }, OtpOutcome>({ next: 'connected', user: USER }),
    settle(outcome) {
      if (outcome instanceof Error) running?.reject(outcome);
      else running?.resolve(outcome);
    },
  };
  const calls = {
    preload: scripted<undefined, void>(undefined),
    sendCode: scripted<string, void>(undefined),
    verifyCode: scripted<{ otp: string; chainId: number }, OtpOutcome>({ next: 'create-key' }),
    setUpKey: scripted<number, FrameUser>(USER),
    completeLogin: scripted<FrameUser, void>(undefined),
    startEmailUpdate: scripted<string, void>(undefined),
    confirmPrimaryEmailCode: scripted<string, void>(undefined),
    confirmSecondaryEmailCode: scripted<string, string>('new@example.com'),
  };
  const farcaster: FakeWallet['farcaster'] = {
    uri: scripted<undefined, FarcasterLink>(FARCASTER_LINK),
    connect: scripted<number, OtpOutcome>({
      next: 'connected',
      user: { ...USER, socialProvider: 'farcaster' },
    }),
    reloads: scripted<undefined, void>(undefined),
  };
  let frame: HTMLIFrameElement | undefined;
  const cancels: number[] = [];
  const wallet: EmbeddedWallet = {
    store,
    provider: { request: async () => null, on: () => {}, removeListener: () => {}, emit: () => {} },
    frameElement: () => frame,
    preload: () => calls.preload.run(undefined),
    sendCode: async (email) => {
      await calls.sendCode.run(email);
      store.setState({ pendingEmail: email.trim() });
    },
    verifyCode: (otp, chainId) => calls.verifyCode.run({ otp, chainId }),
    setUpKey: (chainId) => calls.setUpKey.run(chainId),
    completeLogin: async (user) => {
      await calls.completeLogin.run(user);
      store.setState({ user, pendingEmail: undefined });
    },
    restore: async () => undefined,
    switchChain: async () => {},
    signOut: async () => {},
    startEmailUpdate: (email) => calls.startEmailUpdate.run(email),
    confirmPrimaryEmailCode: (otp) => calls.confirmPrimaryEmailCode.run(otp),
    confirmSecondaryEmailCode: (otp) => calls.confirmSecondaryEmailCode.run(otp),
    cancelPending: async () => {
      cancels.push(1);
    },
    syncTheme: () => {},
    destroy: () => {},
    startSocialLogin: (request) => {
      social.requests.push(request);
      return new Promise<SocialLoginOutcome>((resolve, reject) => {
        running = { resolve, reject };
        request.signal?.addEventListener('abort', () =>
          reject(new SocialLoginError('cancelled', request.provider)),
        );
      });
    },
    connectSocial: (result, chainId) => social.connect.run({ result, chainId }),
    socialProviders: () => social.providers.run(undefined),
    resumeSocialRedirect: async () => {},
    farcasterUri: () => farcaster.uri.run(undefined),
    connectFarcaster: (chainId) => farcaster.connect.run(chainId),
    reload: () => farcaster.reloads.run(undefined),
  };
  return {
    wallet,
    store,
    ...calls,
    cancels,
    social,
    farcaster,
    setFrame: (next) => {
      frame = next;
    },
  };
}

export interface EmbeddedKit {
  instance: AppKit;
  adapter: TestAdapter;
  fake: FakeWallet;
  /** Renders the view the router shows (following navigation), in StrictMode. */
  renderOutlet(): ReturnType<typeof render>;
  render(View: ComponentType): ReturnType<typeof render>;
  view(): RouterView;
  history(): readonly RouterView[];
  /** Opens the modal's state on `view` (the shell itself is not rendered). */
  openOn(view: RouterView, history?: RouterView[]): void;
}

const VIEWS: Record<string, ComponentType> = {
  Connect: ConnectView,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmbeddedWalletKey: EmbeddedWalletKeyView,
  ApproveTransaction: ApproveTransactionView,
  UpdateEmail: UpdateEmailView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
  ConnectSocials: ConnectSocialsView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
};

function Outlet({ instance }: { instance: AppKit }) {
  const view = useStoreSelector(instance.stores.router, (state: RouterState) => state.view);
  const View = VIEWS[view.name];
  // Keyed like the shell's view area: every navigation mounts the new view.
  return View === undefined ? <p data-testid="other-view">{view.name}</p> : <View key={view.name} />;
}

export function createEmbeddedKit(
  options: { withWallet?: boolean; appKit?: Partial<AppKitOptions>; timers?: Timers } = {},
): EmbeddedKit {
  const fake = createFakeWallet();
  const adapter = createTestAdapter({
    connectors: [
      { id: 'injected', name: 'Test Wallet', type: 'INJECTED', chain: 'eip155' },
      { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' },
    ],
    wallets: {
      injected: {
        accounts: [{ address: '0x00000000000000000000000000000000000000a1', type: 'eoa' }],
        chainId: 1,
      },
      ID_AUTH: { accounts: [{ address: USER.address, type: 'eoa' }], chainId: 1 },
    },
  });
  const feature: InstanceFeature = {
    name: 'test-embedded-wallet',
    // As the embedded-wallet feature does: the service, and the router's reload after the Farcaster view.
    install: (ctx) => {
      const stops = [
        ctx.provideService('embeddedWallet', fake.wallet),
        ctx.addHook('authReload', () => fake.wallet.reload()),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
  const instance = createAppKit(
    {
      projectId: 'test-project',
      networks: [mainnet, optimism],
      adapters: [adapter],
      ...options.appKit,
    } as AppKitOptions,
    {
      preloadModal: 'intent',
      storage: createMemoryStorage(),
      document: null,
      logger: { warn: () => {}, error: () => {} },
      ...(options.timers === undefined ? {} : { timers: options.timers }),
      features: options.withWallet === false ? [] : [feature],
    },
  );
  const wrap = (node: React.ReactNode) =>
    render(
      <StrictMode>
        <AppKitProvider instance={instance}>{node}</AppKitProvider>
      </StrictMode>,
    );
  return {
    instance,
    adapter,
    fake,
    renderOutlet: () => wrap(<Outlet instance={instance} />),
    render: (View) => wrap(<View />),
    view: () => instance.stores.router.getState().view,
    history: () => instance.stores.router.getState().history,
    openOn(view, history = []) {
      instance.services.modal.open({ view: history[0] ?? view });
      for (const entry of history.slice(1)) instance.services.router.push(entry);
      if (history.length > 0) instance.services.router.push(view);
    },
  };
}

/** Lets promise chains and zero-delay timers run. */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    });
  }
}

export function teardown(kit: EmbeddedKit | undefined): void {
  cleanup();
  kit?.instance.destroy();
  setDefaultAppKit(undefined);
}
