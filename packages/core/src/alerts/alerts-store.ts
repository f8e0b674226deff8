/**
 * The alert store of one modal instance: the catalogue alerts (errors/alert-ids.ts) and custom messages,
 * shown one at a time, closed by the visitor or by an auto-dismiss timer (injected, so tests control
 * time). "Once" alerts (Invalid App Configuration) are shown at most once per instance: every failing
 * request behind a misconfigured origin would raise it again otherwise.
 */
import {
  type AlertContext,
  type AlertId,
  type AlertVariant,
  ALERT_VARIANTS,
  alertTexts,
  type CodedText,
  verbatimText,
} from '../errors/index.js';
import { createStore, type Store } from '../store/index.js';
import { alertFromError } from './alert-from-error.js';
import {
  type AlertMessage,
  type AlertsState,
  CUSTOM_ALERT_ID,
  closeAlert,
  enqueueAlert,
  initialAlertsState,
} from './alert-queue.js';

/** Timers the store uses; the global ones by default. */
export interface AlertTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * How long an alert stays before closing itself, per variant; `null` keeps it until closed. Errors stay:
 * they carry a long message (e.g. which origin to allow) that a developer needs time to read.
 */
export const DEFAULT_ALERT_AUTO_DISMISS_MS: Readonly<Record<AlertVariant, number | null>> = Object.freeze({
  success: 5_000,
  info: 5_000,
  warning: 8_000,
  error: null,
});

/** Catalogue alerts `showErrorFromUnknown` shows at most once per instance. */
export const ONCE_PER_INSTANCE_ALERTS: readonly AlertId[] = Object.freeze(['INVALID_APP_CONFIGURATION']);

/**
 * An alert that is not in the catalogue. A string is the app's own text, shown as it is; a UI raising
 * its own alert passes a CodedText with its catalogue's key, so the store holds no words.
 */
export interface CustomAlert {
  message: string | CodedText<string>;
  longMessage?: string | CodedText<string>;
  variant?: AlertVariant;
  /** Overrides the variant's auto-dismiss delay; `null` keeps it until closed. */
  autoDismissMs?: number | null;
}

export interface AlertsStoreOptions {
  timers?: AlertTimers;
  autoDismissMs?: Partial<Record<AlertVariant, number | null>>;
  /** Read when a catalogue alert is shown (fills `{origin}`); absent on a server. */
  context?: () => AlertContext;
}

export interface AlertsStore extends Store<AlertsState> {
  /** Shows a catalogue alert by id, or a custom one. */
  showAlert(alert: AlertId | CustomAlert): void;
  /** Shows a catalogue alert unless this instance already showed it through showOnce; true if shown. */
  showOnce(id: AlertId): boolean;
  /** The catalogue alert an error maps to (once-alerts once), else an error alert with its message. */
  showErrorFromUnknown(error: unknown): void;
  /** Closes the current alert; the next waiting one shows. */
  close(): void;
  /** Stops the auto-dismiss timer (the instance is being torn down). */
  dispose(): void;
}

const globalTimers: AlertTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createAlertsStore(options: AlertsStoreOptions = {}): AlertsStore {
  const timers = options.timers ?? globalTimers;
  const delays = { ...DEFAULT_ALERT_AUTO_DISMISS_MS, ...options.autoDismissMs };
  const store = createStore<AlertsState>(initialAlertsState());
  // Per-alert delay overrides, keyed by the alert object shown.
  const overrides = new WeakMap<AlertMessage, number | null>();
  let timer: { handle: unknown; alert: AlertMessage } | undefined;

  const stopTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer.handle);
    timer = undefined;
  };

  // Whenever the alert on screen changes, its own timer replaces the previous one.
  const syncTimer = () => {
    const { current } = store.getState();
    if (timer?.alert === current) return;
    stopTimer();
    if (current === undefined) return;
    const delay = overrides.has(current) ? overrides.get(current) : delays[current.variant];
    if (delay === null || delay === undefined || !Number.isFinite(delay) || delay < 0) return;
    const handle = timers.setTimeout(() => {
      if (store.getState().current !== current) return;
      timer = undefined;
      close();
    }, delay);
    timer = { handle, alert: current };
  };

  const show = (alert: AlertMessage) => {
    store.replaceState(enqueueAlert(store.getState(), alert));
    syncTimer();
  };

  const close = () => {
    store.replaceState(closeAlert(store.getState()));
    syncTimer();
  };

  const catalogueAlert = (id: AlertId): AlertMessage => ({
    id,
    variant: ALERT_VARIANTS[id],
    ...alertTexts(id, options.context?.().origin),
  });
  const asText = (text: string | CodedText<string>) => (typeof text === 'string' ? verbatimText(text) : text);

  const showOnce = (id: AlertId): boolean => {
    if (store.getState().shownOnce.includes(id)) return false;
    store.setState((state) => ({ shownOnce: [...state.shownOnce, id] }));
    show(catalogueAlert(id));
    return true;
  };

  return {
    ...store,
    showAlert(alert) {
      if (typeof alert === 'string') {
        show(catalogueAlert(alert));
        return;
      }
      const message: AlertMessage = {
        id: CUSTOM_ALERT_ID,
        variant: alert.variant ?? 'info',
        message: asText(alert.message),
      };
      if (alert.longMessage !== undefined) message.longMessage = asText(alert.longMessage);
      if (alert.autoDismissMs !== undefined) overrides.set(message, alert.autoDismissMs);
      show(message);
    },
    showOnce,
    showErrorFromUnknown(error) {
      const alert = alertFromError(error, options.context?.() ?? {});
      if (alert.id !== CUSTOM_ALERT_ID && ONCE_PER_INSTANCE_ALERTS.includes(alert.id)) showOnce(alert.id);
      else show(alert);
    },
    close,
    dispose: stopTimer,
  };
}
