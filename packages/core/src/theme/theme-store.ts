/**
 * The theme store (themeMode, default dark, and themeVariables) and the service the
 * app's `setThemeMode` / `setThemeVariables` (useAppKitTheme) go through. One per createAppKit() instance.
 */
import { createStore, type Store } from '../store/index.js';
import { DEFAULT_THEME_MODE, parseThemeMode, type ThemeMode } from './theme-mode.js';
import { resolveThemeTokens, type ThemeTokens } from './theme-tokens.js';
import {
  parseThemeVariables,
  parseThemeVariablesUpdate,
  type ThemeVariables,
  type ThemeVariablesInput,
} from './theme-variables.js';

export interface ThemeState {
  readonly themeMode: ThemeMode;
  /** Validated, under Walletport's names (`--wp-…`). */
  readonly themeVariables: ThemeVariables;
}

export type ThemeStore = Store<ThemeState>;

export interface ThemeStoreInit {
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariablesInput;
}

/** A theme store; starts dark with no variables unless told otherwise. Validates what it is given. */
export function createThemeStore(init: ThemeStoreInit = {}): ThemeStore {
  return createStore<ThemeState>({
    themeMode: init.themeMode === undefined ? DEFAULT_THEME_MODE : parseThemeMode(init.themeMode),
    themeVariables: parseThemeVariables(init.themeVariables),
  });
}

export interface ThemeService {
  /** Throws InvalidOptionError naming `themeMode` for anything but 'light' or 'dark'. */
  setThemeMode(mode: ThemeMode): void;
  /**
   * Merges over the current variables, like AppKit: keys not given stay, a key given as undefined is
   * removed. Validates first, so a rejected update changes nothing.
   */
  setThemeVariables(variables: ThemeVariablesInput): void;
  /** The tokens of the current state; the same object until the state changes (safe as a React selector). */
  getThemeTokens(): ThemeTokens;
}

export function createThemeService({ store }: { store: ThemeStore }): ThemeService {
  let cachedFor: ThemeState | undefined;
  let cachedTokens: ThemeTokens | undefined;

  return {
    setThemeMode(mode) {
      store.setState({ themeMode: parseThemeMode(mode) });
    },
    setThemeVariables(variables) {
      const { set, cleared } = parseThemeVariablesUpdate(variables);
      store.setState((state) => {
        const merged: Record<string, string | number> = { ...state.themeVariables, ...set };
        for (const name of cleared) delete merged[`--wp-${name}`];
        return { themeVariables: Object.freeze(merged) as ThemeVariables };
      });
    },
    getThemeTokens() {
      const state = store.getState();
      if (cachedFor !== state || cachedTokens === undefined) {
        cachedTokens = resolveThemeTokens(state.themeMode, state.themeVariables);
        cachedFor = state;
      }
      return cachedTokens;
    },
  };
}
