/**
 * One handler per host request (protocol's APP_EVENTS). Each payload is checked first (payloads.ts); the
 * handlers call the login flow, the wallet and the UI, and every outcome becomes one `_SUCCESS` or
 * `_ERROR` answer. The router keeps what the host told it: the active chain, the app's networks and name.
 */
import {
  type AppEventMap,
  type AppEventType,
  type AppRequestMessage,
  type FrameNetwork,
  type FrameUser,
  isSocialResult,
  type OtpOutcome,
  SOCIAL_RESULT_QUERY,
} from '@walletport/core/embedded-protocol';
import { isAuthApiError } from './api/auth-api-error.js';
import {
  chainNotSupported,
  FrameRequestError,
  NO_KEY_STEP_MESSAGE,
  notConnected,
  SMART_ACCOUNTS_MESSAGE,
  SOCIAL_RESULT_MESSAGE,
  toErrorPayload,
  userRejected,
} from './errors.js';
import { WrongPassphraseError } from './keys/errors.js';
import type { Reply } from './messenger.js';
import { parsePayload } from './payloads.js';
import type {
  DescribeRequest,
  FrameLoginFlow,
  FrameSession,
  FrameUiPort,
  FrameWallet,
  PassphraseSubmit,
  VerifyOutcome,
  WalletFactory,
} from './ports.js';
import { createRpcHandler } from './rpc.js';
import { createSerialQueue } from './serial-queue.js';

export const WALLET_EXISTS_NOTICE = 'This account already has a wallet. Enter its recovery passphrase.';

export interface RouterDeps<S extends FrameSession> {
  flow: FrameLoginFlow<S>;
  createWallet: WalletFactory<S>;
  describeRequest: DescribeRequest;
  ui: FrameUiPort;
  /** The pinned host origin: sent with login codes, shown in approvals. */
  hostOrigin: string;
  projectId: string;
  /** The chain from the iframe's URL. */
  initialChainId: number;
  /** The session ended on the frame's side (the host hears SIGNED_OUT). */
  onSignedOut(): void;
  reload(): void;
}

export interface RoutedReply {
  reply: Reply;
  /** Runs once the answer is posted (RELOAD). */
  afterReply?: () => void;
}

export interface Router {
  handle(request: Pick<AppRequestMessage, 'type' | 'payload'>): Promise<RoutedReply>;
}

type Handlers = {
  [T in AppEventType]: (payload: AppEventMap[T]['request']) => Promise<AppEventMap[T]['response']>;
};

/**
 * The result in CONNECT_SOCIAL's `uri`: the result itself, or an address that carries it (the result
 * page's `?result=`, or the host page's `?walletport_social_result=` in redirect mode).
 */
export function socialResultOf(uri: string): string {
  if (isSocialResult(uri)) return uri;
  try {
    const params = new URL(uri).searchParams;
    const found = params.get('result') ?? params.get(SOCIAL_RESULT_QUERY);
    if (isSocialResult(found)) return found;
  } catch {
    // Not an address either: refused below.
  }
  throw new FrameRequestError(SOCIAL_RESULT_MESSAGE);
}

/** The server no longer knows the session token (revoked, expired, or the account was removed). */
function isSessionExpired(error: unknown): boolean {
  return isAuthApiError(error, 401) && error.message === 'Session expired';
}

export function createRouter<S extends FrameSession>(deps: RouterDeps<S>): Router {
  const { flow, ui } = deps;
  const queue = createSerialQueue();
  let chainId = deps.initialChainId;
  let networks: readonly FrameNetwork[] = [];
  let appName: string | undefined;
  let keyStep: 'create-key' | 'recover-key' | undefined;
  /** The address the last code went to: the key steps offer it to password managers. */
  let loginEmail: string | undefined;
  let restoring: Promise<boolean> | undefined;
  let cachedWallet: { session: S; networks: readonly FrameNetwork[]; wallet: FrameWallet } | undefined;

  const network = (id: number) => networks.find((item) => item.chainId === id);

  /** A chain the host names while logging in: accepted unless the app's networks are known and lack it. */
  const followChain = (id: number | undefined): void => {
    if (id === undefined) return;
    if (networks.length > 0 && network(id) === undefined) throw chainNotSupported();
    chainId = id;
  };

  /** The signed-in session; the stored one is restored the first time anything asks. */
  const session = async (): Promise<S | undefined> => {
    const current = flow.current();
    if (current !== undefined) return current;
    restoring ??= flow.restore().catch((error: unknown) => {
      restoring = undefined;
      throw error;
    });
    await restoring;
    return flow.current();
  };

  const requireSession = async (): Promise<S> => {
    const current = await session();
    if (current === undefined) throw notConnected();
    return current;
  };

  const walletFor = (current: S): FrameWallet => {
    if (cachedWallet?.session !== current || cachedWallet.networks !== networks) {
      cachedWallet = { session: current, networks, wallet: deps.createWallet(current, networks) };
    }
    return cachedWallet.wallet;
  };

  const frameUser = (current: S): FrameUser => {
    const address = current.keys.evm.address;
    const { email, username, socialProvider } = current.user;
    return {
      ...(email === undefined ? {} : { email }),
      ...(username === undefined ? {} : { userName: username }),
      ...(socialProvider === undefined ? {} : { socialProvider }),
      address,
      chainId,
      accounts: [{ address, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      solanaAddress: current.keys.solana.address,
    };
  };

  const forget = (): void => {
    keyStep = undefined;
    cachedWallet = undefined;
  };

  /** A passphrase step's submit: the flow's error becomes the inline error text. */
  const submitWith =
    (
      action: (passphrase: string) => Promise<unknown>,
      onError?: (error: unknown) => boolean,
    ): PassphraseSubmit =>
    async (passphrase) => {
      try {
        await action(passphrase);
        return undefined;
      } catch (error) {
        if (onError?.(error) === true) return undefined;
        if (error instanceof WrongPassphraseError) return 'Wrong passphrase';
        return toErrorPayload(error).message;
      }
    };

  /** The key step on screen, so CANCEL_PENDING can close it (the host closed the modal). */
  let keyStepAbort: AbortController | undefined;

  /** Shows the key step the last code asked for, until the key exists or the visitor cancels. */
  const runKeyStep = async (): Promise<S> => {
    let notice: string | undefined;
    const abort = new AbortController();
    keyStepAbort = abort;
    try {
      return await keyStepLoop(
        abort.signal,
        () => notice,
        (next) => {
          notice = next;
        },
      );
    } finally {
      if (keyStepAbort === abort) keyStepAbort = undefined;
    }
  };

  const keyStepLoop = async (
    signal: AbortSignal,
    notice: () => string | undefined,
    setNotice: (next: string) => void,
  ): Promise<S> => {
    for (;;) {
      const step = keyStep;
      if (step === undefined) {
        // A CONNECT_DEVICE that waited behind another one finds the key already made.
        const current = flow.current();
        if (current !== undefined) return current;
        throw new FrameRequestError(NO_KEY_STEP_MESSAGE);
      }
      const outcome =
        step === 'create-key'
          ? await ui.createPassphrase(
              submitWith(
                (passphrase) => flow.createKey(passphrase),
                // Another tab or device made the wallet first: this login has to recover it instead.
                (error) => {
                  if (!isAuthApiError(error, 409)) return false;
                  keyStep = 'recover-key';
                  setNotice(WALLET_EXISTS_NOTICE);
                  return true;
                },
              ),
              { username: loginEmail, signal },
            )
          : await ui.enterPassphrase(
              submitWith((passphrase) => flow.recoverKey(passphrase)),
              {
                username: loginEmail,
                notice: notice(),
                signal,
              },
            );
      if (outcome === 'cancelled') throw userRejected();
      const current = flow.current();
      if (current !== undefined) {
        keyStep = undefined;
        return current;
      }
    }
  };

  /** After a correct code or a redeemed social result: connected, or the key step the host shows next. */
  const loginOutcome = (outcome: VerifyOutcome): OtpOutcome => {
    if (outcome !== 'connected') {
      keyStep = outcome;
      return { next: outcome };
    }
    const current = flow.current();
    if (current === undefined) throw notConnected();
    return { next: 'connected', user: frameUser(current) };
  };

  const rpc = createRpcHandler<S>({
    session,
    wallet: walletFor,
    network,
    appName: () => appName,
    hostOrigin: deps.hostOrigin,
    ui,
    queue,
    describeRequest: deps.describeRequest,
    onChainSwitched: (id) => {
      chainId = id;
    },
  });

  const handlers: Handlers = {
    async CONNECT_EMAIL({ email }) {
      await flow.sendCode(email, deps.hostOrigin);
      loginEmail = email.trim();
      return { action: 'VERIFY_OTP' };
    },
    async CONNECT_OTP({ otp, chainId: requested }) {
      followChain(requested);
      forget();
      return loginOutcome(await flow.verifyCode(otp));
    },
    async CONNECT_DEVICE({ chainId: requested }) {
      followChain(requested);
      const current = flow.current();
      if (current !== undefined && keyStep === undefined) return { user: frameUser(current) };
      const connected = await queue.run(runKeyStep);
      return { user: frameUser(connected) };
    },
    async GET_USER({ chainId: requested }) {
      const current = await requireSession();
      followChain(requested);
      return frameUser(current);
    },
    async IS_CONNECTED() {
      return { isConnected: (await session()) !== undefined };
    },
    async GET_CHAIN_ID() {
      return { chainId };
    },
    async SWITCH_NETWORK({ chainId: requested }) {
      if (network(requested) === undefined) throw chainNotSupported();
      chainId = requested;
      return { chainId };
    },
    async SIGN_OUT() {
      forget();
      await flow.signOut();
      return {};
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] };
    },
    async INIT_SMART_ACCOUNT() {
      throw new FrameRequestError(SMART_ACCOUNTS_MESSAGE);
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new FrameRequestError(SMART_ACCOUNTS_MESSAGE);
      const current = await requireSession();
      return { type, address: current.keys.evm.address };
    },
    RPC_REQUEST: (payload) => rpc.handle(payload),
    async CANCEL_PENDING() {
      const keyStepOpen = keyStepAbort !== undefined && !keyStepAbort.signal.aborted;
      keyStepAbort?.abort();
      return { cancelled: rpc.cancelPending() + (keyStepOpen ? 1 : 0) };
    },
    async UPDATE_EMAIL({ email }) {
      await flow.startEmailUpdate(email);
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await flow.confirmPrimaryEmailCode(otp);
      return { action: 'VERIFY_SECONDARY_OTP' };
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      return { email: await flow.confirmSecondaryEmailCode(otp) };
    },
    async SYNC_THEME(theme) {
      ui.applyTheme(theme);
      return {};
    },
    async SYNC_DAPP_DATA(data) {
      if (data.projectId !== deps.projectId) {
        throw new FrameRequestError("The app's projectId is not the frame's projectId");
      }
      appName = data.metadata.name.trim() === '' ? undefined : data.metadata.name;
      networks = Object.freeze(data.networks.map((item) => Object.freeze({ ...item })));
      return {};
    },
    async RELOAD() {
      return {};
    },
    async CONNECT_SOCIAL({ uri, chainId: requested }) {
      const result = socialResultOf(uri);
      followChain(requested);
      forget();
      // No address to offer password managers: a social account may have no email.
      loginEmail = undefined;
      return loginOutcome(await flow.redeemSocial(result));
    },
    async GET_FARCASTER_URI() {
      // Bound to the pinned host's origin, never one the request names (the server checks it is allowed).
      return flow.openFarcaster(deps.hostOrigin);
    },
    async CONNECT_FARCASTER({ chainId: requested }) {
      followChain(requested);
      const result = await flow.waitForFarcaster();
      forget();
      loginEmail = undefined;
      return loginOutcome(await flow.redeemSocial(result));
    },
    async GET_SOCIAL_PROVIDERS() {
      return { providers: await flow.socialProviders() };
    },
    async GET_SOCIAL_REDIRECT_URI({ provider, mode, returnTo }) {
      // The origin is the pinned host's, never one the request names; the server checks returnTo is on it.
      const target = {
        ...(mode === undefined ? {} : { mode }),
        ...(returnTo === undefined ? {} : { returnTo }),
      };
      return { uri: await flow.startSocial(provider, deps.hostOrigin, target) };
    },
  };

  /** The server refused the session of a signed-in visitor: end it here too and tell the host. */
  const endExpiredSession = async (): Promise<void> => {
    forget();
    await flow.signOut().catch(() => undefined);
    deps.onSignedOut();
  };

  return {
    async handle(request) {
      const hadSession = flow.current() !== undefined;
      try {
        const payload = parsePayload(request.type, request.payload);
        const handler = handlers[request.type] as (payload: unknown) => Promise<unknown>;
        const result = await handler(payload);
        return {
          reply: { ok: true, payload: result },
          ...(request.type === 'RELOAD' ? { afterReply: deps.reload } : {}),
        };
      } catch (error) {
        if (hadSession && isSessionExpired(error)) await endExpiredSession();
        return { reply: { ok: false, error: toErrorPayload(error) } };
      }
    },
  };
}
