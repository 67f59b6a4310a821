import { describe, expect, it } from 'vitest';
import { isValidDate, isValidDateTime } from './is-valid-date.ts';
import { latestOutingDate } from './validate-outing-dates.ts';

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['2024-99-99', false],
    ['9999-99-99', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    [null, false],
  ])('isValidDate(%j) → %s', (value, valid) => {
    expect(isValidDate(value)).toBe(valid);
  });
  it.each([
    ['2024-05-02T10:11:12.123456+00:00', true],
    ['2024-05-02T10:11:12Z', true],
    ['2024-05-02T10:11', true],
    ['2024-05-02', false],
    ['yesterday', false],
    ['2024-02-30T10:00:00Z', false],
  ])('isValidDateTime(%j) → %s', (value, valid) => {
    expect(isValidDateTime(value)).toBe(valid);
  });
  it.each([
    ['2024-05-10T11:59:59Z', '2024-05-10'],
    ['2024-05-10T12:00:00Z', '2024-05-11'],
    ['2024-12-31T20:00:00Z', '2025-01-01'],
  ])('latest outing date at %s is %s', (now, date) => {
    expect(latestOutingDate(new Date(now))).toBe(date);
  });
});
