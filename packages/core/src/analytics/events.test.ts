import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AccountEventsPort } from '../accounts/index.js';
import type { ConnectionEvents } from '../connection/index.js';
import type { ModalEvents } from '../modal/index.js';
import type { AnalyticsClient } from './analytics-client.js';
import { ANALYTICS_EVENTS, isAnalyticsEvent, WALLETPORT_EVENTS, type WalletportEventMap } from './events.js';

describe('event names sent to analytics', () => {
  it('sends exactly "INITIALIZE, SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR, CLICK_CANCEL_SIWX, SOCIAL_LOGIN_SUCCESS, INTERNAL_SDK_ERROR, SET_PREFERRED_ACCOUNT_TYPE, disconnect success and error, connection success"', () => {
    expect([...ANALYTICS_EVENTS].sort()).toEqual(
      [
        'INITIALIZE',
        'SIWX_AUTH_SUCCESS',
        'SIWX_AUTH_ERROR',
        'CLICK_CANCEL_SIWX',
        'SOCIAL_LOGIN_SUCCESS',
        'INTERNAL_SDK_ERROR',
        'SET_PREFERRED_ACCOUNT_TYPE',
        'DISCONNECT_SUCCESS',
        'DISCONNECT_ERROR',
        'CONNECT_SUCCESS',
      ].sort(),
    );
  });

  it('modal events are for the app only, not sent', () => {
    expect(WALLETPORT_EVENTS).toEqual(expect.arrayContaining(['MODAL_OPEN', 'MODAL_CLOSE']));
    expect(isAnalyticsEvent('MODAL_OPEN')).toBe(false);
    expect(isAnalyticsEvent('MODAL_CLOSE')).toBe(false);
    expect(isAnalyticsEvent('CONNECT_SUCCESS')).toBe(true);
  });

  it('lists every event of the map once', () => {
    expect(new Set(WALLETPORT_EVENTS).size).toBe(WALLETPORT_EVENTS.length);
    expectTypeOf<(typeof WALLETPORT_EVENTS)[number]>().toEqualTypeOf<keyof WalletportEventMap>();
  });

  /** true when every event of `Sub` is in the map with a payload the map accepts. */
  type FitsMap<Sub> = {
    [K in keyof Sub]: K extends keyof WalletportEventMap
      ? Sub[K] extends WalletportEventMap[K]
        ? true
        : false
      : false;
  }[keyof Sub];

  it('the map accepts what the modal, connection and accounts modules emit (type check)', () => {
    expectTypeOf<FitsMap<ModalEvents>>().toEqualTypeOf<true>();
    expectTypeOf<FitsMap<ConnectionEvents>>().toEqualTypeOf<true>();
    expectTypeOf<Pick<AnalyticsClient, 'sendEvent'>>().toExtend<AccountEventsPort>();
  });
});
