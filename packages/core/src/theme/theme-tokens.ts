/**
 * The design tokens of the modal: one flat map of CSS custom properties, computed from the theme mode
 * and the app's theme variables. Pure, so the React UI can memoise it and tests can pin every value.
 * Scales follow their master value (defaults: radius 4px, font size 10px), so an app that changes one
 * master resizes the whole scale in proportion.
 */
import { scaleLength } from './css-length.js';
import {
  DEFAULT_BORDER_RADIUS_MASTER,
  DEFAULT_COLOR_MIX_STRENGTH,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_SIZE_MASTER,
  DEFAULT_Z_INDEX,
  DURATIONS,
  MODAL_WIDTH,
  PALETTES,
  QR_DEFAULTS,
} from './theme-defaults.js';
import { parseThemeMode, type ThemeMode } from './theme-mode.js';
import { parseThemeVariables, type ThemeVariablesInput } from './theme-variables.js';

/** Font sizes as multiples of the master font size (10px → 10, 12, 14, 16, 20, 24, 32px). */
export const FONT_SIZE_SCALE = Object.freeze({
  xs: 1,
  s: 1.2,
  m: 1.4,
  l: 1.6,
  xl: 2,
  '2xl': 2.4,
  '3xl': 3.2,
});
/** Radii as multiples of the master radius (4px → 4, 8, 12, 16, 20, 32px). */
export const BORDER_RADIUS_SCALE = Object.freeze({ xs: 1, s: 2, m: 3, l: 4, xl: 5, '2xl': 8 });
/** Spacing does not follow a master: layout stays on its grid whatever the type size. */
export const SPACING_SCALE = Object.freeze({
  '3xs': '2px',
  '2xs': '4px',
  xs: '6px',
  s: '8px',
  m: '12px',
  l: '16px',
  xl: '20px',
  '2xl': '24px',
  '3xl': '32px',
});

type Scale = Readonly<Record<string, unknown>>;
type ScaleTokens<Prefix extends string, S extends Scale> = {
  readonly [K in keyof S & string as `${Prefix}-${K}`]: string;
};

export type ThemeTokens = {
  readonly '--wp-color-scheme': ThemeMode;
  readonly '--wp-modal-width': string;
  readonly '--wp-z-index': string;
  readonly '--wp-font-family': string;
  readonly '--wp-font-size-master': string;
  readonly '--wp-font-weight-regular': string;
  readonly '--wp-font-weight-medium': string;
  readonly '--wp-font-weight-semibold': string;
  readonly '--wp-border-radius-master': string;
  readonly '--wp-border-radius-full': string;
  readonly '--wp-color-accent': string;
  /** The fill of accent controls with text on them (accent-foreground reads on it at WCAG AA). */
  readonly '--wp-color-accent-strong': string;
  readonly '--wp-color-accent-foreground': string;
  readonly '--wp-color-accent-soft': string;
  readonly '--wp-color-background': string;
  readonly '--wp-color-surface-1': string;
  readonly '--wp-color-surface-2': string;
  readonly '--wp-color-surface-3': string;
  readonly '--wp-color-foreground': string;
  readonly '--wp-color-text-secondary': string;
  readonly '--wp-color-text-tertiary': string;
  readonly '--wp-color-border': string;
  readonly '--wp-color-success': string;
  readonly '--wp-color-error': string;
  readonly '--wp-color-warning': string;
  readonly '--wp-color-overlay': string;
  readonly '--wp-qr-color': string;
  readonly '--wp-qr-background': string;
  readonly '--wp-duration-header-text': string;
  readonly '--wp-duration-modal-height': string;
  readonly '--wp-duration-view-transition': string;
} & ScaleTokens<'--wp-font-size', typeof FONT_SIZE_SCALE> &
  ScaleTokens<'--wp-border-radius', typeof BORDER_RADIUS_SCALE> &
  ScaleTokens<'--wp-spacing', typeof SPACING_SCALE>;

export type ThemeTokenName = keyof ThemeTokens;

function scaleTokens<Prefix extends string, S extends Readonly<Record<string, number>>>(
  prefix: Prefix,
  scale: S,
  master: string,
): ScaleTokens<Prefix, S> {
  const tokens: Record<string, string> = {};
  for (const [step, factor] of Object.entries(scale))
    tokens[`${prefix}-${step}`] = scaleLength(master, factor);
  return tokens as ScaleTokens<Prefix, S>;
}

function mix(color: string, percent: number, base: string): string {
  return `color-mix(in srgb, ${color} ${percent}%, ${base})`;
}

/**
 * Every token for `mode` with the app's `variables` applied. Throws InvalidOptionError for an invalid mode
 * or variable (the same checks as the options), so hostile values never reach a stylesheet.
 */
export function resolveThemeTokens(mode: ThemeMode, variables: ThemeVariablesInput = {}): ThemeTokens {
  const themeMode = parseThemeMode(mode);
  const vars = parseThemeVariables(variables);
  const palette = PALETTES[themeMode];
  const fontSizeMaster = vars['--wp-font-size-master'] ?? DEFAULT_FONT_SIZE_MASTER;
  const radiusMaster = vars['--wp-border-radius-master'] ?? DEFAULT_BORDER_RADIUS_MASTER;
  const accent = vars['--wp-accent'] ?? palette.accent;
  const mixColor = vars['--wp-color-mix'];
  const mixStrength = vars['--wp-color-mix-strength'] ?? DEFAULT_COLOR_MIX_STRENGTH;
  // AppKit's --w3m-color-mix: the app's colour blended into the background by the given strength.
  const background =
    mixColor !== undefined && mixStrength > 0
      ? mix(mixColor, mixStrength, palette.background)
      : palette.background;

  const tokens: ThemeTokens = {
    '--wp-color-scheme': themeMode,
    '--wp-modal-width': MODAL_WIDTH,
    '--wp-z-index': String(vars['--wp-z-index'] ?? DEFAULT_Z_INDEX),
    '--wp-font-family': vars['--wp-font-family'] ?? DEFAULT_FONT_FAMILY,
    '--wp-font-size-master': fontSizeMaster,
    ...scaleTokens('--wp-font-size', FONT_SIZE_SCALE, fontSizeMaster),
    '--wp-font-weight-regular': '400',
    '--wp-font-weight-medium': '500',
    '--wp-font-weight-semibold': '600',
    '--wp-border-radius-master': radiusMaster,
    ...scaleTokens('--wp-border-radius', BORDER_RADIUS_SCALE, radiusMaster),
    '--wp-border-radius-full': '9999px',
    ...(Object.fromEntries(
      Object.entries(SPACING_SCALE).map(([step, value]) => [`--wp-spacing-${step}`, value]),
    ) as ScaleTokens<'--wp-spacing', typeof SPACING_SCALE>),
    '--wp-color-accent': accent,
    // An app's own accent is its brand colour: it fills the buttons as given (AppKit's behaviour).
    '--wp-color-accent-strong': vars['--wp-accent'] ?? palette.accentStrong,
    '--wp-color-accent-foreground': palette.accentForeground,
    '--wp-color-accent-soft': mix(accent, 16, 'transparent'),
    '--wp-color-background': background,
    '--wp-color-surface-1': mix(palette.foreground, 4, background),
    '--wp-color-surface-2': mix(palette.foreground, 8, background),
    '--wp-color-surface-3': mix(palette.foreground, 12, background),
    '--wp-color-foreground': palette.foreground,
    '--wp-color-text-secondary': palette.textSecondary,
    '--wp-color-text-tertiary': palette.textTertiary,
    '--wp-color-border': palette.border,
    '--wp-color-success': palette.success,
    '--wp-color-error': palette.error,
    '--wp-color-warning': palette.warning,
    '--wp-color-overlay': palette.overlay,
    '--wp-qr-color': vars['--wp-qr-color'] ?? QR_DEFAULTS.color,
    '--wp-qr-background': QR_DEFAULTS.background,
    '--wp-duration-header-text': DURATIONS.headerText,
    '--wp-duration-modal-height': DURATIONS.modalHeight,
    '--wp-duration-view-transition': DURATIONS.viewTransition,
  };
  return Object.freeze(tokens);
}
