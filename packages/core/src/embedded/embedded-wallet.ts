/**
 * The embedded wallet as the host sees it: the frame (loaded on first need), the login steps (email →
 * code → key set-up or recovery inside the frame), the logged-in user, the EIP-1193 provider the
 * adapter's embedded connector wraps, and sign-out. Key material never reaches this side: the frame
 * answers with addresses, signatures and hashes only. See docs/embedded-wallet.md.
 */
import type { Store } from '../store/store.js';
import type { TypedStorage } from '../storage/typed-storage.js';
import { storageKeys } from '../storage/keys.js';
import { createApprovalFlow, type ApprovalFlowDeps } from './approval-flow.js';
import { assertEmailLoginAllowed, rememberEmailLogin } from './email-login.js';
import { clearLoginCache } from './login-cache.js';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded-provider.js';
import type { FrameClient } from './frame-client.js';
import {
  type AppEventMap,
  type DappDataPayload,
  FRAME_SIGN_OUT_WAIT_MS,
  type FrameUser,
  type OtpOutcome,
  type ThemePayload,
} from './protocol.js';
import {
  parseSocialProviders,
  rememberSocialLogin,
  type SocialLoginOutcome,
  type SocialLoginRequest,
} from './social-flow.js';
import {
  closeQuietly,
  returnAddress,
  SocialLoginError,
  type SocialPageWindow,
  type SocialPopup,
  type SocialTimers,
  waitForPopupResult,
} from './social-login.js';
import type { SocialResultOutcome } from './social-result.js';
import { resumeSocialRedirect } from './social-return.js';

/** A Sign In With Farcaster channel's links (see GET_FARCASTER_URI). */
export type FarcasterLink = AppEventMap['GET_FARCASTER_URI']['response'];

export interface EmbeddedWalletState {
  /** The logged-in visitor, once the frame confirmed the login in this page. */
  readonly user: FrameUser | undefined;
  /** The frame asks to be seen (a key step or an approval) and how tall its content is. */
  readonly frameUi: { readonly visible: boolean; readonly height: number };
  /** The email the last code went to, for the code and key views. */
  readonly pendingEmail: string | undefined;
  /**
   * A redirect-mode social login that came back in this page's address and waits for the Connect flow
   * (the modal opens at ConnectingSocial and redeems it). Optional: the facade's first state (in every
   * page's first bytes) leaves it out.
   */
  readonly socialReturn?: { readonly provider: string; readonly outcome: SocialResultOutcome } | undefined;
}

export interface EmbeddedWalletDeps extends ApprovalFlowDeps {
  /** The state store, made by the facade (lazy-embedded-wallet.ts) before this module loaded. */
  store: Store<EmbeddedWalletState>;
  /** Where provider events go: the facade's provider, which holds the adapter's listeners. */
  emit: EmbeddedProvider['emit'];
  /** Builds the frame client; called once, on first need. */
  createFrame(): FrameClient;
  storage: TypedStorage;
  clock: { now(): number };
  timers: { setTimeout(callback: () => void, ms: number): unknown };
  /** Theme and app data the frame mirrors, read when the frame becomes ready. */
  theme(): ThemePayload;
  dappData(): DappDataPayload;
  alertNotAllowed(): void;
  refreshBalance(): void;
  /** The page's window for social logins (popup, messages, redirect). */
  socialWindow: SocialPageWindow;
  /** Opens the social login popup (inside a click); undefined: redirect instead. */
  openSocialPopup(): SocialPopup | undefined;
  socialTimers: SocialTimers;
  logger: { error(message: string, context?: Record<string, unknown>): void };
}

export interface EmbeddedWallet {
  readonly store: Store<EmbeddedWalletState>;
  readonly provider: EmbeddedProvider;
  /** The frame's iframe, once the frame was created (a view shows it over its own placeholder). */
  frameElement(): HTMLIFrameElement | undefined;
  /** Loads the frame now (the Connect view calls it when email login is shown). */
  preload(): Promise<void>;
  /** Checks the address and the 30 s rule, then has the frame mail a code. */
  sendCode(email: string): Promise<void>;
  verifyCode(otp: string, chainId: number): Promise<OtpOutcome>;
  /** The frame's key step (create or recover), paced by the visitor. */
  setUpKey(chainId: number): Promise<FrameUser>;
  /**
   * A social login, started inside the visitor's click (the popup opens before anything is awaited): the
   * frame's authorization URL, the popup (or this page navigates: `redirecting`), the result, and the
   * frame's redeem; then as after a correct code. `signal` is Cancel.
   */
  startSocialLogin(request: SocialLoginRequest): Promise<SocialLoginOutcome>;
  /** Redeems a result that came back in the address (redirect mode). */
  connectSocial(result: string, chainId: number): Promise<OtpOutcome>;
  /**
   * Opens a Sign In With Farcaster channel in the frame: the QR code's content (`url`), the same sign-in
   * as an https page (`webUrl`), and when it ends. A newer channel replaces one still waiting.
   */
  farcasterUri(): Promise<FarcasterLink>;
  /** Waits for the Farcaster wallet to answer the open channel (up to its 10 minutes); then as after a code. */
  connectFarcaster(chainId: number): Promise<OtpOutcome>;
  /**
   * Reloads the auth provider (a fresh frame) when nobody is logged in: what the Farcaster view leaves
   * behind (an open channel and its wait) ends with the old frame. Nothing happens before the frame loaded.
   */
  reload(): Promise<void>;
  /** The providers the server offers, in no particular order (cached once it answered). */
  socialProviders(): Promise<readonly string[]>;
  /**
   * A redirect-mode login coming back in the address: read and removed, then the modal opens at
   * ConnectingSocial to redeem it (nothing when the address carries none). Never rejects.
   */
  resumeSocialRedirect(): Promise<void>;
  /** Marks the login as done: stores the email and flag, keeps the user. */
  completeLogin(user: FrameUser): Promise<void>;
  /** The login of an earlier page, if the frame still has it (startup sync). */
  restore(chainId?: number): Promise<FrameUser | undefined>;
  switchChain(chainId: number): Promise<void>;
  /** Signs out in the frame (waiting at most 3 s) and clears the login cache. */
  signOut(): Promise<void>;
  startEmailUpdate(email: string): Promise<void>;
  confirmPrimaryEmailCode(otp: string): Promise<void>;
  confirmSecondaryEmailCode(otp: string): Promise<string>;
  /** Rejects approvals and key steps nobody will answer (the modal closed with an empty transaction stack). */
  cancelPending(): Promise<void>;
  syncTheme(): void;
  destroy(): void;
}

export function createEmbeddedWallet(deps: EmbeddedWalletDeps): EmbeddedWallet {
  const { store, emit } = deps;
  const approvals = createApprovalFlow(deps);
  let frameClient: FrameClient | undefined;
  /** Key steps (CONNECT_DEVICE) waiting for the visitor; closing the modal cancels them with approvals. */
  let keySteps = 0;
  const stops: (() => void)[] = [];

  const setUser = (user: FrameUser | undefined) => {
    const before = store.getState().user;
    store.setState({ user });
    if (user === undefined) {
      if (before !== undefined) emit('disconnect');
      return;
    }
    if (before !== undefined && before.address !== user.address) emit('accountsChanged', [user.address]);
    if (before !== undefined && before.chainId !== user.chainId)
      emit('chainChanged', `0x${user.chainId.toString(16)}`);
  };

  const frame = (): FrameClient => {
    if (frameClient !== undefined) return frameClient;
    const client = deps.createFrame();
    frameClient = client;
    stops.push(
      client.onEvent('UI', ({ visible, height }) =>
        store.setState({ frameUi: { visible, height: height ?? store.getState().frameUi.height } }),
      ),
      client.onEvent('SIGNED_OUT', () => {
        setUser(undefined);
        void clearLoginCache(deps.storage);
      }),
    );
    return client;
  };

  /** Loads the frame and hands it the theme and the app's data, once per load. */
  let synced: Promise<void> | undefined;
  const ready = async () => {
    const client = frame();
    await client.ready();
    synced ??= Promise.all([
      client.request('SYNC_THEME', deps.theme()),
      client.request('SYNC_DAPP_DATA', deps.dappData()),
    ]).then(
      () => undefined,
      (error: unknown) => {
        synced = undefined;
        throw error;
      },
    );
    await synced;
    return client;
  };

  const switchChain = async (chainId: number) => {
    const client = await ready();
    const answer = await client.request('SWITCH_NETWORK', { chainId });
    await deps.storage.set(storageKeys.lastUsedChain, `eip155:${answer.chainId}`);
    const user = store.getState().user;
    if (user !== undefined) setUser({ ...user, chainId: answer.chainId });
  };

  let offeredProviders: Promise<readonly string[]> | undefined;

  const connectSocial = async (result: string, chainId: number): Promise<OtpOutcome> => {
    const client = await ready();
    return client.request('CONNECT_SOCIAL', { uri: result, chainId });
  };

  const startSocialLogin = async (request: SocialLoginRequest): Promise<SocialLoginOutcome> => {
    const popup = request.popup === undefined ? deps.openSocialPopup() : (request.popup ?? undefined);
    try {
      const client = await ready();
      const { uri } = await client.request(
        'GET_SOCIAL_REDIRECT_URI',
        popup === undefined
          ? { provider: request.provider, mode: 'redirect', returnTo: returnAddress(deps.socialWindow) }
          : { provider: request.provider, mode: 'popup' },
      );
      if (request.signal?.aborted === true) throw new SocialLoginError('cancelled', request.provider);
      if (popup === undefined) {
        // The page leaves for the provider; the provider is kept to say whose login comes back.
        await deps.storage.set(storageKeys.socialProvider, request.provider);
        deps.socialWindow.location.assign(uri);
        return { next: 'redirecting' };
      }
      popup.location.href = uri;
      const result = await waitForPopupResult({
        win: deps.socialWindow,
        popup,
        frameOrigin: client.origin,
        provider: request.provider,
        timers: deps.socialTimers,
        ...(request.signal === undefined ? {} : { signal: request.signal }),
      });
      return await connectSocial(result, request.chainId);
    } catch (error) {
      closeQuietly(popup);
      throw error;
    }
  };

  const provider = createEmbeddedProvider({
    frame,
    approvals,
    user: () => store.getState().user,
    switchChain,
    alertNotAllowed: deps.alertNotAllowed,
    refreshBalance: deps.refreshBalance,
    timers: deps.timers,
  });

  return {
    store,
    provider,
    frameElement: () => frameClient?.element(),
    preload: async () => {
      await ready();
    },
    async sendCode(email) {
      const address = await assertEmailLoginAllowed(email, deps.storage, deps.clock.now());
      const client = await ready();
      // Stored before the frame answers: a second login within 30 s is refused even while this one runs.
      await deps.storage.set(storageKeys.lastEmailLoginTime, deps.clock.now());
      try {
        await client.request('CONNECT_EMAIL', { email: address });
      } catch (error) {
        // The code never left: the visitor may try again at once.
        await deps.storage.remove(storageKeys.lastEmailLoginTime);
        throw error;
      }
      store.setState({ pendingEmail: address });
    },
    async verifyCode(otp, chainId) {
      const client = await ready();
      return client.request('CONNECT_OTP', { otp, chainId });
    },
    async setUpKey(chainId) {
      const client = await ready();
      keySteps += 1;
      try {
        const { user } = await client.request('CONNECT_DEVICE', { chainId }, { timeoutMs: null });
        return user;
      } finally {
        keySteps -= 1;
      }
    },
    startSocialLogin,
    connectSocial,
    resumeSocialRedirect: async () => {
      await resumeSocialRedirect({
        storage: deps.storage,
        modal: deps.modal,
        keepReturn: (socialReturn) => store.setState({ socialReturn }),
        win: deps.socialWindow,
        logger: deps.logger,
      });
    },
    async farcasterUri() {
      const client = await ready();
      return client.request('GET_FARCASTER_URI', {});
    },
    async connectFarcaster(chainId) {
      const client = await ready();
      // Paced by the visitor (scanning, approving on the phone); the channel itself ends after 10 minutes.
      return client.request('CONNECT_FARCASTER', { chainId }, { timeoutMs: null });
    },
    async reload() {
      const client = frameClient;
      if (client === undefined || store.getState().user !== undefined) return;
      for (const stop of stops.splice(0)) stop();
      frameClient = undefined;
      synced = undefined;
      client.destroy();
      await ready();
    },
    socialProviders() {
      // Asked through the frame: the server's embedded routes answer the frame's origin only.
      offeredProviders ??= ready()
        .then((client) => client.request('GET_SOCIAL_PROVIDERS', {}))
        .then((answer) => parseSocialProviders(answer))
        .catch((error: unknown) => {
          offeredProviders = undefined;
          throw error;
        });
      return offeredProviders;
    },
    async completeLogin(user) {
      await rememberSocialLogin(deps.storage, user);
      // A social login's email is the provider's (if any); an email typed earlier is not this account's.
      const email =
        user.socialProvider === undefined ? (user.email ?? store.getState().pendingEmail) : user.email;
      await rememberEmailLogin(deps.storage, email);
      await deps.storage.set(storageKeys.lastUsedChain, `eip155:${user.chainId}`);
      store.setState({ pendingEmail: undefined });
      setUser(user);
    },
    async restore(chainId) {
      const client = await ready();
      const { isConnected } = await client.request('IS_CONNECTED', {});
      if (!isConnected) {
        await clearLoginCache(deps.storage);
        setUser(undefined);
        return undefined;
      }
      const user = await client.request('GET_USER', chainId === undefined ? {} : { chainId });
      setUser(user);
      return user;
    },
    switchChain,
    async signOut() {
      const client = frameClient;
      setUser(undefined);
      await clearLoginCache(deps.storage);
      if (client === undefined || !client.isReady()) return;
      const cap = new Promise<void>((resolve) => {
        deps.timers.setTimeout(resolve, FRAME_SIGN_OUT_WAIT_MS);
      });
      await Promise.race([
        client.request('SIGN_OUT', {}).catch((error: unknown) => {
          deps.logger.error('The embedded wallet could not sign out', { error });
        }),
        cap,
      ]);
    },
    async startEmailUpdate(email) {
      const client = await ready();
      await client.request('UPDATE_EMAIL', { email });
    },
    async confirmPrimaryEmailCode(otp) {
      const client = await ready();
      await client.request('UPDATE_EMAIL_PRIMARY_OTP', { otp });
    },
    async confirmSecondaryEmailCode(otp) {
      const client = await ready();
      const { email } = await client.request('UPDATE_EMAIL_SECONDARY_OTP', { otp });
      await deps.storage.set(storageKeys.email, email);
      const user = store.getState().user;
      if (user !== undefined) setUser({ ...user, email });
      return email;
    },
    async cancelPending() {
      if ((approvals.pending() === 0 && keySteps === 0) || frameClient === undefined) return;
      await frameClient.request('CANCEL_PENDING', {});
    },
    syncTheme() {
      if (frameClient === undefined || !frameClient.isReady()) return;
      frameClient.request('SYNC_THEME', deps.theme()).catch((error: unknown) => {
        deps.logger.error('Could not pass the theme to the embedded wallet', { error });
      });
    },
    destroy() {
      for (const stop of stops.splice(0)) stop();
      frameClient?.destroy();
      frameClient = undefined;
    },
  };
}
