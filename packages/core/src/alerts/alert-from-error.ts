/**
 * What the alert bar says about an arbitrary thrown value: the catalogue alert when the error means one
 * (unauthorized-origin and invalid-key errors map to the app-configuration and project-id
 * alerts), else an error alert with the error's text as a code (errors/coded-text.ts).
 */
import {
  ALERT_VARIANTS,
  type AlertContext,
  alertIdForApiError,
  alertTexts,
  errorText,
} from '../errors/index.js';
import { type AlertMessage, CUSTOM_ALERT_ID } from './alert-queue.js';

/** The alert for `error`: its catalogue alert if it maps to one, else an error alert with its text. */
export function alertFromError(error: unknown, context: AlertContext = {}): AlertMessage {
  const id = alertIdForApiError(error);
  if (id !== undefined) return { id, variant: ALERT_VARIANTS[id], ...alertTexts(id, context.origin) };
  return { id: CUSTOM_ALERT_ID, variant: 'error', message: errorText(error) };
}
