import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AlertMessage, closeAlert, enqueueAlert, initialAlertsState } from './alert-queue.js';

const a: AlertMessage = {
  id: 'CUSTOM',
  variant: 'info',
  message: { code: 'VERBATIM', params: { text: 'A' } },
};
const b: AlertMessage = {
  id: 'CUSTOM',
  variant: 'info',
  message: { code: 'VERBATIM', params: { text: 'B' } },
};
const config: AlertMessage = {
  id: 'INVALID_APP_CONFIGURATION',
  variant: 'error',
  message: { code: 'ALERT_INVALID_APP_CONFIGURATION' },
};

describe('alert queue', () => {
  it('shows the first alert at once', () => {
    expect(enqueueAlert(initialAlertsState(), a).current).toBe(a);
  });

  it('one alert at a time: later ones wait in order', () => {
    const state = [b, config].reduce(enqueueAlert, enqueueAlert(initialAlertsState(), a));
    expect(state.current).toBe(a);
    expect(state.queue).toEqual([b, config]);
  });

  it('does not queue an alert that is showing or already waiting (same id and message)', () => {
    const showing = enqueueAlert(initialAlertsState(), a);
    expect(enqueueAlert(showing, { ...a })).toBe(showing);
    const waiting = enqueueAlert(showing, b);
    expect(enqueueAlert(waiting, { ...b })).toBe(waiting);
    // Same code and params in a fresh object is the same text.
    expect(enqueueAlert(waiting, { ...b, message: { code: 'VERBATIM', params: { text: 'B' } } })).toBe(
      waiting,
    );
  });

  it('closing shows the oldest waiting alert', () => {
    const state = closeAlert([b, config].reduce(enqueueAlert, enqueueAlert(initialAlertsState(), a)));
    expect(state.current).toBe(b);
    expect(state.queue).toEqual([config]);
  });

  it('closing with nothing showing changes nothing', () => {
    const state = initialAlertsState();
    expect(closeAlert(state)).toBe(state);
  });

  it('property: alerts arriving together each show exactly once, in arrival order', () => {
    const alertArb = fc.record({
      id: fc.constantFrom('CUSTOM', 'INVALID_PROJECT_ID') as fc.Arbitrary<AlertMessage['id']>,
      variant: fc.constant('error' as const),
      message: fc.constantFrom('x', 'y', 'z').map((code) => ({ code })),
    });
    fc.assert(
      fc.property(fc.array(alertArb, { maxLength: 12 }), (alerts) => {
        let state = alerts.reduce(enqueueAlert, initialAlertsState());
        const shown: AlertMessage[] = [];
        while (state.current !== undefined) {
          shown.push(state.current);
          state = closeAlert(state);
        }
        const key = (alert: AlertMessage) => `${alert.id}/${alert.message.code}`;
        // Nothing closed while they arrived, so each was showing or waiting when its duplicates came.
        expect(shown.map(key)).toEqual([...new Set(alerts.map(key))]);
      }),
    );
  });
});
