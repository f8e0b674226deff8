/**
 * The three text encodings the protocol needs, on the platform's own base64 (atob/btoa exist in browsers
 * and Node alike): padded base64 for envelopes, unpadded base64url for the auth token, and base58btc
 * (encode only) for the `did:key` of our identity. Small enough not to need a library on the pairing path.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function toBinary(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short for large messages.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return binary;
}

export function base64Encode(bytes: Uint8Array): string {
  return btoa(toBinary(bytes));
}

/** Throws on anything that is not padded base64. */
export function base64Decode(text: string): Uint8Array {
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw new Error('Not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  return base64Encode(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Bitcoin's base58 alphabet; leading zero bytes become leading '1's. */
export function base58Encode(bytes: Uint8Array): string {
  const digits: number[] = [];
  for (const byte of bytes) {
    let carry = byte;
    for (let index = 0; index < digits.length; index += 1) {
      carry += (digits[index] as number) << 8;
      digits[index] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros += 1;
  return (
    '1'.repeat(leadingZeros) +
    digits
      .reverse()
      .map((digit) => BASE58_ALPHABET[digit])
      .join('')
  );
}

const HEX = /^(?:[0-9a-f]{2})*$/i;

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Throws on an odd length or a non-hex character. */
export function hexToBytes(hex: string): Uint8Array {
  if (!HEX.test(hex)) throw new Error('Not hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

/** Cryptographically random bytes (getRandomValues exists outside secure contexts too). */
export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export const utf8ToBytes = (text: string): Uint8Array => new TextEncoder().encode(text);
