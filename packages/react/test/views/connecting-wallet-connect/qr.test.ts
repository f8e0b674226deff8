import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centreArea,
  encodeQrMatrix,
  FINDER_SIZE,
  isInCentre,
  isInFinder,
  QR_QUIET_ZONE,
} from '../../../src/ui/qr/qr-matrix.js';
import { formatPairingUri } from '../../../../core/src/walletconnect/client/uri.js';
import { centreCoverage, drawQr } from '../../../src/ui/qr/qr-svg.js';
import { TYPICAL_PAIRING_URI } from '../../../src/views/connecting-wallet-connect/typical-pairing-uri.js';
import { PAIRING_URI } from './harness.js';

/** Every `M x y h n` of the data path as [row, first column, length], in code coordinates. */
function runsOf(path: string): [number, number, number][] {
  return Array.from(path.matchAll(/M([\d.]+) ([\d.]+)h(\d+)/g), (match) => [
    Number(match[2]) - QR_QUIET_ZONE - 0.5,
    Number(match[1]) - QR_QUIET_ZONE - 0.5,
    Number(match[3]) + 1,
  ]);
}

describe('QR matrix', () => {
  it('the placeholder encodes to the version of a real pairing URI of the client, with and without icon', () => {
    const real = formatPairingUri({
      topic: 'c3'.repeat(32),
      symKey: 'd4'.repeat(32),
      relayProtocol: 'irn',
      expiryTimestamp: Math.floor(Date.now() / 1000) + 240,
      methods: ['wc_sessionPropose'],
    });
    expect(TYPICAL_PAIRING_URI).toHaveLength(real.length);
    for (const withCentreIcon of [true, false]) {
      expect(encodeQrMatrix(TYPICAL_PAIRING_URI, { withCentreIcon }).version).toBe(
        encodeQrMatrix(real, { withCentreIcon }).version,
      );
    }
  });

  it('error correction H with a centre icon, M without; the size follows the version (17 + 4v)', () => {
    const withIcon = encodeQrMatrix(PAIRING_URI, { withCentreIcon: true });
    const plain = encodeQrMatrix(PAIRING_URI, { withCentreIcon: false });
    expect(withIcon.ecc).toBe('H');
    expect(plain.ecc).toBe('M');
    for (const matrix of [withIcon, plain]) {
      expect(matrix.size).toBe(17 + 4 * matrix.version);
      expect(matrix.modules).toHaveLength(matrix.size);
      for (const row of matrix.modules) expect(row).toHaveLength(matrix.size);
    }
    // H needs more modules for the same text.
    expect(withIcon.size).toBeGreaterThan(plain.size);
    expect(withIcon.size).toBe(77);
  });

  it('the three finder patterns are where the drawing puts them (dark 7×7 ring, dark 3×3 core)', () => {
    const { modules, size } = encodeQrMatrix(PAIRING_URI, { withCentreIcon: true });
    for (const [top, left] of [
      [0, 0],
      [0, size - FINDER_SIZE],
      [size - FINDER_SIZE, 0],
    ] as const) {
      expect(modules[top]?.slice(left, left + FINDER_SIZE)).toEqual(Array(FINDER_SIZE).fill(true));
      expect(modules[top + 1]?.slice(left, left + FINDER_SIZE)).toEqual([
        true,
        false,
        false,
        false,
        false,
        false,
        true,
      ]);
      expect(modules[top + 3]?.slice(left, left + FINDER_SIZE)).toEqual([
        true,
        false,
        true,
        true,
        true,
        false,
        true,
      ]);
    }
  });

  it('property: the centre plate covers under 20 % of modules, is centred and never touches a finder', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (version) => {
        const size = 17 + 4 * version;
        const area = centreArea(size);
        expect(centreCoverage(size)).toBeLessThan(0.2);
        expect(area.start * 2 + area.side).toBe(size);
        let touchesFinder = false;
        for (let row = area.start; row < area.start + area.side; row += 1)
          for (let column = area.start; column < area.start + area.side; column += 1)
            touchesFinder ||= isInFinder(size, row, column);
        expect(touchesFinder).toBe(false);
      }),
    );
  });

  it('property: the drawing has exactly the dark data modules outside finders and centre, each once', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), fc.boolean(), (text, withCentre) => {
        const matrix = encodeQrMatrix(text, { withCentreIcon: withCentre });
        const drawing = drawQr(matrix, { withCentre });
        expect(drawing.viewSize).toBe(matrix.size + 2 * QR_QUIET_ZONE);
        const drawn = new Set<string>();
        for (const [row, start, length] of runsOf(drawing.dataPath)) {
          for (let column = start; column < start + length; column += 1) {
            const key = `${row}:${column}`;
            expect(drawn.has(key)).toBe(false);
            drawn.add(key);
          }
        }
        const area = withCentre ? centreArea(matrix.size) : undefined;
        let expected = 0;
        for (let r = 0; r < matrix.size; r += 1) {
          for (let c = 0; c < matrix.size; c += 1) {
            const dark = matrix.modules[r]?.[c] === true;
            const shown = dark && !isInFinder(matrix.size, r, c) && !(area && isInCentre(area, r, c));
            if (shown) expected += 1;
            expect(drawn.has(`${r}:${c}`)).toBe(shown);
          }
        }
        expect(drawn.size).toBe(expected);
      }),
      { numRuns: 40 },
    );
  });

  it('the finders sit inside the quiet zone offset; no plate area without an icon', () => {
    const matrix = encodeQrMatrix(PAIRING_URI, { withCentreIcon: false });
    const drawing = drawQr(matrix, { withCentre: false });
    expect(drawing.centre).toBeUndefined();
    expect(drawing.finders).toEqual([
      { x: QR_QUIET_ZONE, y: QR_QUIET_ZONE },
      { x: QR_QUIET_ZONE + matrix.size - FINDER_SIZE, y: QR_QUIET_ZONE },
      { x: QR_QUIET_ZONE, y: QR_QUIET_ZONE + matrix.size - FINDER_SIZE },
    ]);
  });
});
