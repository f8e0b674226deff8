// Base58btc (the Bitcoin alphabet), as did:key uses it. Written here rather than pulled in: the relay has
// no declared dependency that provides it, and it is a few lines of big-number arithmetic.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGIT = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]));
const BASE = 58n;

export function encodeBase58(bytes: Uint8Array): string {
  let leadingZeros = 0;
  while (leadingZeros < bytes.length && bytes[leadingZeros] === 0) leadingZeros++;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let digits = '';
  while (value > 0n) {
    digits = ALPHABET[Number(value % BASE)] + digits;
    value /= BASE;
  }
  return '1'.repeat(leadingZeros) + digits;
}

/** The bytes, or undefined when `text` holds a character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array | undefined {
  let leadingZeros = 0;
  while (leadingZeros < text.length && text[leadingZeros] === '1') leadingZeros++;
  let value = 0n;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) return undefined;
    value = value * BASE + digit;
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  return Uint8Array.from([...new Array<number>(leadingZeros).fill(0), ...bytes]);
}
