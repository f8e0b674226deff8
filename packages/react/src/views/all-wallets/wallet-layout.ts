/**
 * How the AllWallets view lays its wallets out: a list of rows, or a grid of tiles (logo above the name,
 * four across, as AppKit's). The choice follows the list's own width (the card's content box), never the
 * window: the desktop card and phone sheets from 360 px up have room for four tiles; a narrower phone or an
 * app embedding the modal in a small box keeps the list. Pure, so every rule is tested without a layout.
 */

export interface WalletLayout {
  kind: 'list' | 'grid';
  /** Wallets per row. */
  columns: number;
  /** Height of a row (list) or a tile (grid), in px; placeholders have the same. */
  itemHeight: number;
  /** Space between rows and between tiles, in px (--wp-spacing-xs / -s). */
  gap: number;
  /** Placeholders while the first page loads: enough to fill the list's height (420 px). */
  firstPagePlaceholders: number;
  /** Placeholders while a further page loads. */
  nextPagePlaceholders: number;
}

/** ListItem rows: 56 px, 6 px apart (the `wp-stack` rhythm). */
export const LIST_LAYOUT: WalletLayout = {
  kind: 'list',
  columns: 1,
  itemHeight: 56,
  gap: 6,
  firstPagePlaceholders: 7,
  nextPagePlaceholders: 1,
};

/** AppKit's tiles: a 56 px logo with the name under it, 96 px tall, 8 px apart, four across. */
export const GRID_LAYOUT: WalletLayout = {
  kind: 'grid',
  columns: 4,
  itemHeight: 96,
  gap: 8,
  firstPagePlaceholders: 16,
  nextPagePlaceholders: 4,
};

/** The logo size of a tile (and of its placeholder). */
export const TILE_IMAGE_SIZE = 56;

/**
 * Narrowest list that takes the grid: four tiles of 72 px (the 56 px logo with 8 px either side, and room
 * for a short name) and three gaps. The default card's list is 328 px wide; a 320 px phone's is 288.
 */
export const GRID_MIN_WIDTH = GRID_LAYOUT.columns * 72 + (GRID_LAYOUT.columns - 1) * GRID_LAYOUT.gap;

/** The layout for a list `width` px wide; unknown (not laid out yet, or no layout at all) is the list. */
export function walletLayoutFor(width: number | undefined): WalletLayout {
  return width !== undefined && width >= GRID_MIN_WIDTH ? GRID_LAYOUT : LIST_LAYOUT;
}

/**
 * Where an arrow key moves focus from wallet `from` (0-based) among `count`: up and down by a row, left
 * and right by one wallet in the grid (mirrored right-to-left, where the first wallet is on the right),
 * Home and End to the ends. Undefined for any other key or a move past either end.
 */
export function arrowKeyTarget(
  key: string,
  from: number,
  count: number,
  layout: WalletLayout,
  rtl: boolean,
): number | undefined {
  const grid = layout.kind === 'grid';
  const forward = rtl ? -1 : 1;
  const step: Record<string, number | undefined> = {
    ArrowDown: layout.columns,
    ArrowUp: -layout.columns,
    ArrowRight: grid ? forward : undefined,
    ArrowLeft: grid ? -forward : undefined,
  };
  let to: number | undefined;
  if (key === 'Home') to = 0;
  else if (key === 'End') to = count - 1;
  else if (step[key] !== undefined) to = from + (step[key] as number);
  // Down from above a short last row lands on its last wallet rather than nowhere.
  const lastRow = Math.floor((count - 1) / layout.columns);
  if (key === 'ArrowDown' && to !== undefined && to >= count && Math.floor(from / layout.columns) < lastRow)
    to = count - 1;
  return to === undefined || to < 0 || to >= count || to === from ? undefined : to;
}
