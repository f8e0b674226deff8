import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime, formatShortDate, toValidDate } from './date.js';

const NOW = Date.parse('2024-11-21T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('toValidDate', () => {
  it('reads Dates, epoch milliseconds and ISO strings, copying Dates', () => {
    const date = new Date(NOW);
    expect(toValidDate(date)).not.toBe(date);
    expect(toValidDate(date).getTime()).toBe(NOW);
    expect(toValidDate(NOW).getTime()).toBe(NOW);
    expect(toValidDate('2024-11-21T12:00:00Z').getTime()).toBe(NOW);
  });

  it.each(['not a date', '', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j with INVALID_DATE',
    (value) => {
      expect(() => toValidDate(value)).toThrow(
        expect.objectContaining({ code: 'INVALID_DATE', shortMessage: 'Invalid date' }),
      );
    },
  );
});

describe('formatShortDate (short month and day)', () => {
  it('formats month and day', () => {
    expect(formatShortDate('2024-11-21T10:00:00Z', 'en-US', 'UTC')).toBe('Nov 21');
    expect(formatShortDate(new Date('2024-01-05T10:00:00Z'), 'en-US', 'UTC')).toBe('Jan 5');
    expect(formatShortDate(Date.parse('2024-11-21T10:00:00Z'), undefined, 'UTC')).toBe('Nov 21');
  });

  it('uses the given locale and time zone', () => {
    expect(formatShortDate('2024-11-21T10:00:00Z', 'de-DE', 'UTC')).toBe('21. Nov.');
    expect(formatShortDate('2024-11-21T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('Nov 22');
  });

  it('rejects an invalid date', () => {
    expect(() => formatShortDate('soon')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});

describe('formatRelativeTime (sec, min, hr, d, mo, yr)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [0, 'just now'],
    [999, 'just now'],
    [5 * SECOND, '5 sec ago'],
    [59 * SECOND, '59 sec ago'],
    [60 * SECOND, '1 min ago'],
    [90 * SECOND, '1 min ago'],
    [3 * MINUTE, '3 min ago'],
    [2 * HOUR, '2 hr ago'],
    [24 * HOUR - 1, '23 hr ago'],
    [4 * DAY, '4 d ago'],
    [29 * DAY, '29 d ago'],
    [30 * DAY, '1 mo ago'],
    [364 * DAY, '11 mo ago'],
    [365 * DAY, '1 yr ago'],
    [730 * DAY, '2 yr ago'],
    [-3 * MINUTE, 'in 3 min'],
    [-2 * DAY, 'in 2 d'],
  ])('%s ms before now → %j', (elapsed, expected) => {
    expect(formatRelativeTime(NOW - elapsed, NOW)).toBe(expected);
  });

  it('takes now as a Date or string too, and defaults it to the current time', () => {
    expect(formatRelativeTime('2024-11-21T11:57:00Z', new Date(NOW))).toBe('3 min ago');
    vi.useFakeTimers({ now: NOW });
    expect(formatRelativeTime(NOW - 2 * HOUR)).toBe('2 hr ago');
  });

  it('rejects invalid moments', () => {
    expect(() => formatRelativeTime('bad', NOW)).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
    expect(() => formatRelativeTime(NOW, 'bad')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });

  it('property: always one abbreviated amount, past or future', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), (date, now) => {
        expect(formatRelativeTime(date, now)).toMatch(
          /^(just now|\d+ (sec|min|hr|d|mo|yr) ago|in \d+ (sec|min|hr|d|mo|yr))$/,
        );
      }),
    );
  });
});
