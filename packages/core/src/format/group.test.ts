import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupByYearMonth } from './group.js';

interface Item {
  id: string;
  minedAt: string;
}

const item = (id: string, minedAt: string): Item => ({ id, minedAt });
const byMinedAt = (entry: Item) => entry.minedAt;

describe('groupByYearMonth (grouped by year then month, newest first)', () => {
  it('groups years, then months, newest first, with items newest first', () => {
    const items = [
      item('a', '2023-12-01T00:00:00Z'),
      item('b', '2024-02-10T00:00:00Z'),
      item('c', '2024-11-03T00:00:00Z'),
      item('d', '2024-02-20T00:00:00Z'),
      item('e', '2024-11-21T00:00:00Z'),
    ];
    const groups = groupByYearMonth(items, byMinedAt, { timeZone: 'UTC' });
    expect(groups).toEqual([
      {
        year: 2024,
        months: [
          { month: 11, items: [items[4], items[2]] },
          { month: 2, items: [items[3], items[1]] },
        ],
      },
      { year: 2023, months: [{ month: 12, items: [items[0]] }] },
    ]);
  });

  it('keeps input order for equal moments and leaves the input untouched', () => {
    const items = [item('first', '2024-05-01T00:00:00Z'), item('second', '2024-05-01T00:00:00Z')];
    const copy = [...items];
    const groups = groupByYearMonth(items, byMinedAt, { timeZone: 'UTC' });
    expect(groups[0]?.months[0]?.items.map((entry) => entry.id)).toEqual(['first', 'second']);
    expect(items).toEqual(copy);
  });

  it('decides the month in the given time zone', () => {
    const items = [item('x', '2024-01-31T23:30:00Z')];
    expect(groupByYearMonth(items, byMinedAt, { timeZone: 'UTC' })[0]?.months[0]?.month).toBe(1);
    expect(groupByYearMonth(items, byMinedAt, { timeZone: 'Asia/Tokyo' })[0]?.months[0]?.month).toBe(2);
  });

  it('orders years before the common era correctly (1 BC is year 0)', () => {
    const groups = groupByYearMonth(
      [
        new Date('0001-03-01T00:00:00Z'),
        new Date('-000050-03-01T00:00:00Z'),
        new Date('0000-03-01T00:00:00Z'),
      ],
      (date) => date,
      { timeZone: 'UTC' },
    );
    expect(groups.map((group) => group.year)).toEqual([1, 0, -50]);
  });

  it('returns no groups for no items and rejects an invalid date', () => {
    expect(groupByYearMonth([], byMinedAt)).toEqual([]);
    expect(() => groupByYearMonth([item('x', 'later')], byMinedAt)).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
  });

  it('property: a newest-first stable order, split by UTC year and month', () => {
    fc.assert(
      fc.property(fc.array(fc.date({ noInvalidDate: true }), { maxLength: 30 }), (dates) => {
        const items = dates.map((date, index) => ({ index, date }));
        const groups = groupByYearMonth(items, (entry) => entry.date, { timeZone: 'UTC' });
        const flattened = groups.flatMap((year) => year.months.flatMap((month) => month.items));
        const expected = [...items].sort((a, b) => b.date.getTime() - a.date.getTime() || a.index - b.index);
        expect(flattened).toEqual(expected);
        for (const [position, year] of groups.entries()) {
          if (position > 0) expect(year.year).toBeLessThan(groups[position - 1]!.year);
          for (const [monthPosition, month] of year.months.entries()) {
            if (monthPosition > 0) expect(month.month).toBeLessThan(year.months[monthPosition - 1]!.month);
            for (const entry of month.items) {
              expect(entry.date.getUTCFullYear()).toBe(year.year);
              expect(entry.date.getUTCMonth() + 1).toBe(month.month);
            }
          }
        }
      }),
    );
  });
});
