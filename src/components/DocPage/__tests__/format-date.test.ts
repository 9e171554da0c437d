import { formatDate } from '..';

describe('formatDate (the "Last updated" date of a doc page)', () => {
  it('writes the date as en-US Intl does, in UTC, for every day of a leap year and around the turn of a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
    const start = Date.UTC(2023, 11, 30);
    for (let day = 0; day < 370; day += 1) {
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000); // late in the UTC day
      expect(formatDate(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('reads an offset as UTC', () => {
    expect(formatDate('2025-11-03T23:30:00-05:00')).toBe('Nov 4, 2025');
    expect(formatDate('2025-09-01')).toBe('Sep 1, 2025');
  });

  it('gives nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBeUndefined();
    expect(formatDate('')).toBeUndefined();
    expect(formatDate('not a date')).toBeUndefined();
  });
});
