import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_STATUSES,
  type ConnectionEvent,
  type ConnectionStatus,
  connectionTransition,
  isPendingStatus,
} from './status.js';

const statusArb = fc.constantFrom(...CONNECTION_STATUSES);
const eventArb: fc.Arbitrary<ConnectionEvent> = fc.oneof(
  fc.constantFrom<ConnectionEvent>(
    { type: 'storedConnectionFound' },
    { type: 'syncSucceeded' },
    { type: 'syncFailed' },
    { type: 'connectStarted' },
    { type: 'connectSucceeded' },
    { type: 'reconnectStarted' },
    { type: 'reconnectSucceeded' },
    { type: 'reconnectFailed' },
    { type: 'walletConnected' },
    { type: 'reset' },
  ),
  fc
    .boolean()
    .map((hasCurrentConnection): ConnectionEvent => ({ type: 'connectFailed', hasCurrentConnection })),
  fc
    .boolean()
    .map((hasRemainingConnection): ConnectionEvent => ({ type: 'connectionClosed', hasRemainingConnection })),
);

const each = (event: ConnectionEvent) =>
  Object.fromEntries(CONNECTION_STATUSES.map((status) => [status, connectionTransition(status, event)]));

describe('connectionTransition (disconnected, connecting, connected; reconnecting also occurs)', () => {
  it('"On startup a stored connected status sets connecting"', () => {
    expect(connectionTransition('disconnected', { type: 'storedConnectionFound' })).toBe('connecting');
  });

  it('a stored status does not override a status the session already reached', () => {
    expect(each({ type: 'storedConnectionFound' })).toMatchObject({
      connecting: 'connecting',
      connected: 'connected',
      reconnecting: 'reconnecting',
    });
  });

  it('"then the existing connection is synced": a successful sync connects a pending namespace', () => {
    expect(connectionTransition('connecting', { type: 'syncSucceeded' })).toBe('connected');
    expect(connectionTransition('reconnecting', { type: 'syncSucceeded' })).toBe('connected');
  });

  it('"A failed sync sets disconnected"', () => {
    expect(connectionTransition('connecting', { type: 'syncFailed' })).toBe('disconnected');
    expect(connectionTransition('reconnecting', { type: 'syncFailed' })).toBe('disconnected');
  });

  it('a late sync result does not override what the visitor did meanwhile', () => {
    expect(connectionTransition('disconnected', { type: 'syncSucceeded' })).toBe('disconnected');
    expect(connectionTransition('connected', { type: 'syncFailed' })).toBe('connected');
  });

  it('"Connect sets connected after the adapter connects and accounts load": connecting while it works', () => {
    expect(each({ type: 'connectStarted' })).toEqual({
      disconnected: 'connecting',
      connecting: 'connecting',
      connected: 'connecting',
      reconnecting: 'connecting',
    });
    expect(connectionTransition('connecting', { type: 'connectSucceeded' })).toBe('connected');
  });

  it('"On connect failure, status returns to connected if a current connection exists, else disconnected"', () => {
    expect(connectionTransition('connecting', { type: 'connectFailed', hasCurrentConnection: true })).toBe(
      'connected',
    );
    expect(connectionTransition('connecting', { type: 'connectFailed', hasCurrentConnection: false })).toBe(
      'disconnected',
    );
  });

  it('"Reconnect routine: ... status goes connecting or reconnecting": reconnecting when a connection was live', () => {
    expect(connectionTransition('connected', { type: 'reconnectStarted' })).toBe('reconnecting');
    expect(connectionTransition('disconnected', { type: 'reconnectStarted' })).toBe('connecting');
    expect(connectionTransition('connecting', { type: 'reconnectStarted' })).toBe('connecting');
    expect(connectionTransition('reconnecting', { type: 'reconnectStarted' })).toBe('reconnecting');
  });

  it('"Reconnect routine: ... then connected or disconnected"', () => {
    expect(connectionTransition('reconnecting', { type: 'reconnectSucceeded' })).toBe('connected');
    expect(connectionTransition('connecting', { type: 'reconnectSucceeded' })).toBe('connected');
    expect(connectionTransition('reconnecting', { type: 'reconnectFailed' })).toBe('disconnected');
    expect(connectionTransition('connecting', { type: 'reconnectFailed' })).toBe('disconnected');
  });

  it('"Disconnecting the last connection sets disconnected ...; otherwise another connection becomes current"', () => {
    expect(
      connectionTransition('connected', { type: 'connectionClosed', hasRemainingConnection: false }),
    ).toBe('disconnected');
    expect(
      connectionTransition('connected', { type: 'connectionClosed', hasRemainingConnection: true }),
    ).toBe('connected');
  });

  it('a wallet that connects by itself (unlocked after a lock) is connected, from every status', () => {
    expect(Object.values(each({ type: 'walletConnected' }))).toEqual(
      CONNECTION_STATUSES.map(() => 'connected'),
    );
  });

  it('"Resetting the connection ... sets disconnected" from every status', () => {
    expect(Object.values(each({ type: 'reset' }))).toEqual(CONNECTION_STATUSES.map(() => 'disconnected'));
  });

  it('is total: every status and event give one of the four statuses', () => {
    fc.assert(
      fc.property(statusArb, eventArb, (status, event) => {
        expect(CONNECTION_STATUSES).toContain(connectionTransition(status, event));
      }),
    );
  });

  it('never leaves a namespace pending after an attempt ended', () => {
    const endings = new Set([
      'connectSucceeded',
      'connectFailed',
      'reconnectSucceeded',
      'reconnectFailed',
      'walletConnected',
      'reset',
    ]);
    fc.assert(
      fc.property(statusArb, eventArb, (status, event) => {
        fc.pre(endings.has(event.type));
        expect(isPendingStatus(connectionTransition(status, event))).toBe(false);
      }),
    );
  });

  it('isPendingStatus is true only for connecting and reconnecting', () => {
    const pending = CONNECTION_STATUSES.filter((status: ConnectionStatus) => isPendingStatus(status));
    expect(pending).toEqual(['connecting', 'reconnecting']);
  });
});
