/**
 * Where the embedded wallet's iframe goes while a view shows it. The iframe lives in the page's <body>,
 * outside the modal's shadow root (moving it would reload the frame and lose the key it holds in memory),
 * so it is laid over the view's placeholder with `position: fixed`: same box, clipped to the modal's
 * scrolling area, one layer above the modal. Pure, so the numbers are tested without a browser.
 */
import { resolveThemeTokens, type ThemeState } from '@walletport/core/internal';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface OverlayInput {
  /** The placeholder's box in the viewport. */
  slot: Box;
  /** The box the placeholder is seen through (the modal's scrolling area), if any. */
  clip: Box | undefined;
  zIndex: number;
  /** The placeholder's border radius (a CSS length). */
  radius: string;
  /** False draws the frame invisible and untouchable (still sized, so it lays out at the right width). */
  visible: boolean;
}

/** The modal's z-index (the theme's `z-index` variable, 999 by default) plus one. */
export function frameZIndex(theme: Pick<ThemeState, 'themeMode' | 'themeVariables'>): number {
  const modal = Number(resolveThemeTokens(theme.themeMode, theme.themeVariables)['--wp-z-index']);
  return (Number.isFinite(modal) ? modal : 999) + 1;
}

const px = (value: number) => `${Number(value.toFixed(2))}px`;

/** How far each side of `slot` lies outside `clip` (0 where it is inside). */
function clipInsets(slot: Box, clip: Box): [number, number, number, number] {
  return [
    Math.max(0, clip.top - slot.top),
    Math.max(0, slot.left + slot.width - (clip.left + clip.width)),
    Math.max(0, slot.top + slot.height - (clip.top + clip.height)),
    Math.max(0, clip.left - slot.left),
  ];
}

/** The iframe's inline style for one placement. */
export function overlayStyle(input: OverlayInput): string {
  const { slot, clip, zIndex, radius } = input;
  const insets = clip === undefined ? ([0, 0, 0, 0] as const) : clipInsets(slot, clip);
  const [top, right, bottom, left] = insets;
  // Scrolled wholly out of view: nothing of it may catch a click meant for the modal.
  const hiddenByClip = top + bottom >= slot.height || left + right >= slot.width;
  const visible = input.visible && !hiddenByClip && slot.width > 0 && slot.height > 0;
  const parts = [
    'position:fixed',
    `top:${px(slot.top)}`,
    `left:${px(slot.left)}`,
    `width:${px(slot.width)}`,
    `height:${px(slot.height)}`,
    'border:0',
    'margin:0',
    'padding:0',
    `border-radius:${radius}`,
    `opacity:${visible ? 1 : 0}`,
    `pointer-events:${visible ? 'auto' : 'none'}`,
    `z-index:${zIndex}`,
    'color-scheme:normal',
  ];
  if (insets.some((inset) => inset > 0)) parts.push(`clip-path:inset(${insets.map(px).join(' ')})`);
  return `${parts.join(';')};`;
}
