/** Display constants and the two colour palettes of the modal (see docs/options.md "Theme"). */
import type { ThemeMode } from './theme-mode.js';

export const MODAL_WIDTH = '360px';
export const DEFAULT_Z_INDEX = 999;
/** The master radius the radius scale is derived from. */
export const DEFAULT_BORDER_RADIUS_MASTER = '4px';
/** The master font size the type scale is derived from. */
export const DEFAULT_FONT_SIZE_MASTER = '10px';
/** Inter first, then the platform's UI font, so text looks right before (or without) the web font. */
export const DEFAULT_FONT_FAMILY =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', sans-serif";
/** Colour mixing is off until the app gives a strength (AppKit's behaviour). */
export const DEFAULT_COLOR_MIX_STRENGTH = 0;

/** Animation durations. */
export const DURATIONS = Object.freeze({
  headerText: '120ms',
  modalHeight: '150ms',
  viewTransition: '150ms',
});

export interface Palette {
  readonly background: string;
  readonly foreground: string;
  readonly textSecondary: string;
  readonly textTertiary: string;
  readonly accent: string;
  /**
   * The fill of accent controls that carry text (primary buttons): the accent darkened just enough for
   * `accentForeground` to read at WCAG AA (4.5:1), so the accent itself stays the default colour.
   */
  readonly accentStrong: string;
  readonly accentForeground: string;
  readonly border: string;
  readonly success: string;
  readonly error: string;
  readonly warning: string;
  readonly overlay: string;
}

/**
 * Default accent: light hsla 231 100% 70% on white; dark 230 100% 67% on #121313.
 * Text colours meet WCAG AA on the background and every surface: secondary ≥ 4.5:1 (it is body text),
 * tertiary ≥ 3:1 (icons, chevrons and placeholders only, never running text).
 */
export const PALETTES: Readonly<Record<ThemeMode, Palette>> = Object.freeze({
  light: Object.freeze({
    background: '#ffffff',
    foreground: '#141414',
    textSecondary: '#606666',
    textTertiary: '#858b8b',
    accent: 'hsla(231, 100%, 70%, 1)',
    // White on it: 5.1:1 (on the accent itself only 3.5:1).
    accentStrong: 'hsla(231, 100%, 62%, 1)',
    accentForeground: '#ffffff',
    border: 'rgba(20, 20, 20, 0.1)',
    success: '#1fa45a',
    error: '#e5484d',
    warning: '#c27803',
    overlay: 'rgba(0, 0, 0, 0.3)',
  }),
  dark: Object.freeze({
    background: '#121313',
    foreground: '#e4e7e7',
    textSecondary: '#9ba1a1',
    textTertiary: '#6e7474',
    accent: 'hsla(230, 100%, 67%, 1)',
    // White on it: 5.0:1 (on the accent itself only 4.0:1).
    accentStrong: 'hsla(230, 100%, 62%, 1)',
    accentForeground: '#ffffff',
    border: 'rgba(228, 231, 231, 0.1)',
    success: '#30c26f',
    error: '#f2555a',
    warning: '#f5a524',
    overlay: 'rgba(0, 0, 0, 0.5)',
  }),
});

/** A QR code must scan in both modes: dark modules on a light quiet zone, whatever the theme. */
export const QR_DEFAULTS = Object.freeze({ color: '#141414', background: '#ffffff' });
