/** Typed errors of the key scheme; each message is short enough to show to the visitor as it is. */

export class KeySchemeError extends Error {
  override name = 'KeySchemeError';
}

/** The shortest recovery passphrase accepted when a key is created. */
export const MIN_PASSPHRASE_LENGTH = 10;

export class PassphraseTooShortError extends KeySchemeError {
  override name = 'PassphraseTooShortError';
  readonly minimumLength = MIN_PASSPHRASE_LENGTH;
  constructor() {
    super(`Use at least ${MIN_PASSPHRASE_LENGTH} characters`);
  }
}

/** The passphrase did not open the recovery box (AES-GCM authentication failed). */
export class WrongPassphraseError extends KeySchemeError {
  override name = 'WrongPassphraseError';
  constructor() {
    super('Wrong passphrase');
  }
}

/** The stored recovery box is not one this frame made (bad shape, bounds or plaintext). */
export class InvalidRecoveryBoxError extends KeySchemeError {
  override name = 'InvalidRecoveryBoxError';
  constructor(reason: string) {
    super(`Invalid recovery box: ${reason}`);
  }
}

/** A key share has the wrong encoding or length, or two shares cannot be combined. */
export class InvalidShareError extends KeySchemeError {
  override name = 'InvalidShareError';
  constructor(reason: string) {
    super(`Invalid key share: ${reason}`);
  }
}

/** A derivation path this wallet does not derive (SLIP-0010 ed25519 allows hardened steps only). */
export class InvalidDerivationPathError extends KeySchemeError {
  override name = 'InvalidDerivationPathError';
  constructor(path: string) {
    super(`Invalid derivation path: ${path}`);
  }
}
