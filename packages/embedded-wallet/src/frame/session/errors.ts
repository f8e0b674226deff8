/** Typed errors of the login flow; messages are short enough to show as they are. */

export class LoginFlowError extends Error {
  override name = 'LoginFlowError';
}

/** verifyCode before any sendCode. */
export class NoCodeSentError extends LoginFlowError {
  override name = 'NoCodeSentError';
  constructor() {
    super('Send a code first');
  }
}

/** createKey / recoverKey when the last verified code did not ask for that step. */
export class NoKeyStepError extends LoginFlowError {
  override name = 'NoKeyStepError';
  constructor(step: 'create-key' | 'recover-key') {
    super(step === 'create-key' ? 'No new key is expected now' : 'No key recovery is expected now');
  }
}

/** An action that needs a signed-in visitor. */
export class NotSignedInError extends LoginFlowError {
  override name = 'NotSignedInError';
  constructor() {
    super('Not signed in');
  }
}

/**
 * The shares rebuilt a key whose address is not the account's wallet: a stale or foreign share, or a
 * server answer that does not match. The key is refused and nothing is stored.
 */
export class AddressMismatchError extends LoginFlowError {
  override name = 'AddressMismatchError';
  constructor() {
    super('The rebuilt key does not belong to this account');
  }
}

/**
 * A social result arrived but this frame started no social login (or already redeemed it): the result
 * is bound to a verifier only the frame that started the login has.
 */
export class NoSocialLoginError extends LoginFlowError {
  override name = 'NoSocialLoginError';
  constructor() {
    super('No social login is waiting here: start it again');
  }
}

/** The server confirmed an email change but answered without an email. */
export class EmailNotChangedError extends LoginFlowError {
  override name = 'EmailNotChangedError';
  constructor() {
    super('The email could not be changed');
  }
}

/** CONNECT_FARCASTER before the frame opened a Farcaster channel. */
export class NoFarcasterChannelError extends LoginFlowError {
  override name = 'NoFarcasterChannelError';
  constructor() {
    super('No Farcaster sign-in is waiting here: start it again');
  }
}

/** The channel ended unanswered (10 minutes), or a newer sign-in replaced it. */
export class FarcasterChannelClosedError extends LoginFlowError {
  override name = 'FarcasterChannelClosedError';
  readonly reason: 'expired' | 'replaced';
  constructor(reason: 'expired' | 'replaced') {
    super(
      reason === 'expired'
        ? 'The Farcaster sign-in link expired: start again'
        : 'A newer Farcaster sign-in replaced this one',
    );
    this.reason = reason;
  }
}
