/**
 * The theme store (themeMode, default dark, and themeVariables) and the service the
 * app's `setThemeMode` / `setThemeVariables` (useAppKitTheme) go through. One per createAppKit() instance.
 */
import { createStore, type Store } from '../store/index.js';
import { DEFAULT_THEME_MODE, parseThemeMode, type ThemeMode } from './theme-mode.js';
import { resolveThemeTokens, type ThemeTokens } from './theme-tokens.js';
import {
  type AppThemeVariables,
  type ThemeVariablesInput,
  validateThemeVariables,
} from './theme-variables.js';

export interface ThemeState {
  readonly themeMode: ThemeMode;
  /**
   * Validated, under the names the app used (`--w3m-accent` stays `--w3m-accent`), so useAppKitTheme
   * gives back what was set, as AppKit does. The styles read them through resolveThemeTokens.
   */
  readonly themeVariables: AppThemeVariables;
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
    themeVariables: validateThemeVariables(init.themeVariables).set,
  });
}

export interface ThemeService {
  /** Throws InvalidOptionError naming `themeMode` for anything but 'light' or 'dark'. */
  setThemeMode(mode: ThemeMode): void;
  /**
   * Merges over the current variables by name, like AppKit's `{ ...current, ...given }`: names not given
   * stay, a name given as undefined is removed (that name only: `--apkt-accent: undefined` leaves a
   * `--w3m-accent` in place, as in AppKit). Validates first, so a rejected update changes nothing.
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
      const { set, cleared } = validateThemeVariables(variables);
      store.setState((state) => {
        const merged: Record<string, string | number> = { ...state.themeVariables, ...set };
        for (const key of cleared) delete merged[key];
        return { themeVariables: Object.freeze(merged) as AppThemeVariables };
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
