/**
 * Email login and the key steps of the embedded wallet (docs/embedded-wallet.md):
 * - first login: a new seed is split 2-of-3; the auth share and the passphrase-sealed recovery share
 *   go to the server, the device share to this browser;
 * - known device: device share + auth share (released only to a live session) rebuild the key;
 * - new device: auth share + recovery share (opened with the passphrase) rebuild it, and the recovery
 *   share becomes this browser's device share.
 * A rebuilt key is used only when its address is the account's wallet address.
 */
import type { AuthApi } from '../api/auth-api.js';
import { isAuthApiError } from '../api/auth-api-error.js';
import type { EmbeddedUser, EmbeddedWalletAddresses, VerifyCodeResult } from '../api/responses.js';
import { type DerivedKeys, deriveKeys } from '../keys/derive.js';
import { InvalidShareError } from '../keys/errors.js';
import {
  assertPassphrase,
  openRecoveryBox,
  type ScryptParams,
  sealRecoveryShare,
} from '../keys/recovery-box.js';
import { createSeed, wipe } from '../keys/seed.js';
import { combineShares, decodeShare, encodeShare, splitSeed } from '../keys/shares.js';
import type { DeviceShareRecord, DeviceStore } from './device-store.js';
import {
  AddressMismatchError,
  NoCodeSentError,
  NoKeyStepError,
  EmailNotChangedError,
  NoSocialLoginError,
  NotSignedInError,
} from './errors.js';
import type { SocialTarget } from '../ports.js';
import { createFarcasterLogin, type FarcasterLink } from './farcaster-login.js';
import type { SessionStore, StoredSession } from './session-store.js';
import {
  createMemoryVerifierStore,
  createSocialVerifier,
  type SocialVerifierStore,
  socialVerifierHash,
} from './social-verifier.js';

export type VerifyOutcome = 'connected' | 'create-key' | 'recover-key';

export interface ConnectedAccount {
  user: EmbeddedUser;
  keys: DerivedKeys;
}

export interface LoginFlow {
  sendCode(email: string, origin: string): Promise<void>;
  /** Checks the code sent to the email of the last sendCode. */
  verifyCode(code: string): Promise<VerifyOutcome>;
  /** The social providers the server offers. */
  socialProviders(): Promise<string[]>;
  /** The provider's authorization URL for a social login from the host page at `origin`. */
  startSocial(provider: string, origin: string, target?: SocialTarget): Promise<string>;
  /** Redeems a social login's one-time result with this frame's verifier; then as verifyCode. */
  redeemSocial(result: string): Promise<VerifyOutcome>;
  /** Opens a Sign In With Farcaster channel for the host page at `origin`: its link, as a QR code's content. */
  openFarcaster(origin: string): Promise<FarcasterLink>;
  /** Waits for the Farcaster wallet's answer on the open channel; its result is redeemed with redeemSocial. */
  waitForFarcaster(): Promise<string>;
  createKey(passphrase: string): Promise<void>;
  recoverKey(passphrase: string): Promise<void>;
  /** After a page load: true when the stored session is live and this browser's share rebuilt the key. */
  restore(): Promise<boolean>;
  current(): ConnectedAccount | undefined;
  signOut(): Promise<void>;
  startEmailUpdate(email: string): Promise<void>;
  confirmPrimaryEmailCode(code: string): Promise<void>;
  /** Returns the account's new email. */
  confirmSecondaryEmailCode(code: string): Promise<string>;
}

export interface LoginFlowOptions {
  api: AuthApi;
  deviceStore: DeviceStore;
  sessionStore: SessionStore;
  /** Where a social login's verifier waits for its result (default: memory). */
  socialVerifiers?: SocialVerifierStore;
  projectId: string;
  /** Scrypt cost of new recovery boxes; the default is RECOVERY_SCRYPT_PARAMS (tests lower it). */
  scryptParams?: ScryptParams;
  now?: () => number;
  /** Waits between Farcaster status polls (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

interface KeyStep {
  step: 'create-key' | 'recover-key';
  session: StoredSession;
  user: EmbeddedUser;
  wallet: EmbeddedWalletAddresses | null;
}

interface Connected {
  session: StoredSession;
  user: EmbeddedUser;
  keys: DerivedKeys;
}

export function createLoginFlow(options: LoginFlowOptions): LoginFlow {
  const { api, deviceStore, sessionStore, projectId } = options;
  const now = options.now ?? Date.now;
  const socialVerifiers = options.socialVerifiers ?? createMemoryVerifierStore();
  const farcaster = createFarcasterLogin({
    api,
    verifiers: socialVerifiers,
    now,
    ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
  });
  let codeEmail: string | undefined;
  let keyStep: KeyStep | undefined;
  let connected: Connected | undefined;

  function connect(session: StoredSession, user: EmbeddedUser, keys: DerivedKeys): void {
    forgetKeys();
    sessionStore.save(session);
    connected = { session, user: { ...user }, keys };
    keyStep = undefined;
    codeEmail = undefined;
  }

  function forgetKeys(): void {
    if (connected !== undefined) wipe(connected.keys.solana.privateKey);
    connected = undefined;
  }

  /** Device share + auth share → keys, refused unless the addresses are the account's wallet. */
  async function unlockWithDeviceShare(
    token: string,
    device: DeviceShareRecord,
    wallet: EmbeddedWalletAddresses,
  ): Promise<DerivedKeys> {
    if (device.address.toLowerCase() !== wallet.address.toLowerCase()) throw new AddressMismatchError();
    const shares = await api.getShares(token);
    const seed = await combineShares(decodeShare(device.share), decodeShare(shares.authShare));
    const keys = deriveKeys(seed);
    wipe(seed);
    assertSameWallet(keys, shares);
    assertSameWallet(keys, wallet);
    return keys;
  }

  async function dropSession(token: string, revoke: boolean): Promise<void> {
    sessionStore.clear();
    if (revoke) await api.signOut(token).catch(() => undefined);
  }

  function requireConnected(): Connected {
    if (connected === undefined) throw new NotSignedInError();
    return connected;
  }

  /**
   * A new session (a correct code or a redeemed social result): a known device is connected at once;
   * otherwise the key has to be made or rebuilt, and the outcome says which.
   */
  async function loggedIn(result: VerifyCodeResult): Promise<VerifyOutcome> {
    const session: StoredSession = {
      token: result.sessionToken,
      userId: result.user.id,
      ...(result.user.email === undefined ? {} : { email: result.user.email }),
      expiresAt: result.expiresAt,
    };
    // A new login replaces whoever was in memory, even if its key step is never finished.
    forgetKeys();
    keyStep = undefined;
    if (result.wallet === null) {
      keyStep = { step: 'create-key', session, user: result.user, wallet: null };
      return 'create-key';
    }
    const device = await deviceStore.load(projectId, result.user.id);
    if (device !== undefined) {
      try {
        connect(session, result.user, await unlockWithDeviceShare(session.token, device, result.wallet));
        return 'connected';
      } catch (error) {
        // A stale or damaged device share: the passphrase rebuilds the key and replaces it.
        if (!(error instanceof AddressMismatchError || error instanceof InvalidShareError)) throw error;
      }
    }
    keyStep = { step: 'recover-key', session, user: result.user, wallet: result.wallet };
    return 'recover-key';
  }

  return {
    async sendCode(email, origin) {
      const address = email.trim();
      await api.sendCode(address, origin);
      codeEmail = address;
    },

    async verifyCode(code) {
      if (codeEmail === undefined) throw new NoCodeSentError();
      return loggedIn(await api.verifyCode(codeEmail, code.trim()));
    },

    async socialProviders() {
      return (await api.socialProviders()).providers;
    },

    async startSocial(provider, origin, target = {}) {
      const verifier = createSocialVerifier();
      const { uri } = await api.startSocial({
        provider,
        origin,
        verifierHash: await socialVerifierHash(verifier),
        ...target,
      });
      // Saved once the server knows its hash; a newer login's verifier replaces an abandoned one.
      socialVerifiers.save(verifier, origin);
      return uri;
    },

    async redeemSocial(result) {
      const verifier = socialVerifiers.take();
      if (verifier === undefined) throw new NoSocialLoginError();
      return loggedIn(await api.redeemSocial({ result, verifier }));
    },

    openFarcaster: (origin) => farcaster.open(origin),
    waitForFarcaster: () => farcaster.waitForResult(),

    async createKey(passphrase) {
      const step = keyStep;
      if (step?.step !== 'create-key') throw new NoKeyStepError('create-key');
      assertPassphrase(passphrase);
      const seed = createSeed();
      const keys = deriveKeys(seed);
      const shares = await splitSeed(seed);
      wipe(seed);
      try {
        const recovery = await sealRecoveryShare(shares.recovery, passphrase, options.scryptParams);
        try {
          await api.putShares(step.session.token, {
            address: keys.evm.address,
            solanaAddress: keys.solana.address,
            authShare: encodeShare(shares.auth),
            recovery,
          });
        } catch (error) {
          // Another tab or device made the wallet first: this login now has to recover it instead.
          if (isAuthApiError(error, 409)) keyStep = { ...step, step: 'recover-key' };
          throw error;
        }
        // Stored only once the server holds its shares: a device share of a wallet that never was is useless.
        await deviceStore.save(projectId, step.user.id, {
          share: encodeShare(shares.device),
          address: keys.evm.address,
        });
      } finally {
        wipe(shares.device, shares.auth, shares.recovery);
      }
      connect(step.session, step.user, keys);
    },

    async recoverKey(passphrase) {
      const step = keyStep;
      if (step?.step !== 'recover-key') throw new NoKeyStepError('recover-key');
      const stored = await api.getShares(step.session.token);
      const recoveryShare = await openRecoveryBox(stored.recovery, passphrase);
      const seed = await combineShares(decodeShare(stored.authShare), recoveryShare);
      const keys = deriveKeys(seed);
      wipe(seed);
      assertSameWallet(keys, stored);
      if (step.wallet !== null) assertSameWallet(keys, step.wallet);
      await deviceStore.save(projectId, step.user.id, {
        share: encodeShare(recoveryShare),
        address: keys.evm.address,
      });
      wipe(recoveryShare);
      connect(step.session, step.user, keys);
    },

    async restore() {
      const stored = sessionStore.load();
      if (stored === undefined) return false;
      if (connected?.session.token === stored.token) return true;
      if (!(Date.parse(stored.expiresAt) > now())) {
        sessionStore.clear();
        return false;
      }
      const device = await deviceStore.load(projectId, stored.userId);
      if (device === undefined) {
        // A live token with no share here can never give a key: revoke it rather than keep it for 30 days.
        await dropSession(stored.token, true);
        return false;
      }
      try {
        const session = await api.getSession(stored.token);
        if (session.user.id !== stored.userId || session.wallet === null) {
          await dropSession(stored.token, true);
          return false;
        }
        const keys = await unlockWithDeviceShare(stored.token, device, session.wallet);
        const { email: _stale, ...rest } = stored;
        connect(
          { ...rest, ...(session.user.email === undefined ? {} : { email: session.user.email }) },
          session.user,
          keys,
        );
        return true;
      } catch (error) {
        if (isAuthApiError(error, 401)) await dropSession(stored.token, false);
        else if (error instanceof AddressMismatchError || error instanceof InvalidShareError) {
          await dropSession(stored.token, true);
        }
        // Anything else (server unreachable, 5xx) keeps the session for a later try.
        return false;
      }
    },

    current() {
      if (connected === undefined) return undefined;
      return { user: { ...connected.user }, keys: connected.keys };
    },

    async signOut() {
      const token = connected?.session.token ?? keyStep?.session.token ?? sessionStore.load()?.token;
      forgetKeys();
      keyStep = undefined;
      codeEmail = undefined;
      sessionStore.clear();
      // The device share stays: alone it rebuilds nothing, and it spares the passphrase on the next login here.
      if (token !== undefined) await api.signOut(token).catch(() => undefined);
    },

    async startEmailUpdate(email) {
      await api.startEmailUpdate(requireConnected().session.token, email.trim());
    },

    async confirmPrimaryEmailCode(code) {
      await api.confirmPrimaryEmailCode(requireConnected().session.token, code.trim());
    },

    async confirmSecondaryEmailCode(code) {
      const account = requireConnected();
      const { user } = await api.confirmSecondaryEmailCode(account.session.token, code.trim());
      if (user.email === undefined) throw new EmailNotChangedError();
      if (connected === account) {
        account.user = { ...account.user, email: user.email };
        account.session = { ...account.session, email: user.email };
        sessionStore.save(account.session);
      }
      return user.email;
    },
  };
}

function assertSameWallet(keys: DerivedKeys, wallet: EmbeddedWalletAddresses): void {
  if (keys.evm.address.toLowerCase() !== wallet.address.toLowerCase()) throw new AddressMismatchError();
  if (keys.solana.address !== wallet.solanaAddress) throw new AddressMismatchError();
}
