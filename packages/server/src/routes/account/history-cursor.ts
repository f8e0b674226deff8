/**
 * The history's page cursor: the position (block number, transaction index) of the last item of a page,
 * as an opaque base64url token. A token is accepted only in the exact form this server writes, so any
 * other text (a guess, a truncation, a token with different padding bits) is a 400, never a wrong page.
 */

export interface HistoryPosition {
  blockNumber: number;
  txIndex: number;
}

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const PAYLOAD = /^h1\.(0|[1-9]\d{0,15})\.(0|[1-9]\d{0,9})$/;

export function encodeHistoryCursor(position: HistoryPosition): string {
  return Buffer.from(`h1.${position.blockNumber}.${position.txIndex}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or undefined when the text is not a cursor this server wrote. */
export function decodeHistoryCursor(token: string): HistoryPosition | undefined {
  if (!TOKEN.test(token)) return undefined;
  const match = PAYLOAD.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (match === null) return undefined;
  const position = { blockNumber: Number(match[1]), txIndex: Number(match[2]) };
  if (!Number.isSafeInteger(position.blockNumber) || position.txIndex > 2_147_483_647) return undefined;
  return encodeHistoryCursor(position) === token ? position : undefined;
}
