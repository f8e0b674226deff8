import { type DemoSettings, withSettings } from './settings.js';

/** The current address with `changes` in its query string. */
function urlWith(changes: Partial<DemoSettings>): string {
  return `${location.pathname}${withSettings(location.search, changes)}${location.hash}`;
}

/** Records a choice that applies live (theme, accent), so a later reload keeps it. */
export function rememberSettings(changes: Partial<DemoSettings>): void {
  history.replaceState(history.state, '', urlWith(changes));
}

/** Reloads with a choice that only takes effect at creation (locale, networks). */
export function reloadWithSettings(changes: Partial<DemoSettings>): void {
  location.assign(urlWith(changes));
}

/** The host page follows the modal's theme mode, so the demo looks like one product. */
export function applyPageTheme(mode: DemoSettings['themeMode']): void {
  document.documentElement.dataset.theme = mode;
}
