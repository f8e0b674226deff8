import { describe, expect, it } from 'vitest';
import {
  arrowKeyTarget,
  GRID_LAYOUT,
  GRID_MIN_WIDTH,
  LIST_LAYOUT,
  walletLayoutFor,
} from '../../../src/views/all-wallets/wallet-layout.js';

describe('walletLayoutFor', () => {
  it('the grid from four 72 px tiles and their gaps up (the 360 px card gives 328 px), the list below', () => {
    expect(GRID_MIN_WIDTH).toBe(312);
    expect(walletLayoutFor(328)).toBe(GRID_LAYOUT);
    expect(walletLayoutFor(GRID_MIN_WIDTH)).toBe(GRID_LAYOUT);
    expect(walletLayoutFor(GRID_MIN_WIDTH - 1)).toBe(LIST_LAYOUT);
    expect(walletLayoutFor(288)).toBe(LIST_LAYOUT);
  });

  it('an unknown width (nothing laid out) is the list, which fits any width', () => {
    expect(walletLayoutFor(undefined)).toBe(LIST_LAYOUT);
  });

  it('placeholders fill about the list’s 420 px height in either layout', () => {
    for (const layout of [LIST_LAYOUT, GRID_LAYOUT]) {
      const lines = layout.firstPagePlaceholders / layout.columns;
      expect(lines * (layout.itemHeight + layout.gap)).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('arrowKeyTarget', () => {
  const grid = (key: string, from: number, count = 10, rtl = false) =>
    arrowKeyTarget(key, from, count, GRID_LAYOUT, rtl);

  it('grid: right and left by one, down and up by a line, Home and End to the ends', () => {
    expect(grid('ArrowRight', 0)).toBe(1);
    expect(grid('ArrowLeft', 1)).toBe(0);
    expect(grid('ArrowDown', 1)).toBe(5);
    expect(grid('ArrowUp', 5)).toBe(1);
    expect(grid('Home', 7)).toBe(0);
    expect(grid('End', 2)).toBe(9);
  });

  it('right to left mirrors right and left only', () => {
    expect(grid('ArrowLeft', 0, 10, true)).toBe(1);
    expect(grid('ArrowRight', 1, 10, true)).toBe(0);
    expect(grid('ArrowDown', 1, 10, true)).toBe(5);
  });

  it('stops at the ends; down onto a short last line lands on its last wallet', () => {
    expect(grid('ArrowLeft', 0)).toBeUndefined();
    expect(grid('ArrowUp', 2)).toBeUndefined();
    expect(grid('ArrowRight', 9)).toBeUndefined();
    expect(grid('ArrowDown', 7)).toBe(9);
    expect(grid('ArrowDown', 9)).toBeUndefined();
    expect(grid('Tab', 3)).toBeUndefined();
  });

  it('list: up and down by one; left and right are left to the page', () => {
    expect(arrowKeyTarget('ArrowDown', 0, 3, LIST_LAYOUT, false)).toBe(1);
    expect(arrowKeyTarget('ArrowUp', 1, 3, LIST_LAYOUT, false)).toBe(0);
    expect(arrowKeyTarget('ArrowRight', 0, 3, LIST_LAYOUT, false)).toBeUndefined();
  });
});
