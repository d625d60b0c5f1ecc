import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('writes the date and time by the conventions of the locale', () => {
    const iso = '2025-03-12T14:05:00Z';
    expect(formatDateTime(iso, 'en', 'UTC')).toMatch(/^Mar 12, 2025,? 2:05\sPM$/);
    expect(formatDateTime(iso, 'de', 'UTC')).toBe('12.03.2025, 14:05');
    expect(formatDateTime(iso, 'da', 'UTC')).toMatch(/^12\. mar\. 2025(,| kl\.) 14[.:]05$/);
  });

  it('shows the time in the given time zone', () => {
    expect(formatDateTime('2025-03-12T23:30:00Z', 'de', 'Europe/Copenhagen')).toBe('13.03.2025, 00:30');
  });

  it('shows an unreadable value as it came instead of "Invalid Date"', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDate', () => {
  it('writes the date alone', () => {
    expect(formatDate('2025-03-12T14:05:00Z', 'de', 'UTC')).toBe('12.03.2025');
  });
});
