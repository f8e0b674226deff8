/**
 * When the session began, for the Account view's "Signed in" row: the message's Issued At in the
 * modal's locale — the time alone on the same day, the short date and time otherwise, so the row stays
 * one short line. Undefined for a time that is not a date (an app's own session data); the row then
 * names only the domain.
 */
export function formatSessionTime(
  issuedAt: string | undefined,
  locale: string,
  now: number = Date.now(),
): string | undefined {
  if (issuedAt === undefined) return undefined;
  const time = Date.parse(issuedAt);
  if (Number.isNaN(time)) return undefined;
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  const format: Intl.DateTimeFormatOptions = sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, format).format(time);
}
