/**
 * Whether `value` is a real calendar date written `YYYY-MM-DD` (fields.md "How to read"), from
 * year 1 (PostgreSQL has no year 0).
 */
export function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000'))
    return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whether `value` is an ISO 8601 date-time (offset optional). */
export function isValidDateTime(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value) &&
    isValidDate(value.slice(0, 10)) &&
    !Number.isNaN(Date.parse(value.replace(' ', 'T')))
  );
}
