// Alerts: the alert bar's store, its queue rules and the error-to-alert mapping.
export { alertFromError } from './alert-from-error.js';
export {
  type AlertMessage,
  type AlertsState,
  CUSTOM_ALERT_ID,
  closeAlert,
  enqueueAlert,
  initialAlertsState,
} from './alert-queue.js';
export {
  type AlertsStore,
  type AlertsStoreOptions,
  type AlertTimers,
  type CustomAlert,
  createAlertsStore,
  DEFAULT_ALERT_AUTO_DISMISS_MS,
  ONCE_PER_INSTANCE_ALERTS,
} from './alerts-store.js';
