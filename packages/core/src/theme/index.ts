// Theme (see docs/options.md "Theme"): mode, variables, design tokens, store and service.
export { describeUnsafeCssValue, isSafeCssValue, MAX_CSS_VALUE_LENGTH } from './css-value.js';
export {
  DEFAULT_BORDER_RADIUS_MASTER,
  DEFAULT_COLOR_MIX_STRENGTH,
  DEFAULT_FONT_FAMILY,
  DEFAULT_FONT_SIZE_MASTER,
  DEFAULT_Z_INDEX,
  DURATIONS,
  MODAL_WIDTH,
  type Palette,
  PALETTES,
  QR_DEFAULTS,
} from './theme-defaults.js';
export {
  DEFAULT_THEME_MODE,
  isThemeMode,
  parseThemeMode,
  THEME_MODES,
  type ThemeMode,
} from './theme-mode.js';
export {
  createThemeService,
  createThemeStore,
  type ThemeService,
  type ThemeState,
  type ThemeStore,
  type ThemeStoreInit,
} from './theme-store.js';
export {
  BORDER_RADIUS_SCALE,
  FONT_SIZE_SCALE,
  resolveThemeTokens,
  SPACING_SCALE,
  type ThemeTokenName,
  type ThemeTokens,
} from './theme-tokens.js';
export {
  type ApktThemeVariables,
  type AppThemeVariables,
  type AppThemeVariablesUpdate,
  parseThemeVariables,
  parseThemeVariablesUpdate,
  THEME_VARIABLE_NAMES,
  THEME_VARIABLE_PREFIXES,
  type ThemeVariableName,
  type ThemeVariables,
  type ThemeVariablesInput,
  type ThemeVariablesUpdate,
  validateThemeVariables,
  type W3mThemeVariables,
} from './theme-variables.js';
