'use client';
import { type ReactNode, useMemo } from 'react';
import { Skeleton } from '../Skeleton.js';
import { useViewStyles } from '../view-styles.js';
import { encodeQrMatrix } from './qr-matrix.js';
import { drawQr, type QrDrawing } from './qr-svg.js';
import { QR_CSS } from './styles.js';

/** Module stroke: a little under one module, so neighbouring dots stay apart and read as separate. */
const MODULE_STROKE = 0.86;

export interface QrCodeProps {
  /** The text to encode; undefined shows a placeholder of the same size. */
  value: string | undefined;
  /** Names the code for assistive technology (role img). */
  label: string;
  /** Drawn on a white plate in the centre (error correction goes to H for it). */
  centre?: ReactNode;
  /**
   * A text of the length the value will have, for the placeholder's geometry: it encodes to the same QR
   * version, so the placeholder's finder patterns sit where the real code's will. Defaults to the value's
   * own length in zeros, which is right for texts of a known length (an address).
   */
  placeholderText?: string;
}

/**
 * A QR code drawn as one SVG: rounded data modules, the three finder patterns as rounded squares, a
 * quiet zone, and an optional icon plate in the centre. The box is square and as wide as the view, with
 * or without a value, so the modal's height does not move when the code arrives.
 */
export function QrCode({ value, label, centre, placeholderText = '0' }: QrCodeProps) {
  useViewStyles(QR_CSS);
  const withCentre = centre !== undefined;
  const drawing = useMemo(
    () =>
      value === undefined
        ? undefined
        : drawQr(encodeQrMatrix(value, { withCentreIcon: withCentre }), { withCentre }),
    [value, withCentre],
  );
  if (drawing === undefined) return <QrPlaceholder centre={centre} text={placeholderText} />;
  const { viewSize, centre: area } = drawing;
  return (
    <div className="wp-qr" role="img" aria-label={label}>
      <svg
        className="wp-qr__svg"
        viewBox={`0 0 ${viewSize} ${viewSize}`}
        xmlns="http://www.w3.org/2000/svg"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={drawing.dataPath}
          className="wp-qr__modules"
          fill="none"
          strokeWidth={MODULE_STROKE}
          strokeLinecap="round"
        />
        <Finders drawing={drawing} />
      </svg>
      {area !== undefined ? <CentrePlate drawing={drawing}>{centre}</CentrePlate> : null}
    </div>
  );
}

/**
 * The code's shape while the value is made: the same square, the three finder patterns where a text of
 * the expected length puts them (same version, so the same module grid), over a shimmer, and the centre
 * icon already on its plate. When the code arrives only the modules appear; nothing moves.
 */
function QrPlaceholder({ centre, text }: { centre: ReactNode; text: string }) {
  const withCentre = centre !== undefined;
  const drawing = useMemo(
    () => drawQr(encodeQrMatrix(text, { withCentreIcon: withCentre }), { withCentre }),
    [text, withCentre],
  );
  return (
    <div className="wp-qr wp-qr--loading" aria-hidden="true">
      <Skeleton width="100%" height="100%" radius="l" />
      <svg
        className="wp-qr__svg wp-qr__hint"
        viewBox={`0 0 ${drawing.viewSize} ${drawing.viewSize}`}
        xmlns="http://www.w3.org/2000/svg"
        aria-hidden="true"
        focusable="false"
      >
        <Finders drawing={drawing} />
      </svg>
      {drawing.centre !== undefined ? <CentrePlate drawing={drawing}>{centre}</CentrePlate> : null}
    </div>
  );
}

/** The three finder patterns, drawn whole as rounded squares (a ring and its centre). */
function Finders({ drawing }: { drawing: QrDrawing }) {
  return drawing.finders.map(({ x, y }) => (
    <g key={`${x}:${y}`} className="wp-qr__finder">
      <rect x={x + 0.5} y={y + 0.5} width={6} height={6} rx={1.9} fill="none" strokeWidth={1} />
      <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} stroke="none" />
    </g>
  ));
}

/**
 * The white plate of the centre icon over the blank centre of the code. Placed with physical `left`: a QR
 * code is a picture and never mirrors right to left (the centre is symmetric anyway).
 */
function CentrePlate({ drawing, children }: { drawing: QrDrawing; children: ReactNode }) {
  const area = drawing.centre;
  if (area === undefined) return null;
  const percent = (modules: number) => `${(modules / drawing.viewSize) * 100}%`;
  return (
    <div
      className="wp-qr__plate"
      style={{
        left: percent(area.start),
        top: percent(area.start),
        width: percent(area.side),
        height: percent(area.side),
      }}
    >
      {children}
    </div>
  );
}
