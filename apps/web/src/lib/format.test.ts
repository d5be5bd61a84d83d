import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTzs, formatTzsShort } from './format';

describe('format', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes dates, times and shillings as people read them', () => {
    expect(formatDate('2026-11-28T06:00:00Z', 'en')).toBe('28 Nov 2026');
    expect(formatDateTime('not a date', 'en')).toBeNull();
    expect(formatTzs(45_210_000.4, 'en')).toBe('TZS 45,210,000');
    expect(formatTzsShort(56_620_000, 'en')).toBe('TZS 56.6 M');
  });

  it('builds one date formatter per language and options, however many dates it writes', () => {
    const Original = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    for (const day of ['2026-01-02', '2026-03-04', '2026-05-06']) formatDate(`${day}T12:00:00Z`, 'sw');
    formatDateTime('2026-05-06T12:00:00Z', 'sw');

    expect(built).toHaveBeenCalledTimes(2);
  });
});
