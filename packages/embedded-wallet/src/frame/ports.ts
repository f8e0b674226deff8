/**
 * What the router needs from the login flow, the wallet and the UI, as small structural interfaces: the
 * real modules (session/login-flow.ts, wallet/evm-wallet.ts, ui/frame-ui.ts) satisfy them, and the router's
 * tests use in-memory stand-ins of the same shape.
 */
import type { FrameNetwork, ThemePayload } from '@walletport/core/embedded-protocol';

/** The logged-in visitor and their keys, as far as the router reads them. */
export interface FrameSession {
  user: { id: string; email?: string; socialProvider?: string; username?: string };
  keys: { evm: { address: string }; solana: { address: string } };
}

/** Where the server's callback sends the window (see GET_SOCIAL_REDIRECT_URI in the protocol). */
export interface SocialTarget {
  mode?: 'popup' | 'redirect';
  /** Redirect mode: the host page to come back to (on the host origin). */
  returnTo?: string;
}

/** What a correct one-time code leads to (see OtpOutcome in the protocol). */
export type VerifyOutcome = 'connected' | 'create-key' | 'recover-key';

export interface FrameLoginFlow<S extends FrameSession = FrameSession> {
  sendCode(email: string, origin: string): Promise<unknown>;
  verifyCode(code: string): Promise<VerifyOutcome>;
  /** The social providers the server offers. */
  socialProviders(): Promise<string[]>;
  /** Starts a social login: the provider's authorization URL, bound to a verifier only this frame keeps. */
  startSocial(provider: string, origin: string, target?: SocialTarget): Promise<string>;
  /** Redeems the one-time result the provider's callback produced; then as after a correct code. */
  redeemSocial(result: string): Promise<VerifyOutcome>;
  /** Opens a Sign In With Farcaster channel for the host page at `origin`: its links and end. */
  openFarcaster(origin: string): Promise<{ url: string; webUrl: string; expiresAt: string }>;
  /** Waits for the Farcaster wallet's answer; resolves with the one-time result redeemSocial takes. */
  waitForFarcaster(): Promise<string>;
  createKey(passphrase: string): Promise<unknown>;
  /** Rejects with WrongPassphraseError when the passphrase does not open the recovery box. */
  recoverKey(passphrase: string): Promise<unknown>;
  /** Reloads a stored session; false when there is none (or it expired). */
  restore(): Promise<boolean>;
  current(): S | undefined;
  signOut(): Promise<unknown>;
  startEmailUpdate(email: string): Promise<unknown>;
  confirmPrimaryEmailCode(code: string): Promise<unknown>;
  /** Resolves with the new email address. */
  confirmSecondaryEmailCode(code: string): Promise<string>;
}

export interface FrameWallet {
  address: string;
  request(method: string, params: unknown, chainId: number): Promise<unknown>;
}

/** Builds the signing wallet for a session and the networks the app configured. */
export type WalletFactory<S extends FrameSession = FrameSession> = (
  session: S,
  networks: readonly FrameNetwork[],
) => FrameWallet;

/** A typed-data field: a leaf's value, or a struct's or array's members in `rows`. */
export interface TypedDataRow {
  label: string;
  value?: string;
  rows?: TypedDataRow[];
}

/** EIP-712 data as the approval shows it. */
export interface TypedDataSummary {
  primaryType: string;
  domain: { label: string; value: string }[];
  message: TypedDataRow[];
}

/** What an approval shows about a request (wallet/describe-request.ts). */
export interface ApprovalSummary {
  title: string;
  rows: { label: string; value: string }[];
  /** A message to sign, as text. */
  message?: string;
  typedData?: TypedDataSummary;
  warnings: string[];
}

export type DescribeRequest = (
  method: string,
  params: unknown,
  network: FrameNetwork | undefined,
) => ApprovalSummary;

/**
 * A passphrase step's submit: resolves with an error text to show next to the field (the step stays
 * open), or undefined when the step is done.
 */
export type PassphraseSubmit = (passphrase: string) => Promise<string | undefined>;

export interface PassphraseStepOptions {
  /** The account's email, for password managers to file the passphrase under. */
  username?: string | undefined;
  /** Why the passphrase is asked, when it is not the usual reason. */
  notice?: string | undefined;
  /** Aborted: the step closes as if cancelled (the host closed the modal). */
  signal?: AbortSignal | undefined;
}

export interface ApprovalRequest {
  summary: ApprovalSummary;
  /** The app's name as the app states it (SYNC_DAPP_DATA). */
  appName: string | undefined;
  /** The host origin as the browser reported it: what the visitor can trust. */
  appOrigin: string;
  network: { name: string; chainId: number } | undefined;
  /** Runs the request once approved; the view shows progress until it settles. */
  send(): Promise<unknown>;
}

/** Approve runs `send`: its result, or its error as a rejection. Reject (or Esc) answers `approved: false`. */
export type ApprovalResult = { approved: true; result: unknown } | { approved: false };

export interface FrameUiPort {
  /** First login: choose a recovery passphrase. */
  createPassphrase(submit: PassphraseSubmit, options?: PassphraseStepOptions): Promise<'done' | 'cancelled'>;
  /** New device: enter the recovery passphrase. */
  enterPassphrase(submit: PassphraseSubmit, options?: PassphraseStepOptions): Promise<'done' | 'cancelled'>;
  /** `signal` aborted: the view closes as if rejected, unless Approve was already pressed. */
  approve(request: ApprovalRequest, signal?: AbortSignal): Promise<ApprovalResult>;
  /** Throws on an invalid theme (the values reach a stylesheet). */
  applyTheme(theme: ThemePayload): void;
}
