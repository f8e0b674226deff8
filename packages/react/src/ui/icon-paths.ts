/**
 * Walletport's icon set: stroke drawings on a 24 × 24 grid (2 px stroke, round caps and joins), drawn for
 * this project. Each icon is a list of SVG elements so one renderer draws them all in `currentColor`.
 */
export type IconShape =
  | { readonly kind: 'path'; readonly d: string }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly r: number }
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rx: number;
    };

const path = (d: string): IconShape => ({ kind: 'path', d });
const circle = (cx: number, cy: number, r: number): IconShape => ({ kind: 'circle', cx, cy, r });
const rect = (x: number, y: number, width: number, height: number, rx: number): IconShape => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  rx,
});

export const ICON_NAMES = [
  'close',
  'back',
  'copy',
  'check',
  'external',
  'search',
  'chevron-right',
  'wallet',
  'network',
  'disconnect',
  'warning',
  'error',
  'info',
  'globe',
  'qr',
  'spinner',
  'browser',
  'refresh',
  'mail',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const ICON_SHAPES: Readonly<Record<IconName, readonly IconShape[]>> = {
  close: [path('M6.5 6.5l11 11M17.5 6.5l-11 11')],
  back: [path('M14.5 5.5L8 12l6.5 6.5')],
  copy: [
    rect(8.5, 8.5, 11.5, 11.5, 2.5),
    path('M15.5 8.5V6.5a2.5 2.5 0 0 0-2.5-2.5H6.5A2.5 2.5 0 0 0 4 6.5V13a2.5 2.5 0 0 0 2.5 2.5h2'),
  ],
  check: [path('M5 12.5l4.5 4.5L19 7.5')],
  external: [
    path('M13.5 4H20v6.5'),
    path('M20 4l-9 9'),
    path('M18 14v3.5a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 4 17.5v-9A2.5 2.5 0 0 1 6.5 6H10'),
  ],
  search: [circle(11, 11, 6.5), path('M16 16l4 4')],
  'chevron-right': [path('M9.5 5.5L16 12l-6.5 6.5')],
  wallet: [
    path('M17 6.5V5.5A2 2 0 0 0 15 3.5H6.5A3 3 0 0 0 3.5 6.5'),
    rect(3.5, 6.5, 17, 13, 2.5),
    path('M20.5 10.5h-3.5a2 2 0 0 0 0 4h3.5'),
  ],
  network: [
    circle(12, 5.5, 2.5),
    circle(5.5, 18.5, 2.5),
    circle(18.5, 18.5, 2.5),
    path('M10.8 7.7l-4 8.4M13.2 7.7l4 8.4M8 18.5h8'),
  ],
  disconnect: [
    path('M10 20H6.5A2.5 2.5 0 0 1 4 17.5v-11A2.5 2.5 0 0 1 6.5 4H10'),
    path('M15 16l4-4-4-4'),
    path('M19 12H9.5'),
  ],
  warning: [
    path('M10.3 4.6L3 17.2A2 2 0 0 0 4.7 20h14.6a2 2 0 0 0 1.7-2.8L13.7 4.6a2 2 0 0 0-3.4 0z'),
    path('M12 9.5v4'),
    path('M12 16.75v.01'),
  ],
  error: [circle(12, 12, 8.5), path('M14.75 9.25l-5.5 5.5M9.25 9.25l5.5 5.5')],
  info: [circle(12, 12, 8.5), path('M12 11v5'), path('M12 7.75v.01')],
  globe: [
    circle(12, 12, 8.5),
    path('M3.5 12h17'),
    path('M12 3.5c2.3 2.3 3.5 5.2 3.5 8.5s-1.2 6.2-3.5 8.5c-2.3-2.3-3.5-5.2-3.5-8.5s1.2-6.2 3.5-8.5z'),
  ],
  qr: [
    rect(4, 4, 6, 6, 1.5),
    rect(14, 4, 6, 6, 1.5),
    rect(4, 14, 6, 6, 1.5),
    // The data modules: a five-dot die, which reads as "QR" at 16-20 px where a real pattern blurs.
    path('M14.5 14.5h.01M19.5 14.5h.01M17 17h.01M14.5 19.5h.01M19.5 19.5h.01'),
  ],
  spinner: [path('M12 3.5a8.5 8.5 0 1 0 8.5 8.5')],
  browser: [rect(3, 4.5, 18, 15, 2.5), path('M3 9h18'), path('M6.5 6.75h.01M9 6.75h.01')],
  refresh: [path('M19.5 12a7.5 7.5 0 1 1-2.2-5.3L20 9.5'), path('M20 4.5v5h-5')],
  mail: [rect(3.5, 5.5, 17, 13, 2.5), path('M4.5 7.5l7.5 5.5 7.5-5.5')],
};
