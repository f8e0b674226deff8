import { describe, expect, it } from 'vitest';
import { formatSessionTime } from '../../../src/views/account/session-time.js';

const at = (text: string) => new Date(text).getTime();

describe('formatSessionTime (the "Signed in" row)', () => {
  it('shows only the time on the day the session began', () => {
    const issued = new Date(2026, 10, 21, 8, 51).toISOString();
    expect(formatSessionTime(issued, 'en', new Date(2026, 10, 21, 17, 0).getTime())).toBe('8:51 AM');
  });

  it('adds the short date on a later day', () => {
    const issued = new Date(2026, 10, 20, 20, 5).toISOString();
    expect(formatSessionTime(issued, 'en', new Date(2026, 10, 21, 9, 0).getTime())).toBe('Nov 20, 8:05 PM');
  });

  it('follows the locale', () => {
    const issued = new Date(2026, 10, 20, 20, 5).toISOString();
    expect(formatSessionTime(issued, 'es', at('2026-12-01T12:00:00Z'))).toBe(
      new Intl.DateTimeFormat('es', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(Date.parse(issued)),
    );
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(formatSessionTime(undefined, 'en')).toBeUndefined();
    expect(formatSessionTime('yesterday-ish', 'en')).toBeUndefined();
  });
});
