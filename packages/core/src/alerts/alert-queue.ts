/**
 * The alert bar's state and its transitions, as pure functions: one alert shows at a time, later ones
 * wait in order, and an alert already showing or waiting is not queued again (a failing request retried
 * in a loop must not stack the same alert ten times).
 */
import { type AlertId, type AlertVariant, type CodedText, sameText } from '../errors/index.js';

/** Id of alerts that are not in the catalogue (errors without a catalogue alert, app messages). */
export const CUSTOM_ALERT_ID = 'CUSTOM';

export interface AlertMessage {
  /** A catalogue id (errors/alert-ids.ts) or {@link CUSTOM_ALERT_ID}. */
  id: AlertId | typeof CUSTOM_ALERT_ID;
  variant: AlertVariant;
  /**
   * What the alert says, as a code the UI words (errors/coded-text.ts): a core TextCode, VERBATIM_TEXT for
   * an app's own text, or a key of the UI's own catalogue for an alert the UI raised itself.
   */
  message: CodedText<string>;
  longMessage?: CodedText<string>;
}

export interface AlertsState {
  /** The alert on screen, if any. */
  current: AlertMessage | undefined;
  /** Alerts waiting for the current one to close, oldest first. */
  queue: readonly AlertMessage[];
  /** Catalogue ids already shown by `showOnce`; they are not shown again by this instance. */
  shownOnce: readonly AlertId[];
}

export function initialAlertsState(): AlertsState {
  return { current: undefined, queue: [], shownOnce: [] };
}

const sameAlert = (a: AlertMessage, b: AlertMessage): boolean =>
  a.id === b.id && sameText(a.message, b.message);

/** Shows `alert` now if nothing is showing, else queues it; a duplicate of one showing or waiting is dropped. */
export function enqueueAlert(state: AlertsState, alert: AlertMessage): AlertsState {
  if (state.current === undefined) return { ...state, current: alert };
  if (sameAlert(state.current, alert) || state.queue.some((queued) => sameAlert(queued, alert))) return state;
  return { ...state, queue: [...state.queue, alert] };
}

/** Closes the current alert; the oldest waiting one takes its place. */
export function closeAlert(state: AlertsState): AlertsState {
  if (state.current === undefined) return state;
  const [next, ...rest] = state.queue;
  return { ...state, current: next, queue: rest };
}
