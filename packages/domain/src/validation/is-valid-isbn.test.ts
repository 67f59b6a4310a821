import { describe, expect, it } from 'vitest';
import { isValidIsbn } from './is-valid-isbn.ts';

describe('isValidIsbn', () => {
  it.each([
    ['0-306-40615-2', true],
    ['0306406152', true],
    ['0-306-40615-3', false],
    ['0-8044-2957-X', true],
    ['0-8044-2957-x', true],
    ['978-0-306-40615-7', true],
    ['9780306406157', true],
    ['978 0 306 40615 7', true],
    ['978-0-306-40615-8', false],
    ['123-0-306-40615-7', false],
    ['306406152', true],
    ['abcdefghij', false],
    ['', false],
  ])('%j → %s', (isbn, valid) => {
    expect(isValidIsbn(isbn)).toBe(valid);
  });
});
