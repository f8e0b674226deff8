/**
 * A text (a pairing URI, an address) as a QR module matrix, and the geometry QrCode draws from it. Encoding is uqr's;
 * the drawing is ours (qr-svg.ts). Error correction is H (30 % of codewords recoverable) whenever an
 * icon covers the centre, M otherwise; the covered square stays well under a fifth of the modules, so
 * even a scratched or glary code still has margin left.
 */
import { encode } from 'uqr';

export type QrErrorCorrection = 'M' | 'H';

/** Blank modules around the code (the QR standard's quiet zone). */
export const QR_QUIET_ZONE = 4;
/** Share of the code's width the centre plate may take (side), before rounding to whole modules. */
const CENTRE_PLATE_SHARE = 0.24;
/** The side of a finder pattern, in modules. */
export const FINDER_SIZE = 7;

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** `modules[row][column]`: true for a dark module. */
  modules: readonly (readonly boolean[])[];
  ecc: QrErrorCorrection;
  version: number;
}

export function encodeQrMatrix(text: string, options: { withCentreIcon: boolean }): QrMatrix {
  const ecc: QrErrorCorrection = options.withCentreIcon ? 'H' : 'M';
  const result = encode(text, { ecc, border: 0 });
  return { size: result.size, modules: result.data, ecc, version: result.version };
}

/** The centre square left blank for the icon plate: its first module and side, odd so it sits centred. */
export interface CentreArea {
  start: number;
  side: number;
}

export function centreArea(size: number): CentreArea {
  let side = Math.floor(size * CENTRE_PLATE_SHARE);
  // Same parity as the code, so the square is centred on whole modules.
  if ((size - side) % 2 !== 0) side -= 1;
  side = Math.max(side, 0);
  return { start: (size - side) / 2, side };
}

export function isInCentre(area: CentreArea, row: number, column: number): boolean {
  const end = area.start + area.side;
  return row >= area.start && row < end && column >= area.start && column < end;
}

/** The top-left module of each of the three finder patterns (top-left, top-right, bottom-left). */
export function finderOrigins(size: number): readonly [number, number][] {
  return [
    [0, 0],
    [0, size - FINDER_SIZE],
    [size - FINDER_SIZE, 0],
  ];
}

export function isInFinder(size: number, row: number, column: number): boolean {
  return finderOrigins(size).some(
    ([top, left]) => row >= top && row < top + FINDER_SIZE && column >= left && column < left + FINDER_SIZE,
  );
}
