// A transaction hash is 0x plus 64 hex.
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;
// A signed message is 0x plus at least 62 hex. The lower bound is looser than a 65-byte
// signature on purpose: it is the established rule, and smart-account signatures can be much longer.
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/;

/** Is `value` a transaction hash: `0x` followed by exactly 64 hex characters? */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value);
}

/** Is `value` a signed message (signature): `0x` followed by at least 62 hex characters? */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value);
}
