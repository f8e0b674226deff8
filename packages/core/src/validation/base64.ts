import { WalletportError } from '../errors/base.js';

/*
 * Standard base64 (RFC 4648 §4, alphabet A-Z a-z 0-9 + /, '=' padding) written out by hand so it runs
 * the same in browsers, workers and Node without Buffer, and works on bytes directly (atob/btoa work on
 * "binary strings" and would need a conversion each way).
 *
 * Choices: padding is required (the length must be a multiple of 4); the
 * URL-safe alphabet and whitespace are rejected; unused low bits in the last character are ignored,
 * as atob and Buffer do, so 'QR==' decodes like 'QQ=='.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PADDING = '=';

/** Encodes bytes as padded standard base64. */
export function encodeBase64(bytes: Uint8Array): string {
  let output = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const first = bytes[index]!;
    const second = bytes[index + 1];
    const third = bytes[index + 2];
    const group = (first << 16) | ((second ?? 0) << 8) | (third ?? 0);
    output += ALPHABET[(group >> 18) & 63]! + ALPHABET[(group >> 12) & 63]!;
    output += second === undefined ? PADDING : ALPHABET[(group >> 6) & 63]!;
    output += third === undefined ? PADDING : ALPHABET[group & 63]!;
  }
  return output;
}

/**
 * Decodes padded standard base64. Throws WalletportError (code INVALID_BASE64) with
 * 'Invalid string. Length must be a multiple of 4' or, for a character outside the alphabet
 * or misplaced padding, 'Invalid string. Only base64 characters are allowed'.
 */
export function decodeBase64(value: string): Uint8Array {
  if (typeof value !== 'string') {
    throw invalidBase64(
      'Invalid string. Only base64 characters are allowed',
      `Expected a string, got ${typeof value}.`,
    );
  }
  if (value.length % 4 !== 0) {
    throw invalidBase64(
      'Invalid string. Length must be a multiple of 4',
      `The string has ${value.length} characters; pad it with '=' to a multiple of 4.`,
    );
  }
  const paddingLength = value.endsWith(PADDING + PADDING) ? 2 : value.endsWith(PADDING) ? 1 : 0;
  const dataLength = value.length - paddingLength;
  const sextets = new Uint8Array(dataLength);
  for (let index = 0; index < dataLength; index += 1) {
    const sextet = sextetOf(value.charCodeAt(index));
    if (sextet < 0) {
      throw invalidBase64(
        'Invalid string. Only base64 characters are allowed',
        `Character ${JSON.stringify(value[index])} at position ${index} is not in the base64 alphabet ` +
          `(A-Z, a-z, 0-9, '+', '/'; '=' only as up to two final padding characters).`,
      );
    }
    sextets[index] = sextet;
  }
  const bytes = new Uint8Array((value.length / 4) * 3 - paddingLength);
  let byteIndex = 0;
  for (let index = 0; index < dataLength; index += 4) {
    // Missing sextets at the padded end read as 0; the bytes they would fill are not written.
    const group =
      (sextets[index]! << 18) |
      ((sextets[index + 1] ?? 0) << 12) |
      ((sextets[index + 2] ?? 0) << 6) |
      (sextets[index + 3] ?? 0);
    for (const shift of [16, 8, 0]) {
      if (byteIndex < bytes.length) bytes[byteIndex++] = (group >> shift) & 0xff;
    }
  }
  return bytes;
}

function sextetOf(charCode: number): number {
  if (charCode >= 65 && charCode <= 90) return charCode - 65; // A-Z
  if (charCode >= 97 && charCode <= 122) return charCode - 71; // a-z → 26..51
  if (charCode >= 48 && charCode <= 57) return charCode + 4; // 0-9 → 52..61
  if (charCode === 43) return 62; // +
  if (charCode === 47) return 63; // /
  return -1;
}

function invalidBase64(message: string, details: string): WalletportError {
  return new WalletportError(message, { code: 'INVALID_BASE64', details });
}
