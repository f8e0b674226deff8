import { type DateInput, toValidDate } from './date.js';

/** One month of a year group; month is 1 (January) to 12. */
export interface MonthGroup<T> {
  month: number;
  items: T[];
}

/** One year of items, its months newest first. */
export interface YearGroup<T> {
  year: number;
  months: MonthGroup<T>[];
}

export interface GroupByYearMonthOptions {
  /** IANA time zone that decides which month a moment falls in; defaults to the visitor's own. */
  timeZone?: string;
}

/**
 * Activity items are grouped by year then month, newest first. Years, months and the items
 * inside a month are all newest first; items at the same moment keep their input order. Pure: the
 * input array is not touched.
 * @throws WalletportError code INVALID_DATE when getDate returns something that is not a real moment,
 *   rather than silently hiding an item from the list.
 */
export function groupByYearMonth<T>(
  items: readonly T[],
  getDate: (item: T) => DateInput,
  options: GroupByYearMonthOptions = {},
): YearGroup<T>[] {
  const readYearMonth = yearMonthReader(options.timeZone);
  const dated = items.map((item) => ({ item, time: toValidDate(getDate(item)).getTime() }));
  // Array.prototype.sort is stable, so equal moments keep their input order.
  dated.sort((a, b) => b.time - a.time);

  const years: YearGroup<T>[] = [];
  for (const { item, time } of dated) {
    const { year, month } = readYearMonth(time);
    let yearGroup = years.at(-1);
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] };
      years.push(yearGroup);
    }
    let monthGroup = yearGroup.months.at(-1);
    if (monthGroup?.month !== month) {
      monthGroup = { month, items: [] };
      yearGroup.months.push(monthGroup);
    }
    monthGroup.items.push(item);
  }
  return years;
}

/**
 * Year and month of a moment in a time zone. Intl is the only portable way to read an arbitrary zone;
 * the Gregorian calendar, Latin digits and era are pinned so the parts are plain numbers, and BC years
 * are turned into astronomical years (1 BC is year 0) so they sort like the ISO calendar.
 */
function yearMonthReader(timeZone: string | undefined): (time: number) => { year: number; month: number } {
  const options: Intl.DateTimeFormatOptions = {
    calendar: 'gregory',
    numberingSystem: 'latn',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
  };
  if (timeZone !== undefined) options.timeZone = timeZone;
  const format = new Intl.DateTimeFormat('en-US', options);
  return (time) => {
    const parts = format.formatToParts(time);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    const eraYear = Number(part('year'));
    const year = part('era') === 'BC' ? 1 - eraYear : eraYear;
    return { year, month: Number(part('month')) };
  };
}
