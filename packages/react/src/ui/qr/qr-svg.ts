/**
 * The drawing of a QR matrix, as plain data for an SVG: data modules as rounded strokes (a run of dark
 * modules in a row is one pill, a lone module a dot), the three finder patterns as rounded squares
 * drawn whole, and nothing under the centre plate. Coordinates are in modules, quiet zone included.
 */
import {
  type CentreArea,
  centreArea,
  FINDER_SIZE,
  finderOrigins,
  isInCentre,
  isInFinder,
  QR_QUIET_ZONE,
  type QrMatrix,
} from './qr-matrix.js';

export interface QrDrawing {
  /** Side of the viewBox, in modules (code plus quiet zone on both sides). */
  viewSize: number;
  /** Path of the data modules' centre lines; draw with a round-capped stroke of < 1 module. */
  dataPath: string;
  /** Top-left of each finder pattern, quiet zone included. */
  finders: readonly { x: number; y: number }[];
  /** The blank centre square (quiet zone included), when an icon sits there. */
  centre: CentreArea | undefined;
}

/** The dark runs of one row, skipping finders and the centre: `[startColumn, length]`. */
function darkRuns(matrix: QrMatrix, row: number, centre: CentreArea | undefined): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let column = 0; column <= matrix.size; column += 1) {
    const dark =
      column < matrix.size &&
      matrix.modules[row]?.[column] === true &&
      !isInFinder(matrix.size, row, column) &&
      !(centre !== undefined && isInCentre(centre, row, column));
    if (dark && start === -1) start = column;
    if (!dark && start !== -1) {
      runs.push([start, column - start]);
      start = -1;
    }
  }
  return runs;
}

export function drawQr(matrix: QrMatrix, options: { withCentre: boolean }): QrDrawing {
  const centre = options.withCentre ? centreArea(matrix.size) : undefined;
  const offset = QR_QUIET_ZONE;
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (const [column, length] of darkRuns(matrix, row, centre)) {
      // The stroke runs through module centres; its round caps give back the half module at each end.
      parts.push(`M${column + offset + 0.5} ${row + offset + 0.5}h${length - 1}`);
    }
  }
  return {
    viewSize: matrix.size + 2 * offset,
    dataPath: parts.join(''),
    finders: finderOrigins(matrix.size).map(([top, left]) => ({ x: left + offset, y: top + offset })),
    centre: centre === undefined ? undefined : { start: centre.start + offset, side: centre.side },
  };
}

/** Modules left blank under the centre plate, as a share of all modules of the code. */
export function centreCoverage(size: number): number {
  const { side } = centreArea(size);
  return (side * side) / (size * size);
}

export { FINDER_SIZE };
