/**
 * Wiring helper: every analytics event emitted on the instance's event bus is also sent to the
 * analytics endpoint, so modules only emit and never know about analytics.
 */
import type { EventBus } from '../store/index.js';
import type { AnalyticsClient } from './analytics-client.js';
import { isAnalyticsEvent, type WalletportEventMap } from './events.js';

/** Forwards analytics events from `bus` to `client`, with the active address when known. Returns the unsubscribe. */
export function forwardEventsToAnalytics(
  bus: Pick<EventBus<WalletportEventMap>, 'onAny'>,
  client: Pick<AnalyticsClient, 'track'>,
  getAddress: () => string | undefined = () => undefined,
): () => void {
  return bus.onAny((type, data) => {
    if (!isAnalyticsEvent(type)) return;
    let address: string | undefined;
    try {
      address = getAddress();
    } catch {
      // An unreadable address only leaves the event without one.
    }
    void client.track(type, data as WalletportEventMap[typeof type], address);
  });
}
