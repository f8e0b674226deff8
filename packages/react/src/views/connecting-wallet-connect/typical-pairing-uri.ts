/**
 * A pairing URI of the length Walletport's wallet-connect client makes (a 64-hex topic and key, a 10-digit
 * expiry, the methods: 213 characters), for the placeholder's geometry: it encodes to the same QR version
 * as a real pairing, so the placeholder's finder patterns sit where the real code's will.
 */
export const TYPICAL_PAIRING_URI = `wc:${'a0'.repeat(32)}@2?relay-protocol=irn&symKey=${'b1'.repeat(32)}&expiryTimestamp=1767000000&methods=wc_sessionPropose`;
